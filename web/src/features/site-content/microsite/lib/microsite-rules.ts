import { MICROSITE_FLAGGED_SECTIONS } from "@shared/site-content/schemas/microsite";

/** requirements: public-browsing §9: stat cards appear at 1000, 1500 and 2000 ms. */
export const STAT_DELAYS_MS = [1000, 1500, 2000] as const;

type Flags = Partial<Record<`${(typeof MICROSITE_FLAGGED_SECTIONS)[number]}_published`, boolean>>;

/**
 * requirements: public-browsing §2 Microsite: a section with a published flag shows only when `{slug}_published` is true;
 * the others (meal_plans, sample_menus, staff, general_contact_info, join_our_team) always do.
 */
export function isMicrositeSectionShown(slug: string, flags: Flags): boolean {
  const flagged = (MICROSITE_FLAGGED_SECTIONS as readonly string[]).includes(slug);
  return !flagged || flags[`${slug}_published` as keyof Flags] === true;
}

/** Whole days from today to the opening date (Y-M-D), never negative. */
export function daysUntil(today: string, date: string): number {
  const toUtc = (ymd: string) => {
    const [y = 0, m = 1, d = 1] = ymd.split("-").map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.max(0, Math.round((toUtc(date) - toUtc(today)) / 86_400_000));
}
