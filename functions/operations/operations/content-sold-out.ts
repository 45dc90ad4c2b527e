import { bySortOrder, isMenuLocation } from "../../../shared/menus/location-rules";
import { servesItem, soldOutRows } from "../../../shared/operations/content-sold-out";
import { NotFoundError } from "../../../shared/platform/errors";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import type { MenuDayRecord } from "../../menus/menu-store";
import { retry, TryLater } from "../../platform/retry";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import { auditPut } from "./audit";
import { UNKNOWN_CAMPUS } from "./content-alerts";
import { UNKNOWN_LOCATION } from "./content-special-hours";
import { datesAround, listLocations, menuDays, readSite, writeSoldOut } from "./content-store";

export const NOT_ON_TODAYS_MENU = "That item is not on today's menu at this location.";

const noMenu = (date: string): MenuDayRecord => ({ date, closed: false, periods: [], soldOut: [] });

/**
 * The site, the campus's locations and the location's menu days read together (one round
 * trip): without a date, the days around the UTC date, one of which is the campus's today.
 */
async function readDay(siteId: string, locationId: string, date: string | undefined, now: Date) {
  const [from, to] = date ? [date, date] : datesAround(now);
  const [site, locations, days] = await Promise.all([
    readSite(siteId),
    listLocations(siteId),
    menuDays(siteId, locationId, from, to),
  ]);
  if (!site) throw new NotFoundError(UNKNOWN_CAMPUS);
  const location = locations.find((candidate) => candidate.id === locationId);
  if (!location) throw new NotFoundError(UNKNOWN_LOCATION);
  const today = campusDate(now, site.value.time_zone);
  const wanted = date ?? today;
  return {
    zone: site.value.time_zone,
    today,
    locations,
    location,
    day: days.find((day) => day.date === wanted) ?? noMenu(wanted),
  };
}

export async function getSoldOut(
  input: { site_id: string; location_id: string; date?: string | undefined },
  now: Date,
) {
  const { zone, today, locations, day } = await readDay(
    input.site_id,
    input.location_id,
    input.date,
    now,
  );
  return {
    date: day.date,
    today,
    time_zone: zone,
    locations: locations
      .filter(isMenuLocation)
      .sort(bySortOrder)
      .map(({ id, name }) => ({ id, name })),
    closed: day.closed,
    editable: day.date === today,
    items: soldOutRows(day.periods, day.soldOut),
  };
}

/**
 * Mark an item of today's menu sold out or back on. Marking what is already so writes and
 * audits nothing (`changed: false`), also when another click got there first.
 */
export function putSoldOut(
  staff: StaffContext,
  input: { site_id: string; location_id: string; item_id: string; sold_out: boolean },
  now: Date,
) {
  return retry(
    async () => {
      const { today, location, day } = await readDay(
        input.site_id,
        input.location_id,
        undefined,
        now,
      );
      if (!servesItem(day.periods, input.item_id)) throw new NotFoundError(NOT_ON_TODAYS_MENU);
      const result = { date: today, item_id: input.item_id, sold_out: input.sold_out };
      if (day.soldOut.includes(input.item_id) === input.sold_out) {
        return { ...result, changed: false };
      }
      const name = soldOutRows(day.periods, []).find((row) => row.id === input.item_id)?.name;
      const audit = auditPut(
        staff,
        {
          siteId: input.site_id,
          action: input.sold_out ? "content.sold_out.mark" : "content.sold_out.unmark",
          target: `menu_item:${location.id}/${today}/${input.item_id}`,
          before: { name, sold_out: !input.sold_out },
          after: { name, sold_out: input.sold_out },
        },
        now,
      );
      const day_ = { siteId: input.site_id, locationId: input.location_id, date: today };
      const outcome = await writeSoldOut(day_, input.item_id, input.sold_out, [audit]);
      if (outcome === "collided") throw new TryLater();
      return { ...result, changed: outcome === "written" };
    },
    { tries: 3, baseMs: 25 },
  );
}
