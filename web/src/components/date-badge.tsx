import { cx } from "./class-names";

export interface DateBadgeProps {
  /** The instant whose calendar day the badge shows. */
  date: Date | number;
  /** The campus's IANA zone: the day is the campus's, not the visitor's. */
  timeZone: string;
  className?: string;
}

/**
 * A calendar-leaf badge (month over day) laid on a card's image. Decorative: the card states
 * the full date in its text, so screen readers do not hear it twice.
 */
export function DateBadge({ date, timeZone, className }: DateBadgeProps) {
  const instant = new Date(date);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone, ...options }).format(instant);
  return (
    <span className={cx("ui-date-badge", className)} aria-hidden="true">
      <span className="ui-date-badge__month">{part({ month: "short" })}</span>
      <span className="ui-date-badge__day">{part({ day: "numeric" })}</span>
    </span>
  );
}
