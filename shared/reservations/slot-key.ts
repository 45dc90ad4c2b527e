import { isYmd, type Ymd } from "../platform/time/ymd";

/** A bookable time: a campus date and a wall-clock hour and minute. */
export interface SlotTime {
  date: Ymd;
  hour: number;
  minute: number;
}

const SLOT_KEY = /^(\d{4}-\d{2}-\d{2})#(\d{2})(\d{2})$/;

/**
 * "2026-03-08#0930": date + HHMM, the key bookings of one slot share (the server's capacity
 * counter is keyed on it). Sorts in time order within a location.
 */
export function slotKey({ date, hour, minute }: SlotTime): string {
  return `${date}#${String(hour).padStart(2, "0")}${String(minute).padStart(2, "0")}`;
}

export function parseSlotKey(key: string): SlotTime | null {
  const match = SLOT_KEY.exec(key);
  if (!match) return null;
  const [, date = "", hh = "", mm = ""] = match;
  const hour = Number(hh);
  const minute = Number(mm);
  if (!isYmd(date) || hour > 23 || minute > 59) return null;
  return { date, hour, minute };
}
