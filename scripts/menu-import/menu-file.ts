import * as z from "zod";
import { formatIssues } from "../../shared/onboarding/issues";
import { type MenuDay, menuDaySchema } from "../../shared/onboarding/menu-day";
import { idSchema } from "../../shared/platform/schemas/common";

/**
 * The menu import file (docs/menu-import.md): a site and its menu days, each day one location
 * on one date (or a day_offset from today) with its periods > categories > items. It is the
 * same MenuDay list a campus file's `menus_file` holds, so onboarding and imports share it.
 */
export const menuFileSchema = z.object({
  site_id: idSchema,
  menus: z.array(menuDaySchema),
});

export interface MenuFile {
  siteId: string;
  days: MenuDay[];
}

export type MenuFileResult = { ok: true; file: MenuFile } | { ok: false; errors: string[] };

/** A bare MenuDay list (a campus's menus_file) is accepted with the site given separately. */
export function parseMenuFile(raw: unknown, siteId?: string): MenuFileResult {
  const wrapped = Array.isArray(raw) ? { site_id: siteId, menus: raw } : raw;
  const parsed = menuFileSchema.safeParse(wrapped, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: formatIssues(parsed.error.issues) };
  const errors: string[] = [];
  const seen = new Map<string, number>();
  parsed.data.menus.forEach((day, index) => {
    const key = `${day.location_id}|${day.date ?? `+${day.day_offset}`}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(`menus[${index}]: Same location and day as menus[${first}]`);
    } else {
      seen.set(key, index);
    }
    const ids = new Set<string>();
    day.periods.forEach((period, p) => {
      if (ids.has(period.id))
        errors.push(`menus[${index}].periods[${p}].id: Repeated period id "${period.id}"`);
      ids.add(period.id);
    });
  });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, file: { siteId: parsed.data.site_id, days: parsed.data.menus } };
}

/** Rows naming a location the site does not have. */
export function unknownLocations(days: readonly MenuDay[], known: ReadonlySet<string>): string[] {
  return days.flatMap((day, index) =>
    known.has(day.location_id)
      ? []
      : [`menus[${index}].location_id: Unknown location "${day.location_id}" for this site`],
  );
}
