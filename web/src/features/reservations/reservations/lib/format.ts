/** "11/23/2026" for the account table. */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
