import { Check, Minus } from "lucide-react";
import { type ReactNode, type Ref, useId } from "react";
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from "react-aria-components/Checkbox";
import { cx } from "./class-names";
import { Icon } from "./icon";

export interface CheckboxProps
  extends Omit<AriaCheckboxProps, "className" | "children" | "style" | "validationBehavior"> {
  /** The visible label; clicking it toggles the box. */
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A checkbox with a 44 px target, drawn with an icon rather than the browser's box so it follows
 * the tokens. Its description and error are read with it (aria-describedby).
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  inputRef,
  isInvalid,
  className,
  ...props
}: CheckboxProps) {
  const id = useId();
  const invalid = isInvalid ?? Boolean(errorMessage);
  const describedBy = [description && `${id}-description`, invalid && errorMessage && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cx("ui-checkbox-field", className)}>
      <AriaCheckbox
        {...props}
        inputRef={inputRef as AriaCheckboxProps["inputRef"]}
        isInvalid={invalid}
        validationBehavior="aria"
        aria-describedby={describedBy || undefined}
        className="ui-checkbox"
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className="ui-checkbox__box">
              {isIndeterminate ? (
                <Icon icon={Minus} size={16} />
              ) : isSelected ? (
                <Icon icon={Check} size={16} />
              ) : null}
            </span>
            <span className="ui-checkbox__label">{children}</span>
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <p id={`${id}-description`} className="ui-field__description">
          {description}
        </p>
      ) : null}
      {invalid && errorMessage ? (
        <p id={`${id}-error`} className="ui-field__error">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
