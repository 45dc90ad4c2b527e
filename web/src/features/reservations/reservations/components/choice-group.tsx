import type { ReactNode } from "react";
import { Label, Radio, RadioGroup, Text } from "react-aria-components";

export interface Choice {
  id: string;
  label: string;
  /** Shown beside the label (the capacity badge). */
  extra?: ReactNode;
  isDisabled?: boolean;
  /** Why it cannot be chosen; shown under it and as its tooltip. */
  reason?: string | null;
}

interface ChoiceGroupProps {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (id: string) => void;
  description?: string;
}

/**
 * A radio group (react-aria: arrow keys move, one tab stop) of blocks or times. A choice that
 * cannot be taken stays visible, disabled, with its reason as text beside it: a hover-only
 * tooltip would hide it from keyboard and touch users, and disabled controls get no focus.
 */
export function ChoiceGroup({ label, choices, value, onChange, description }: ChoiceGroupProps) {
  return (
    <RadioGroup
      value={value}
      onChange={onChange}
      className="reservation-choices"
      orientation="vertical"
    >
      <Label className="reservation-choices__label">{label}</Label>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <div className="reservation-choices__grid">
        {choices.map((choice) => (
          <Radio
            key={choice.id}
            value={choice.id}
            isDisabled={choice.isDisabled}
            className="reservation-choice"
          >
            <span className="reservation-choice__main" title={choice.reason ?? undefined}>
              <span className="reservation-choice__label">{choice.label}</span>
              {choice.extra}
            </span>
            {choice.reason ? (
              <span className="reservation-choice__reason">{choice.reason}</span>
            ) : null}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
