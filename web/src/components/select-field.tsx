import { ChevronDown } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Button as AriaButton } from "react-aria-components/Button";
import { FieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { type Key, Select, SelectValue } from "react-aria-components/Select";
import { Text } from "react-aria-components/Text";
import { cx } from "./class-names";
import { Icon } from "./icon";

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectFieldProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen option's id (null or "" for none). */
  value?: string | null;
  onChange?: (id: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The trigger button, which react-hook-form focuses when this field is the first invalid. */
  inputRef?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * A labelled single choice from a list (react-aria Select: a button that opens a listbox,
 * typeahead, arrow keys), with its description and error wired like every other field.
 */
export function SelectField({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  inputRef,
  className,
}: SelectFieldProps) {
  return (
    <Select
      name={name}
      placeholder={placeholder}
      value={value ? value : null}
      onChange={(key: Key | null) => onChange?.(key === null ? "" : String(key))}
      onBlur={onBlur}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className={cx("ui-field", className)}
    >
      <Label className="ui-field__label">{label}</Label>
      <AriaButton ref={inputRef} className="ui-input ui-select__button">
        <SelectValue className="ui-select__value" />
        <Icon icon={ChevronDown} size={18} />
      </AriaButton>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <Popover className="ui-popover">
        <ListBox className="ui-listbox" items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className="ui-listbox__item"
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
