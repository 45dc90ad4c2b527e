import { formatClock } from "../platform/time/format";
import { addDays, type Ymd } from "../platform/time/ymd";
import { blockSlotTimes, reservationBlocks } from "../reservations/blocks";
import { capacityLeft } from "../reservations/capacity";
import type { ReservationLocation } from "../reservations/types";

// The host stand's day view (docs/operations/reservations.md): the location's times of one
// campus date, each with the seats its booking counter holds and the parties booked at it.

export type PartyStatus = "booked" | "checked_in" | "cancelled";

/** What the day view needs of a party; the caller's own fields ride along. */
export interface DayParty {
  hour: number;
  minute: number;
  status: PartyStatus;
  first_name: string;
  last_name: string;
}

export interface DayTime<P extends DayParty> {
  /** HHMM, the slot counter's key. */
  key: string;
  hour: number;
  minute: number;
  label: string;
  /** False: not a time of the location's settings today, listed because a party holds it. */
  scheduled: boolean;
  capacity: number;
  booked: number;
  left: number;
  parties: P[];
}

export interface DayTotals {
  /** Parties booked or checked in. */
  parties: number;
  /** Seats of the day's counters. */
  seats: number;
  checked_in: number;
  cancelled: number;
}

export interface DayInput<P extends DayParty> {
  location: ReservationLocation;
  date: Ymd;
  now: Date | number;
  timeZone: string;
  /** Seats booked per time, "HHMM" (the slot counters of the date). */
  counters: readonly { hhmm: string; booked: number }[];
  parties: readonly P[];
}

const hhmm = (hour: number, minute: number) =>
  `${String(hour).padStart(2, "0")}${String(minute).padStart(2, "0")}`;

/**
 * The bookable times that fall on `date`, computed as the public availability does (the
 * location's blocks and interval, in campus time): the date's own blocks, and the times past
 * midnight of a block that started the day before. Times past midnight of the date's own
 * blocks belong to the next date, where their counters are.
 */
export function timesOfDay(
  location: ReservationLocation,
  date: Ymd,
  now: Date | number,
  timeZone: string,
): { key: string; hour: number; minute: number }[] {
  const seen = new Map<string, { key: string; hour: number; minute: number }>();
  for (const blockDate of [addDays(date, -1), date]) {
    for (const block of reservationBlocks(location, blockDate, now, timeZone)) {
      for (const slot of blockSlotTimes(block, location.reservation_interval, now, timeZone)) {
        if (slot.date !== date) continue;
        const key = hhmm(slot.hour, slot.minute);
        if (!seen.has(key)) seen.set(key, { key, hour: slot.hour, minute: slot.minute });
      }
    }
  }
  return [...seen.values()];
}

const STATUS_ORDER: Record<PartyStatus, number> = { booked: 0, checked_in: 1, cancelled: 2 };

/** Parties waiting first, then those seated, cancelled last; by name within each. */
const byStatusThenName = (a: DayParty, b: DayParty) =>
  STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
  a.last_name.localeCompare(b.last_name) ||
  a.first_name.localeCompare(b.first_name);

/**
 * Each time of the day with capacity, seats booked (the counter, which is what bookings are
 * refused by) and left, and its parties. A time outside today's settings still appears when a
 * counter or a party is on it, so no booked party is hidden after the settings change.
 */
export function reservationDay<P extends DayParty>(
  input: DayInput<P>,
): { times: DayTime<P>[]; totals: DayTotals } {
  const { location } = input;
  const capacity = location.reservation_capacity;
  const times = new Map<string, DayTime<P>>();
  const timeAt = (hour: number, minute: number, scheduled: boolean) => {
    const key = hhmm(hour, minute);
    let time = times.get(key);
    if (!time) {
      time = {
        key,
        hour,
        minute,
        label: formatClock(hour * 60 + minute),
        scheduled,
        capacity,
        booked: 0,
        left: capacity,
        parties: [],
      };
      times.set(key, time);
    }
    return time;
  };
  for (const t of timesOfDay(location, input.date, input.now, input.timeZone)) {
    timeAt(t.hour, t.minute, true);
  }
  for (const { hhmm: key, booked } of input.counters) {
    if (!/^\d{4}$/.test(key) || !Number.isInteger(booked)) continue;
    const hour = Number(key.slice(0, 2));
    const minute = Number(key.slice(2));
    if (hour > 23 || minute > 59) continue;
    // A counter back at 0 on a time no longer offered is not worth a row.
    if (booked <= 0 && !times.has(key)) continue;
    const time = timeAt(hour, minute, false);
    time.booked = Math.max(0, booked);
    time.left = capacityLeft(capacity, time.booked);
  }
  for (const party of input.parties) {
    timeAt(party.hour, party.minute, false).parties.push(party);
  }
  const sorted = [...times.values()].sort((a, b) => a.key.localeCompare(b.key));
  for (const time of sorted) time.parties.sort(byStatusThenName);
  const count = (status: PartyStatus) =>
    input.parties.filter((party) => party.status === status).length;
  return {
    times: sorted,
    totals: {
      parties: count("booked") + count("checked_in"),
      seats: sorted.reduce((sum, time) => sum + time.booked, 0),
      checked_in: count("checked_in"),
      cancelled: count("cancelled"),
    },
  };
}
