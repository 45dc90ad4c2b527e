import { type CalendarDate, parseDate } from "@internationalized/date";
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
} from "react-aria-components/DateField";
import { FieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { cx } from "@/components/class-names";

const parse = (ymd: string | null | undefined): CalendarDate | null => {
  if (!ymd) return null;
  try {
    return parseDate(ymd);
  } catch {
    return null;
  }
};

export interface YmdFieldProps {
  label: string;
  /** A campus date, YYYY-MM-DD. */
  value: string;
  /** Called with whole dates only; "" when cleared. */
  onChange: (ymd: string) => void;
  errorMessage?: string;
  className?: string;
}

/**
 * A campus date typed in segments (react-aria DateField: arrow keys step each part, the
 * segments are spinbuttons announced with their names). Campus dates are calendar days, so no
 * time zone is involved here; the caller's default comes from the campus's zone.
 */
export function YmdField({ label, value, onChange, errorMessage, className }: YmdFieldProps) {
  return (
    <AriaDateField<CalendarDate>
      className={cx("ui-field", className)}
      value={parse(value)}
      onChange={(date) => {
        if (date === null) onChange("");
        else if (date.year >= 2000) onChange(date.toString());
      }}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className="ui-field__label">{label}</Label>
      <DateInput className="ui-input ops-date-input">
        {(segment) => <DateSegment segment={segment} className="ops-date-segment" />}
      </DateInput>
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </AriaDateField>
  );
}
