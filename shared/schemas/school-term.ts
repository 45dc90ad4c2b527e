import * as z from "zod";

/**
 * A calendar date as `YYYY-MM-DD` (no time, no zone). The domain's calendar rules work on
 * these strings so that no time-zone shift can move a term or billing date by a day.
 */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date as YYYY-MM-DD")
  .refine((value) => {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "Expected a real calendar date");

export type CalendarDate = z.infer<typeof calendarDateSchema>;

/** School term (requirements: public-browsing §3): start and end are inclusive calendar dates. */
export const schoolTermSchema = z
  .object({
    name: z.string().min(1),
    start: calendarDateSchema,
    end: calendarDateSchema,
  })
  .refine((term) => term.start <= term.end, {
    message: "A term cannot end before it starts",
    path: ["end"],
  });

export type SchoolTerm = z.infer<typeof schoolTermSchema>;
