import * as z from "zod";
import { calendarDateSchema } from "../../platform/schemas/dates";

// Terms, billing and plan dates are the one date type, Ymd (shared/platform/time/ymd.ts): strings,
// so that no time-zone shift can move a term or billing date by a day. The schema is
// re-exported for the cart's schemas.
export { calendarDateSchema } from "../../platform/schemas/dates";

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
