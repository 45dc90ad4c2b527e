import { campusDate } from "@shared/platform/time/campus-clock";

/** Today on the campus calendar, whatever the visitor's own time zone. */
export const campusToday = (timeZone: string): string => campusDate(new Date(), timeZone);
