import { parseDate } from "@internationalized/date";
import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
} from "react-aria-components";
import { Icon } from "@/components/icon";

interface DateStepProps {
  /** Bookable campus dates, YYYY-MM-DD, ascending. */
  dates: readonly string[];
  value: string | null;
  onChange: (date: string) => void;
}

/**
 * The previous and next month buttons get their names ("Previous", "Next") from react-aria.
 * The date picker (react-aria Calendar: a labelled grid, arrow keys between days, unavailable
 * days announced as such). Only the location's bookable dates can be chosen.
 */
export function DateStep({ dates, value, onChange }: DateStepProps) {
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) {
    return <p>There are no dates available for reservations at this location right now.</p>;
  }
  const offered = new Set(dates);
  return (
    <Calendar
      aria-label="Reservation date"
      className="reservation-calendar"
      minValue={parseDate(first)}
      maxValue={parseDate(last)}
      value={value ? parseDate(value) : null}
      defaultFocusedValue={parseDate(value ?? first)}
      isDateUnavailable={(date) => !offered.has(date.toString())}
      onChange={(date) => onChange(date.toString())}
    >
      <header className="reservation-calendar__header">
        <AriaButton slot="previous" className="reservation-calendar__nav">
          <Icon icon={ChevronLeft} />
        </AriaButton>
        <Heading className="reservation-calendar__heading" />
        <AriaButton slot="next" className="reservation-calendar__nav">
          <Icon icon={ChevronRight} />
        </AriaButton>
      </header>
      <CalendarGrid className="reservation-calendar__grid">
        {(date) => <CalendarCell date={date} className="reservation-calendar__cell" />}
      </CalendarGrid>
    </Calendar>
  );
}
