/**
 * The service worker marks every answer it serves from its cache because the network failed
 * with this header (an ISO 8601 instant: when the copy was stored); the web app's API client
 * reads it and the page shows the offline notice (docs/web-app.md, "Offline").
 */
export const SAVED_AT_HEADER = "x-sw-saved-at";

const pad = (n: number) => String(n).padStart(2, "0");

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "Offline, showing what was saved at 11:42": the time on the device's own clock, 24-hour, as
 * the phone's status bar shows it. Not campus time: it says when this device last heard from the
 * server, which the visitor remembers in their own time, wherever they are. A copy from another
 * day says which ("… at 11:42 on March 9"): yesterday's menu must not pass for today's.
 */
export function offlineNotice(savedAt: Date, now: Date): string {
  const time = `${pad(savedAt.getHours())}:${pad(savedAt.getMinutes())}`;
  const sameDay =
    savedAt.getFullYear() === now.getFullYear() &&
    savedAt.getMonth() === now.getMonth() &&
    savedAt.getDate() === now.getDate();
  const day = sameDay ? "" : ` on ${MONTHS[savedAt.getMonth()]} ${savedAt.getDate()}`;
  return `Offline, showing what was saved at ${time}${day}`;
}

/** The oldest of the saved-at instants shown on a page, or null when none is valid. */
export function oldestSavedAt(values: Iterable<string>): Date | null {
  let oldest: Date | null = null;
  for (const value of values) {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) continue;
    if (!oldest || date < oldest) oldest = date;
  }
  return oldest;
}
