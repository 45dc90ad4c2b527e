import type { Location } from "../menus/schemas/location";
import type { Schedule } from "../platform/schemas/schedule";
import { formatClockRange } from "../platform/time/format";
import { hoursForDate, scheduleCovers } from "../platform/time/hours";
import { dayOfWeek, type Ymd } from "../platform/time/ymd";
import type { SpecialHoursEntry, SpecialHoursPeriod } from "./routes/operations-content";

// Special hours set in the console are ordinary schedules on the location item (a `closed` one,
// or a `special_hours` one per opening period) covering exactly one date, so the public hours,
// open-now and week views apply them with the rules they already have
// (shared/platform/time/hours.ts) and nothing else reads a second source.

/** Console schedules' ids begin with this; campus-file ids never do (onboarding owns those). */
export const CONSOLE_SCHEDULE_PREFIX = "ops-";

const SPECIAL_TYPES = new Set<Schedule["type"]>(["closed", "special_hours"]);

export const isConsoleSchedule = (schedule: Schedule): boolean =>
  schedule.id.startsWith(CONSOLE_SCHEDULE_PREFIX);

const hhmm = (hour: number, minute: number) =>
  `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

/** `HH:MM`, as the route's schema guarantees. */
const parseTime = (value: string): [number, number] => [
  Number(value.slice(0, 2)),
  Number(value.slice(3, 5)),
];

export interface SpecialDay {
  date: Ymd;
  closed: boolean;
  periods: readonly SpecialHoursPeriod[];
  note: string;
}

/** The schedules that say one date's special hours. */
export function consoleSchedules(day: SpecialDay): Schedule[] {
  const base = { name: day.note, start: day.date, end: day.date, days: [dayOfWeek(day.date)] };
  if (day.closed) {
    return [
      {
        ...base,
        id: `${CONSOLE_SCHEDULE_PREFIX}${day.date}-closed`,
        type: "closed",
        start_hour: 0,
        start_minutes: 0,
        end_hour: 0,
        end_minutes: 0,
        open_late: false,
      },
    ];
  }
  return day.periods.map((period, index) => {
    const [start_hour, start_minutes] = parseTime(period.open);
    const [end_hour, end_minutes] = parseTime(period.close);
    return {
      ...base,
      id: `${CONSOLE_SCHEDULE_PREFIX}${day.date}-${index}`,
      type: "special_hours",
      start_hour,
      start_minutes,
      end_hour,
      end_minutes,
      // A close at or before the open is the next morning, as the weekly hours read it.
      open_late: end_hour * 60 + end_minutes <= start_hour * 60 + start_minutes,
    } satisfies Schedule;
  });
}

const consoleScheduleOn = (schedule: Schedule, date: Ymd) =>
  isConsoleSchedule(schedule) && schedule.start === date;

/** The console's schedules of one date, or none. */
export const consoleSchedulesOn = (schedules: readonly Schedule[], date: Ymd): Schedule[] =>
  schedules.filter((schedule) => consoleScheduleOn(schedule, date));

/** The location's schedules with the console's entry of `date` replaced (or removed: `next` empty). */
export function replaceConsoleDay(
  schedules: readonly Schedule[],
  date: Ymd,
  next: readonly Schedule[],
): Schedule[] {
  return [...schedules.filter((schedule) => !consoleScheduleOn(schedule, date)), ...next];
}

/**
 * Why a day's opening periods cannot be set beside the campus file's own schedules: a
 * `closed` schedule wins over any hours, and two `special_hours` on one date add up, so the
 * console's periods would not be what the public pages show. A closure always applies.
 */
export function campusFileConflict(
  schedules: readonly Schedule[],
  day: Pick<SpecialDay, "date" | "closed">,
): string | null {
  if (day.closed) return null;
  const covering = schedules.filter(
    (schedule) =>
      !isConsoleSchedule(schedule) &&
      SPECIAL_TYPES.has(schedule.type) &&
      scheduleCovers(schedule, day.date),
  );
  const first = covering[0];
  if (!first) return null;
  const what = first.type === "closed" ? "a closure" : "special hours";
  const name = first.name ? ` (${first.name})` : "";
  return `The campus file already sets ${what}${name} for ${first.start} to ${first.end}; change it there, or mark this day closed.`;
}

const periodOf = (schedule: Schedule): SpecialHoursPeriod => ({
  open: hhmm(schedule.start_hour, schedule.start_minutes),
  close: hhmm(schedule.end_hour, schedule.end_minutes),
});

/** The entry of the console schedules of one date (they share their date and note). */
function consoleEntry(location: Location, schedules: readonly Schedule[]): SpecialHoursEntry {
  const first = schedules[0] as Schedule;
  const closed = schedules.some((schedule) => schedule.type === "closed");
  return {
    location_id: location.id,
    location_name: location.name,
    start: first.start,
    end: first.end,
    days: [0, 1, 2, 3, 4, 5, 6],
    closed,
    periods: closed
      ? []
      : [...schedules]
          .sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }))
          .map(periodOf),
    note: first.name,
    source: "console",
    editable: true,
  };
}

/** The console's entry of one date, or null. */
export function consoleEntryOn(location: Location, date: Ymd): SpecialHoursEntry | null {
  const schedules = consoleSchedulesOn(location.schedules, date);
  return schedules.length > 0 ? consoleEntry(location, schedules) : null;
}

/**
 * Every special-hours entry of a location ending on or after `from`: the console's, one per
 * date, and the campus file's, whose `special_hours` schedules of one range (one per opening
 * period) read as one entry.
 */
export function specialHoursEntries(location: Location, from: Ymd): SpecialHoursEntry[] {
  const consoleDays = new Map<string, Schedule[]>();
  const fileGroups = new Map<string, Schedule[]>();
  for (const schedule of location.schedules) {
    if (!SPECIAL_TYPES.has(schedule.type) || schedule.end < from) continue;
    const [groups, key] = isConsoleSchedule(schedule)
      ? [consoleDays, schedule.start]
      : [
          fileGroups,
          [
            schedule.type,
            schedule.start,
            schedule.end,
            schedule.days.join(","),
            schedule.name,
          ].join("|"),
        ];
    groups.set(key, [...(groups.get(key) ?? []), schedule]);
  }
  const entries = [...consoleDays.values()].map((group) => consoleEntry(location, group));
  for (const group of fileGroups.values()) {
    const first = group[0] as Schedule;
    const closed = first.type === "closed";
    entries.push({
      location_id: location.id,
      location_name: location.name,
      start: first.start,
      end: first.end,
      days: [...first.days].sort(),
      closed,
      periods: closed
        ? []
        : [...group]
            .sort(
              (a, b) => a.start_hour * 60 + a.start_minutes - (b.start_hour * 60 + b.start_minutes),
            )
            .map(periodOf),
      note: first.name,
      source: "campus_file",
      editable: false,
    });
  }
  return entries;
}

/** Entries of several locations, by date, then location. */
export const bySpecialDate = (a: SpecialHoursEntry, b: SpecialHoursEntry): number =>
  a.start.localeCompare(b.start) ||
  a.location_name.localeCompare(b.location_name) ||
  a.source.localeCompare(b.source);

/** A date's opening windows as the public hours table prints them; empty when closed. */
export const hoursLabels = (schedules: readonly Schedule[], date: Ymd): string[] =>
  hoursForDate(schedules, date).map((range) => formatClockRange(range.start, range.end));
