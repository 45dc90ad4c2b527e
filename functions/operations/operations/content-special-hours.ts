import { bySortOrder } from "../../../shared/menus/location-rules";
import type { Location } from "../../../shared/menus/schemas/location";
import {
  bySpecialDate,
  campusFileConflict,
  consoleEntryOn,
  consoleSchedules,
  hoursLabels,
  replaceConsoleDay,
  type SpecialDay,
  specialHoursEntries,
} from "../../../shared/operations/content-special-hours";
import { ConflictError, NotFoundError, ValidationError } from "../../../shared/platform/errors";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { retry, TryAgain, TryLater } from "../../platform/retry";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import { auditPut } from "./audit";
import { UNKNOWN_CAMPUS } from "./content-alerts";
import {
  listLocations,
  readLocation,
  readSite,
  type TransactItem,
  writeSchedules,
} from "./content-store";

export const UNKNOWN_LOCATION = "Sorry, we're unable to find that location.";
export const PAST_DATE = "Pick today or a later date: past hours cannot be changed.";
export const BUSY = "The location was being changed by someone else at the same moment. Try again.";

/** Locations the hours pages list: the active ones that are not a building's own row. */
const listed = (location: Location) => location.active && !location.is_building;

export async function listSpecialHours(
  input: { site_id: string; location_id?: string | undefined; from?: string | undefined },
  now: Date,
) {
  const [site, locations] = await Promise.all([
    readSite(input.site_id),
    listLocations(input.site_id),
  ]);
  if (!site) throw new NotFoundError(UNKNOWN_CAMPUS);
  const zone = site.value.time_zone;
  const today = campusDate(now, zone);
  const from = input.from ?? today;
  const shown = locations.filter(listed).sort(bySortOrder);
  const chosen = input.location_id
    ? shown.filter((location) => location.id === input.location_id)
    : shown;
  if (input.location_id && chosen.length === 0) throw new NotFoundError(UNKNOWN_LOCATION);
  return {
    today,
    time_zone: zone,
    locations: shown.map(({ id, name }) => ({ id, name })),
    special_hours: chosen
      .flatMap((location) => specialHoursEntries(location, from))
      .sort(bySpecialDate),
  };
}

/**
 * Read the site and the location together, change the location's schedules from what was read
 * and write them back on the condition that they are still that (retried when they were not).
 */
async function changeSchedules<T>(
  siteId: string,
  locationId: string,
  now: Date,
  change: (
    location: Location,
    today: string,
  ) => { schedules: Location["schedules"]; audit: TransactItem; result: T },
): Promise<T> {
  return retry(
    async () => {
      const [site, location] = await Promise.all([
        readSite(siteId),
        readLocation(siteId, locationId),
      ]);
      if (!site) throw new NotFoundError(UNKNOWN_CAMPUS);
      if (!location || !listed(location.value)) throw new NotFoundError(UNKNOWN_LOCATION);
      const today = campusDate(now, site.value.time_zone);
      const planned = change(location.value, today);
      const outcome = await writeSchedules(siteId, locationId, location.raw, planned.schedules, [
        planned.audit,
      ]);
      if (outcome === "refused") throw new TryAgain();
      if (outcome === "collided") throw new TryLater();
      return planned.result;
    },
    { tries: 4, baseMs: 25, exhausted: () => new ConflictError(BUSY) },
  );
}

export function putSpecialHours(
  staff: StaffContext,
  input: { site_id: string; location_id: string } & SpecialDay,
  now: Date,
) {
  return changeSchedules(input.site_id, input.location_id, now, (location, today) => {
    if (input.date < today) throw new ValidationError(PAST_DATE, { date: PAST_DATE });
    const conflict = campusFileConflict(location.schedules, input);
    if (conflict) throw new ConflictError(conflict);
    const schedules = replaceConsoleDay(location.schedules, input.date, consoleSchedules(input));
    const after = consoleEntryOn({ ...location, schedules }, input.date);
    if (!after) throw new Error("the console's entry was just written");
    return {
      schedules,
      audit: auditPut(
        staff,
        {
          siteId: input.site_id,
          action: "content.special_hours.set",
          target: `location:${location.id}/special_hours/${input.date}`,
          before: consoleEntryOn(location, input.date),
          after,
        },
        now,
      ),
      result: { special_hours: after, hours: hoursLabels(schedules, input.date) },
    };
  });
}

export function deleteSpecialHours(
  staff: StaffContext,
  input: { site_id: string; location_id: string; date: string },
  now: Date,
) {
  return changeSchedules(input.site_id, input.location_id, now, (location) => {
    const before = consoleEntryOn(location, input.date);
    if (!before) {
      throw new NotFoundError(
        `No special hours were set here for ${location.name} on ${input.date}.`,
      );
    }
    return {
      schedules: replaceConsoleDay(location.schedules, input.date, []),
      audit: auditPut(
        staff,
        {
          siteId: input.site_id,
          action: "content.special_hours.delete",
          target: `location:${location.id}/special_hours/${input.date}`,
          before,
          after: null,
        },
        now,
      ),
      result: {},
    };
  });
}
