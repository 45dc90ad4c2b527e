import fc from "fast-check";

/** Calendar dates 2000–2099 as YYYY-MM-DD. */
export const calendarDateArb = fc
  .integer({ min: 10_957, max: 47_481 })
  .map((epochDay) => new Date(epochDay * 86_400_000).toISOString().slice(0, 10));
