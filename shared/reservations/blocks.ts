import {
  campusInstant,
  floorToMinute,
  MINUTES_PER_DAY,
  type MinuteOfDay,
  wallTimeExists,
} from "../platform/time/campus-clock";
import { formatClock, formatClockRange } from "../platform/time/format";
import {
  hoursForDate,
  isClosedDate,
  scheduleRange,
  schedulesCovering,
} from "../platform/time/hours";
import { addDays, type Ymd } from "../platform/time/ymd";
import type { SlotTime } from "./slot-key";
import type { ReservationLocation } from "./types";

/**
 * A window of bookable times on one campus date. With use_reservation_hours each covering
 * 'reservation' schedule is a block (the wizard's block step); otherwise each opening-hours
 * window is one and the wizard skips the step (requirements: purchases §4 Reservation wizard).
 */
export interface ReservationBlock {
  /** The reservation schedule's id, or "hours-{start minute}" for an opening-hours window. */
  id: string;
  name: string;
  /** The campus date the block starts on. */
  date: Ymd;
  start: MinuteOfDay;
  /** Above 1440 when the block runs past midnight. */
  end: MinuteOfDay;
  /** "11:00a - 2:00p" */
  label: string;
  startsAt: number;
  endsAt: number;
  /** Its end has passed (requirements: purchases §5). */
  expired: boolean;
}

/** A bookable time of a block, before bookings are looked at. */
export interface SlotCandidate extends SlotTime {
  /** Minutes after the block date's midnight. */
  offset: MinuteOfDay;
  at: number;
  /** "11:30a" */
  label: string;
  expired: boolean;
}

export function reservationBlocks(
  location: ReservationLocation,
  date: Ymd,
  now: Date | number,
  timeZone: string,
): ReservationBlock[] {
  const { schedules } = location;
  if (!location.use_reservations || isClosedDate(schedules, date)) return [];
  const windows = location.use_reservation_hours
    ? schedulesCovering(schedules, date, "reservation").map((s) => ({
        id: s.id,
        name: s.name,
        ...scheduleRange(s),
      }))
    : hoursForDate(schedules, date).map((r) => ({ id: `hours-${r.start}`, name: "", ...r }));
  const nowMs = typeof now === "number" ? now : now.getTime();
  return windows
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map((w) => {
      const endsAt = campusInstant(date, w.end, timeZone);
      return {
        ...w,
        date,
        label: formatClockRange(w.start, w.end),
        startsAt: campusInstant(date, w.start, timeZone),
        endsAt,
        expired: endsAt <= nowMs,
      };
    });
}

/**
 * Times of a block stepped by reservation_interval from its start; a time is offered only if
 * a whole interval fits before the block ends. Wall times skipped by a spring-forward change
 * are left out. Today's times count from the current minute: earlier ones are expired (requirements: purchases §5).
 */
export function blockSlotTimes(
  block: ReservationBlock,
  interval: number,
  now: Date | number,
  timeZone: string,
): SlotCandidate[] {
  const from = floorToMinute(now);
  const slots: SlotCandidate[] = [];
  for (let offset = block.start; offset + interval <= block.end; offset += interval) {
    if (!wallTimeExists(block.date, offset, timeZone)) continue;
    const within = offset % MINUTES_PER_DAY;
    const at = campusInstant(block.date, offset, timeZone);
    slots.push({
      date: addDays(block.date, Math.floor(offset / MINUTES_PER_DAY)),
      hour: Math.floor(within / 60),
      minute: within % 60,
      offset,
      at,
      label: formatClock(offset),
      expired: at < from,
    });
  }
  return slots;
}
