import { type CalendarDate, parseDate } from "@internationalized/date";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from "react-aria-components";
import { Icon } from "@/components/icon";

interface WeekDatePickerProps {
  label: string;
  value: string | null;
  onChange: (ymd: string | null) => void;
  min: string;
  max: string;
  /** Dates the calendar disables (another weekday, not a whole number of weeks, ...). */
  isAllowed: (ymd: string) => boolean;
  description?: string;
}

/**
 * A react-aria date picker over YYYY-MM-DD strings: typed segments or a calendar popover, with
 * every date the plan does not allow disabled (keyboard and screen readers included). What is
 * being typed stays in the picker; the form only hears of dates inside min..max (a half-typed
 * year such as 0002 is not a date of the plan).
 */
export function WeekDatePicker({
  label,
  value,
  onChange,
  min,
  max,
  isAllowed,
  description,
}: WeekDatePickerProps) {
  const [typed, setTyped] = useState<CalendarDate | null>(value ? parseDate(value) : null);
  const change = (date: CalendarDate | null) => {
    setTyped(date);
    const ymd = date?.toString() ?? null;
    onChange(ymd !== null && ymd >= min && ymd <= max ? ymd : null);
  };
  return (
    <DatePicker<CalendarDate>
      className="ui-field week-date-picker"
      value={typed}
      onChange={change}
      minValue={parseDate(min)}
      maxValue={parseDate(max)}
      isDateUnavailable={(date) => {
        const ymd = date.toString();
        return ymd < min || ymd > max || !isAllowed(ymd);
      }}
      shouldForceLeadingZeros
    >
      <Label className="ui-field__label">{label}</Label>
      <Group className="ui-field__control week-date-picker__group">
        <DateInput className="week-date-picker__input">
          {(segment) => <DateSegment segment={segment} className="week-date-picker__segment" />}
        </DateInput>
        <AriaButton className="ui-button ui-button--ghost ui-button--sm">
          <Icon icon={CalendarDays} label="Open the calendar" />
        </AriaButton>
      </Group>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <Popover className="week-date-picker__popover">
        <Dialog className="week-date-picker__dialog">
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
              {(date) => <CalendarCell date={date} className="week-date-picker__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
