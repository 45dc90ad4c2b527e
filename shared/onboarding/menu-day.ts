import * as z from "zod";
import { labelConflicts } from "../menus/allergen-labels";
import { menuPeriodSchema } from "../menus/schemas/menu";
import { idSchema } from "../platform/schemas/common";
import { calendarDateSchema } from "../platform/schemas/dates";

/**
 * One location's menu for one day. A day is either a fixed campus date or an offset 0..6 from
 * "today" in campus time; offsets make a weekly template that the plan repeats around `now`
 * (docs/onboarding.md, Menus).
 */
export const menuDaySchema = z
  .object({
    location_id: idSchema,
    day_offset: z.int().min(0).max(6).nullable().default(null),
    date: calendarDateSchema.nullable().default(null),
    closed: z.boolean().default(false),
    periods: z.array(menuPeriodSchema).default([]),
    /** HTML of a legacy menu (site.legacy_menus), one per day. */
    legacy_html: z.string().nullable().default(null),
  })
  .superRefine((day, ctx) => {
    if ((day.day_offset === null) === (day.date === null)) {
      ctx.addIssue({
        code: "custom",
        path: ["day_offset"],
        message: "Give exactly one of day_offset and date",
      });
    }
    if (day.closed && day.periods.length > 0) {
      ctx.addIssue({ code: "custom", path: ["periods"], message: "A closed day has no periods" });
    }
    // A dish cannot both contain an allergen and be declared free of it (docs/menu-import.md).
    day.periods.forEach((period, p) => {
      period.categories.forEach((category, c) => {
        category.items.forEach((item, i) => {
          for (const name of labelConflicts(item)) {
            ctx.addIssue({
              code: "custom",
              path: ["periods", p, "categories", c, "items", i, "allergens_free"],
              message: `"${name}" is both an allergen filter and in allergens_free`,
            });
          }
        });
      });
    });
  });

export type MenuDay = z.infer<typeof menuDaySchema>;
