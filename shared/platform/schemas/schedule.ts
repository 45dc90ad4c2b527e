import * as z from "zod";
import { idSchema } from "./common";
import { calendarDateSchema } from "./dates";

/**
 * Kinds of schedule (requirements: public-browsing §3 Schedule, requirements: purchases §3 Schedule):
 * - location: the weekly opening hours;
 * - special_hours: replaces the weekly hours on the dates it covers;
 * - reservation: the windows in which tables can be reserved;
 * - closed: the location is closed on the dates it covers.
 */
export const scheduleTypes = ["location", "special_hours", "reservation", "closed"] as const;
export const scheduleTypeSchema = z.enum(scheduleTypes);

export const scheduleSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().max(120).default(""),
    type: scheduleTypeSchema,
    /** First and last campus date the schedule applies on, both included. */
    start: calendarDateSchema,
    end: calendarDateSchema,
    /** Weekdays it applies on: 0 = Sunday .. 6 = Saturday. */
    days: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: "Days must not repeat" }),
    start_hour: z.number().int().min(0).max(23),
    start_minutes: z.number().int().min(0).max(59),
    end_hour: z.number().int().min(0).max(23),
    end_minutes: z.number().int().min(0).max(59),
    /** The end time is on the next day (hours past midnight). */
    open_late: z.boolean().default(false),
  })
  .refine((schedule) => schedule.start <= schedule.end, {
    message: "A schedule must not end before it starts",
    path: ["end"],
  });

export type ScheduleType = z.infer<typeof scheduleTypeSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
export type ScheduleInput = z.input<typeof scheduleSchema>;
