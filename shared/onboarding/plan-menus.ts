import {
  homeMenuEntity,
  legacyMenuEntity,
  menuClosedEntity,
  menuNames,
  menuPeriodEntity,
} from "../menus/entities/menu";
import { campusDate } from "../platform/time/campus-clock";
import { addDays } from "../platform/time/ymd";
import type { MenuDay } from "./menu-day";
import type { TableItem } from "./table-item";

/**
 * A weekly template (day_offset 0..6 from campus "today") is written for the previous, the
 * current and the next week, so the date picker can go back a week and the 10-day menu search
 * (requirements: public-browsing §9) always finds menus. Fixed dates win over the template on the same day.
 */
export const TEMPLATE_WEEKS = [-1, 0, 1] as const;

function datedDays(days: MenuDay[], today: string): Map<string, [string, MenuDay]> {
  const byDay = new Map<string, [string, MenuDay]>();
  for (const day of days) {
    if (day.day_offset === null) continue;
    for (const week of TEMPLATE_WEEKS) {
      const date = addDays(today, day.day_offset + 7 * week);
      byDay.set(`${day.location_id}|${date}`, [date, day]);
    }
  }
  for (const day of days) {
    if (day.date !== null) byDay.set(`${day.location_id}|${day.date}`, [day.date, day]);
  }
  return byDay;
}

/**
 * Menu items of each location's partition, dated in the campus time zone. A day that serves a
 * menu also gets its Today's Menu tile for the campus home (`homeMenuEntity`), from yesterday on:
 * an older one would already have expired.
 */
export function menuItems(siteId: string, timeZone: string, days: MenuDay[], now: Date) {
  const items: TableItem[] = [];
  const today = campusDate(now, timeZone);
  const yesterday = addDays(today, -1);
  for (const [date, day] of datedDays(days, today).values()) {
    const key = { siteId, locationId: day.location_id, date };
    if (day.closed) items.push(menuClosedEntity.toItem(key, { closed: true }));
    for (const period of day.periods) {
      const periodKey = { ...key, sortOrder: period.sort_order, periodId: period.id };
      items.push(menuPeriodEntity.toItem(periodKey, period));
    }
    // A closed day serves nothing (closed wins over periods, as the menu store reads them).
    if (!day.closed && day.periods.length > 0 && date >= yesterday) {
      items.push(homeMenuEntity.toItem(key, { periods: menuNames(day.periods) }));
    }
    if (day.legacy_html !== null) {
      items.push(legacyMenuEntity.toItem(key, { html: day.legacy_html }));
    }
  }
  return items;
}
