// Weekday names, Sunday first like dayOfWeek(): a module of their own, so code that needs only
// the names (schema.org's DayOfWeek in the pages' JSON-LD) does not bring date-fns with it.

/** Weekday labels of the hours table (requirements: public-browsing §9). */
export const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const WEEKDAY_LONG = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
