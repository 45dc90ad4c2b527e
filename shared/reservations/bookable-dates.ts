import { campusDate } from "../platform/time/campus-clock";
import { addDays, type Ymd } from "../platform/time/ymd";
import { blockSlotTimes, reservationBlocks } from "./blocks";
import type { ReservationLocation } from "./types";

export interface BookableRange {
  first: Ymd;
  last: Ymd;
}

/**
 * Dates the date picker may offer: from today (or tomorrow when same_day_reservations is off)
 * to today + reservation_horizon_days, both included (requirements: purchases §5; horizon decision in
 * docs/decisions/time-and-reservations.md).
 */
export function bookableRange(
  location: ReservationLocation,
  now: Date | number,
  timeZone: string,
): BookableRange {
  const today = campusDate(now, timeZone);
  return {
    first: location.same_day_reservations ? today : addDays(today, 1),
    last: addDays(today, location.reservation_horizon_days),
  };
}

/** Whether a date has at least one time left that has not expired (capacity aside). */
export function hasOpenTimes(
  location: ReservationLocation,
  date: Ymd,
  now: Date | number,
  timeZone: string,
): boolean {
  return reservationBlocks(location, date, now, timeZone).some(
    (block) =>
      !block.expired &&
      blockSlotTimes(block, location.reservation_interval, now, timeZone).some((s) => !s.expired),
  );
}

/** Dates on the location's schedule days, not closed, inside the bookable range (requirements: purchases §5). */
export function bookableDates(
  location: ReservationLocation,
  now: Date | number,
  timeZone: string,
): Ymd[] {
  if (!location.use_reservations) return [];
  const { first, last } = bookableRange(location, now, timeZone);
  const dates: Ymd[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (hasOpenTimes(location, date, now, timeZone)) dates.push(date);
  }
  return dates;
}

export function isBookableDate(
  location: ReservationLocation,
  date: Ymd,
  now: Date | number,
  timeZone: string,
): boolean {
  const { first, last } = bookableRange(location, now, timeZone);
  return (
    location.use_reservations &&
    first <= date &&
    date <= last &&
    hasOpenTimes(location, date, now, timeZone)
  );
}
