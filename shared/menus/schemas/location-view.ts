import * as z from "zod";
import { calendarDateSchema } from "../../platform/schemas/dates";
import { buildingSchema } from "./building";
import { locationSchema } from "./location";

/** Open/closed badge (requirements: public-browsing §3 Location status: label, message, color). */
export const statusBadgeSchema = z.object({
  label: z.enum(["Open", "Closed"]),
  message: z.string(),
  color: z.enum(["green", "red"]),
});

/** One day of requirements: public-browsing §3 Location.weekly_schedule / week. */
export const scheduleDaySchema = z.object({
  date: calendarDateSchema,
  weekday: z.string(),
  date_label: z.string(),
  status: z.enum(["open", "closed"]),
  hours: z.array(
    z.object({
      start_hour: z.int(),
      start_minutes: z.int(),
      end_hour: z.int(),
      end_minutes: z.int(),
    }),
  ),
  texts: z.array(z.string()),
});

/**
 * A location as the public pages read it: stored fields without schedules and reservation
 * settings, plus what the campus clock decides at request time.
 */
export const locationViewSchema = locationSchema
  .pick({
    id: true,
    name: true,
    sort_order: true,
    description: true,
    type: true,
    active: true,
    show_menus: true,
    show_map: true,
    is_building: true,
    building_id: true,
    allergen_filter: true,
    feedback_form: true,
    address: true,
    contact_name: true,
    contact_email: true,
    image: true,
    brands: true,
    payment_types: true,
    features: true,
    cuisines: true,
    custom_payment_types_used: true,
    custom_labels_used: true,
    custom_cuisines_used: true,
  })
  .extend({
    building: z.object({ name: z.string() }).nullable(),
    open: z.boolean(),
    status: statusBadgeSchema,
    occupancy: z.string(),
    week: z.array(scheduleDaySchema).optional(),
  });

export const publicBuildingSchema = buildingSchema;

export type LocationView = z.infer<typeof locationViewSchema>;
export type ScheduleDayView = z.infer<typeof scheduleDaySchema>;
