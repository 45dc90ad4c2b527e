import type { ReactNode, Ref } from "react";
import { CheckboxGroup as AriaCheckboxGroup } from "react-aria-components/CheckboxGroup";
import { FieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { Text } from "react-aria-components/Text";
import { Checkbox } from "./checkbox";
import { cx } from "./class-names";

export interface CheckboxOption {
  id: string;
  label: string;
}

export interface CheckboxGroupProps {
  /** The group's name for screen readers and its visible heading. */
  label: ReactNode;
  options: readonly CheckboxOption[];
  /** The ids of the ticked options. */
  value?: readonly string[];
  onChange?: (ids: string[]) => void;
  onBlur?: () => void;
  name?: string;
  description?: ReactNode;
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** The first box, which react-hook-form focuses when the group is the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** Several independent choices under one label (react-aria CheckboxGroup, a `group` role). */
export function CheckboxGroup({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  inputRef,
  className,
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      value={value ? [...value] : undefined}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className={cx("ui-field", "ui-checkbox-group", className)}
    >
      <Label className="ui-field__label">{label}</Label>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <div className="ui-checkbox-group__options">
        {options.map((option, index) => (
          <Checkbox key={option.id} value={option.id} inputRef={index === 0 ? inputRef : undefined}>
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
