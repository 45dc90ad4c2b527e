import { useId } from "react";
import { Checkbox } from "@/components/checkbox";

interface ChoiceCheckboxesProps {
  legend: string;
  choices: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  errorMessage?: string | undefined;
}

/** A fieldset of checkboxes for a list field; its error is read with the group. */
export function ChoiceCheckboxes({
  legend,
  choices,
  value,
  onChange,
  errorMessage,
}: ChoiceCheckboxesProps) {
  const id = useId();
  return (
    <fieldset
      className="form-choices"
      aria-invalid={errorMessage ? true : undefined}
      aria-describedby={errorMessage ? `${id}-error` : undefined}
    >
      <legend className="ui-field__label">{legend}</legend>
      <div className="form-choices__grid">
        {choices.map((choice) => (
          <Checkbox
            key={choice}
            isSelected={value.includes(choice)}
            onChange={(selected) =>
              onChange(selected ? [...value, choice] : value.filter((v) => v !== choice))
            }
          >
            {choice}
          </Checkbox>
        ))}
      </div>
      {errorMessage ? (
        <p id={`${id}-error`} className="ui-field__error">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
