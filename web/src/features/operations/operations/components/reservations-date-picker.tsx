import { type CalendarDate, parseDate } from "@internationalized/date";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { Button as AriaButton } from "react-aria-components/Button";
import { Calendar, CalendarCell, CalendarGrid } from "react-aria-components/Calendar";
import { DateInput, DateSegment } from "react-aria-components/DateField";
import { DatePicker } from "react-aria-components/DatePicker";
import { Dialog, Heading } from "react-aria-components/Dialog";
import { FieldError } from "react-aria-components/FieldError";
import { Group } from "react-aria-components/Group";
import { Label } from "react-aria-components/Label";
import { Popover } from "react-aria-components/Popover";
import { Text } from "react-aria-components/Text";
import { cx } from "@/components/class-names";
import { Icon } from "@/components/icon";
import { ScreenStyles } from "./console-styles";

/** The date and time fields' own look (segments in a bordered group with its button). */
export const DATE_FIELD_CSS = `
.ops-date__group { display: flex; align-items: center; gap: var(--space-2); padding-block: 0; padding-inline-end: var(--space-1); }
.ops-date__input { flex: 1; min-width: 0; }
.ops-date__open { flex: none; }
.ops-date__cell { min-width: 2.75rem; min-height: 2.75rem; }
`;

/** Rendered by every field that uses the classes above (React adds the stylesheet once). */
export const DateFieldStyles = () => <ScreenStyles id="date-fields" css={DATE_FIELD_CSS} />;

export interface CampusDatePickerProps {
  label: string;
  /** A campus date, YYYY-MM-DD; null for none. */
  value: string | null;
  /** Called with a whole, valid date only (a half-typed year is not a day to load). */
  onChange: (ymd: string) => void;
  min?: string;
  description?: string;
  errorMessage?: string;
  className?: string;
}

const parse = (ymd: string | null | undefined): CalendarDate | null => {
  if (!ymd) return null;
  try {
    return parseDate(ymd);
  } catch {
    return null;
  }
};

/**
 * A react-aria date picker over campus dates (YYYY-MM-DD): typed segments or a calendar in a
 * popover, both keyboard operable. Campus dates are calendar days, so no time zone is involved
 * here; "today" comes from the API, which knows the campus's zone.
 */
export function CampusDatePicker({
  label,
  value,
  onChange,
  min,
  description,
  errorMessage,
  className,
}: CampusDatePickerProps) {
  const minValue = parse(min) ?? undefined;
  return (
    <DatePicker<CalendarDate>
      className={cx("ui-field ops-date", className)}
      value={parse(value)}
      onChange={(date) => {
        if (date && date.year >= 2000) onChange(date.toString());
      }}
      minValue={minValue}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      shouldForceLeadingZeros
    >
      <DateFieldStyles />
      <Label className="ui-field__label">{label}</Label>
      <Group className="ui-input ops-date__group">
        <DateInput className="ops-date-input ops-date__input">
          {(segment) => <DateSegment segment={segment} className="ops-date-segment" />}
        </DateInput>
        <AriaButton className="ui-button ui-button--ghost ui-button--sm ops-date__open">
          <Icon icon={CalendarDays} label="Open the calendar" />
        </AriaButton>
      </Group>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <Popover className="week-date-picker__popover">
        <Dialog className="week-date-picker__dialog" aria-label={label}>
          <Calendar<CalendarDate>>
            <header className="week-date-picker__header">
              <AriaButton slot="previous" className="ui-button ui-button--ghost ui-button--sm">
                <Icon icon={ChevronLeft} label="Previous month" />
              </AriaButton>
              <Heading />
              <AriaButton slot="next" className="ui-button ui-button--ghost ui-button--sm">
                <Icon icon={ChevronRight} label="Next month" />
              </AriaButton>
            </header>
            <CalendarGrid>
              {(date) => (
                <CalendarCell date={date} className="week-date-picker__cell ops-date__cell" />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}

/** The campus date `days` after `ymd` (negative: before). */
export function shiftDate(ymd: string, days: number): string {
  return parseDate(ymd).add({ days }).toString();
}
