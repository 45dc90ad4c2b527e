import type { Schedule } from "../platform/schemas/schedule";
import { campusDate } from "../platform/time/campus-clock";
import { formatShortDate } from "../platform/time/format";
import { locationStatus } from "../platform/time/status";
import { dayHoursCell, weekStartOf } from "../platform/time/week";
import { WEEKDAY_SHORT } from "../platform/time/weekdays";
import { addDays, type Ymd } from "../platform/time/ymd";
import type { Location } from "./schemas/location";

export interface StatusBadge {
  label: "Open" | "Closed";
  message: string;
  color: "green" | "red";
}

/** What changes with the clock: computed per request, never stored (requirements: public-browsing §3). */
export interface LocationNow {
  open: boolean;
  status: StatusBadge;
  /** 'na' when closed: the badge is hidden then (requirements: public-browsing §2 Campus map). */
  occupancy: string;
}

export const NO_OCCUPANCY = "na";

export function locationNow(
  location: Pick<Location, "schedules" | "occupancy">,
  instant: Date | number,
  timeZone: string,
): LocationNow {
  const status = locationStatus(location.schedules, instant, timeZone);
  return {
    open: status.open,
    status: { label: status.label, message: status.message, color: status.color },
    occupancy: status.open ? location.occupancy : NO_OCCUPANCY,
  };
}

export interface ClockTime {
  start_hour: number;
  start_minutes: number;
  end_hour: number;
  end_minutes: number;
}

/** One day of a location's week (requirements: public-browsing §3 Location.weekly_schedule and week). */
export interface ScheduleDay {
  date: Ymd;
  /** "Sun".."Sat" */
  weekday: string;
  /** "3/8/26" */
  date_label: string;
  status: "open" | "closed";
  hours: ClockTime[];
  /** ["9:30a - 5:00p"] or ["Closed"] */
  texts: string[];
}

const toClock = (minute: number) => ({ hour: Math.floor(minute / 60) % 24, minutes: minute % 60 });

export function scheduleDay(schedules: readonly Schedule[], date: Ymd, index: number): ScheduleDay {
  const cell = dayHoursCell(schedules, date);
  return {
    date,
    weekday: WEEKDAY_SHORT[index % 7] ?? "Sun",
    date_label: formatShortDate(date),
    status: cell.closed ? "closed" : "open",
    hours: cell.ranges.map((range) => {
      const start = toClock(range.start);
      const end = toClock(range.end);
      return {
        start_hour: start.hour,
        start_minutes: start.minutes,
        end_hour: end.hour,
        end_minutes: end.minutes,
      };
    }),
    texts: cell.texts,
  };
}

/** The Sunday-to-Saturday week holding `date` (requirements: public-browsing §9: weeks start on Sunday). */
export function scheduleWeek(schedules: readonly Schedule[], date: Ymd): ScheduleDay[] {
  const start = weekStartOf(date);
  return WEEKDAY_SHORT.map((_, index) => scheduleDay(schedules, addDays(start, index), index));
}

/** The current campus week at an instant. */
export function currentWeek(
  schedules: readonly Schedule[],
  instant: Date | number,
  timeZone: string,
): ScheduleDay[] {
  return scheduleWeek(schedules, campusDate(instant, timeZone));
}
