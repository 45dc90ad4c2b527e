import { defineEntity, KEY_END, type QuerySpec, sitePk } from "../../platform/data/entity";
import {
  inSitePartition,
  kindInSite,
  siteIdAttribute,
} from "../../platform/entities/site-partition";
import { homeLocationKeys } from "../../site-content/entities/home";
import { locationSchema } from "../schemas/location";
import { buildingEntity } from "./building";

/**
 * A location with its schedules, reservation settings and flags (access pattern #7); also on
 * the campus home's projection on gsi2 (access pattern #11).
 */
export const locationEntity = defineEntity({
  type: "location",
  schema: locationSchema,
  skPrefix: "LOCATION#",
  key: ({ siteId, locationId }: { siteId: string; locationId: string }) =>
    inSitePartition(siteId, `LOCATION#${locationId}`),
  indexes: ({ siteId, locationId }) => homeLocationKeys(siteId, locationId),
  attributes: siteIdAttribute,
});

export const locationsOfSite = (siteId: string) => kindInSite(siteId, locationEntity.skPrefix);

/** access pattern #6: every building and location of a site, one Query (buildings sort first). */
export const buildingsAndLocationsOfSite = (siteId: string): QuerySpec => ({
  pk: sitePk(siteId),
  sk: { between: [buildingEntity.skPrefix, `${locationEntity.skPrefix}${KEY_END}`] },
});
