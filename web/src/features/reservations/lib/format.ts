/** "Monday, November 23, 2026" for a campus date (YYYY-MM-DD), whatever the browser's zone. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "11/23/2026" for the account table. */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
