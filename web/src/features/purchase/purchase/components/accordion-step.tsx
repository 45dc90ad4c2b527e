import type { ReactNode } from "react";
import { useId } from "react";
import { Button } from "@/components/button";

interface AccordionStepProps {
  number: number;
  title: string;
  isOpen: boolean;
  onToggle?: () => void;
  /**
   * A step that cannot be opened yet (products before the selections, checkout before items).
   * An open step without `onToggle` is the current one instead: a title, not a greyed button.
   */
  isDisabled?: boolean;
  children: ReactNode;
}

/**
 * One step of the purchase accordion (requirements: purchases §2): a heading whose button shows
 * and hides the step's region (aria-expanded, aria-controls), so keyboard and screen reader
 * users move through the four steps like everyone else.
 */
export function AccordionStep({
  number,
  title,
  isOpen,
  onToggle,
  isDisabled,
  children,
}: AccordionStepProps) {
  const regionId = useId();
  const headingId = useId();
  return (
    <div className="purchase-step" data-open={isOpen || undefined}>
      <h2 className="purchase-step__heading" id={headingId}>
        {isOpen && !onToggle ? (
          // The step the buyer is in and cannot close (checkout): the current step, drawn as a
          // title, never greyed like a step that cannot be opened yet.
          <span className="purchase-step__current" aria-current="step">
            <span className="purchase-step__number">{number}</span>
            {title}
          </span>
        ) : (
          <Button
            variant="ghost"
            fullWidth
            className="purchase-step__toggle"
            aria-expanded={isOpen}
            aria-controls={regionId}
            isDisabled={isDisabled || !onToggle}
            onPress={onToggle}
          >
            {/* Read with the title ("4 Checkout"), so no two buttons share a name. */}
            <span className="purchase-step__number">{number}</span>
            {title}
          </Button>
        )}
      </h2>
      <section
        id={regionId}
        aria-labelledby={headingId}
        hidden={!isOpen}
        className="purchase-step__body"
      >
        {isOpen ? children : null}
      </section>
    </div>
  );
}
