import { parseAbsolute, type ZonedDateTime } from "@internationalized/date";
import { X } from "lucide-react";
import { Button as AriaButton } from "react-aria-components/Button";
import { DateField, DateInput, DateSegment } from "react-aria-components/DateField";
import { FieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { Text } from "react-aria-components/Text";
import { cx } from "@/components/class-names";
import { Icon } from "@/components/icon";
import { DateFieldStyles } from "./reservations-date-picker";

const parse = (iso: string | null | undefined, timeZone: string): ZonedDateTime | null => {
  if (!iso) return null;
  try {
    return parseAbsolute(iso, timeZone);
  } catch {
    return null;
  }
};

export interface InstantFieldProps {
  label: string;
  /** An ISO instant, or null for none. */
  value: string | null;
  onChange: (iso: string | null) => void;
  onBlur?: () => void;
  /** The campus's zone: the wall-clock time typed is the campus's, whatever the device's. */
  timeZone: string;
  description?: string;
  errorMessage?: string;
  className?: string;
}

/**
 * A date and time typed in campus wall-clock time (react-aria date segments down to the
 * minute), answered as an ISO instant; "Clear" empties it (null: no start, or no end).
 */
export function InstantField({
  label,
  value,
  onChange,
  onBlur,
  timeZone,
  description,
  errorMessage,
  className,
}: InstantFieldProps) {
  const zoned = parse(value, timeZone);
  return (
    <DateField<ZonedDateTime>
      className={cx("ui-field", className)}
      value={zoned}
      onChange={(next) => {
        if (next === null) onChange(null);
        else if (next.year >= 2000) onChange(next.toAbsoluteString());
      }}
      onBlur={onBlur}
      granularity="minute"
      hideTimeZone
      placeholderValue={parse(new Date().toISOString(), timeZone)?.set({ minute: 0 }) ?? undefined}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <DateFieldStyles />
      <Label className="ui-field__label">{label}</Label>
      <div className="ui-input ops-date__group">
        <DateInput className="ops-date-input ops-date__input">
          {(segment) => <DateSegment segment={segment} className="ops-date-segment" />}
        </DateInput>
        {zoned ? (
          <AriaButton
            className="ui-button ui-button--ghost ui-button--sm ops-date__open"
            onPress={() => onChange(null)}
          >
            <Icon icon={X} label={`Clear ${label.toLowerCase()}`} />
          </AriaButton>
        ) : null}
      </div>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </DateField>
  );
}
