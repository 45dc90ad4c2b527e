import { type ICalComponent, localDateTime } from "./ical-writer";

/**
 * A VTIMEZONE (RFC 5545 section 3.6.5) for an IANA zone, built from the zone data of the runtime's Intl
 * (the same data that turns campus wall-clock times into instants everywhere else): one
 * observance per offset change inside the span the calendar's events use, each with its exact
 * onset, instead of RRULEs that would have to be inferred. Calendar clients then read the
 * campus's local times with the offsets the server used, whatever zone data they carry.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** One formatter per zone: building one costs far more than using it. */
const formatters = new Map<string, { offset: Intl.DateTimeFormat; name: Intl.DateTimeFormat }>();

function formattersOf(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      offset: new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }),
      name: new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

// Asked for with timeZoneName, every formatted instant has that part.
const zonePart = (format: Intl.DateTimeFormat, instant: number): string =>
  format.formatToParts(instant).find((part) => part.type === "timeZoneName")!.value;

/** Minutes east of UTC at an instant ("GMT-05:00" is -300, "GMT" is 0). */
export function utcOffsetMinutes(timeZone: string, instant: number): number {
  const text = zonePart(formattersOf(timeZone).offset, instant);
  const match = /([+-])(\d{2}):(\d{2})/.exec(text);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** "+0530", "-0500": the UTC-OFFSET form (section 3.3.14). */
export function icalOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

/** The wall clock at `instant` with `offset` minutes, as a local DATE-TIME. */
export function wallClock(instant: number, offset: number): string {
  const local = new Date(instant + offset * MINUTE);
  return localDateTime({
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  });
}

export interface OffsetChange {
  /** The first instant (epoch ms) of the new offset. */
  at: number;
  from: number;
  to: number;
}

/**
 * The offset changes from `start` to `end` (epoch ms). Looked for day by day, then narrowed to
 * the minute: zones change offset at most a few times a year, never twice in one day.
 */
export function offsetChanges(timeZone: string, start: number, end: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let before = start;
  let offset = utcOffsetMinutes(timeZone, start);
  while (before < end) {
    const after = Math.min(before + DAY, end);
    const next = utcOffsetMinutes(timeZone, after);
    if (next !== offset) {
      // Invariant: `low` has the old offset, `high` the new one.
      let low = before;
      let high = after;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (utcOffsetMinutes(timeZone, middle) === offset) low = middle;
        else high = middle;
      }
      changes.push({ at: high, from: offset, to: next });
      offset = next;
    }
    before = after;
  }
  return changes;
}

/** The first onset, before any event: what observance applies "from the beginning". */
const BEGINNING = "19700101T000000";

/**
 * The zone's standard offset in the year of `instant`: the lower of its January and July
 * offsets (daylight saving time moves clocks forward in whichever half is summer).
 */
function standardOffset(timeZone: string, instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return Math.min(
    utcOffsetMinutes(timeZone, Date.UTC(year, 0, 1)),
    utcOffsetMinutes(timeZone, Date.UTC(year, 6, 1)),
  );
}

/**
 * The VTIMEZONE of `timeZone` covering the instants `start`..`end` (epoch ms): the offset at
 * `start` from the beginning, then every change up to `end`. An observance ahead of its year's
 * standard offset is DAYLIGHT, the others STANDARD (section 3.6.5 needs one of either).
 */
export function vtimezone(timeZone: string, start: number, end: number): ICalComponent {
  const first = floorToMinute(start);
  const changes = offsetChanges(timeZone, first, Math.max(first, end));
  const initial = utcOffsetMinutes(timeZone, first);
  const names = formattersOf(timeZone).name;
  const observance = (onset: string, from: number, to: number, at: number): ICalComponent => ({
    name: to > standardOffset(timeZone, at) ? "DAYLIGHT" : "STANDARD",
    properties: [
      { name: "DTSTART", value: onset },
      { name: "TZOFFSETFROM", value: icalOffset(from) },
      { name: "TZOFFSETTO", value: icalOffset(to) },
      { name: "TZNAME", value: zonePart(names, at) },
    ],
  });
  return {
    name: "VTIMEZONE",
    properties: [{ name: "TZID", value: timeZone }],
    components: [
      observance(BEGINNING, initial, initial, first),
      ...changes.map((change) =>
        observance(wallClock(change.at, change.from), change.from, change.to, change.at),
      ),
    ],
  };
}

const floorToMinute = (instant: number) => Math.floor(instant / MINUTE) * MINUTE;
