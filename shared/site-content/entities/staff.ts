import { defineEntity, pad4 } from "../../platform/data/entity";
import {
  inSitePartition,
  kindInSite,
  siteIdAttribute,
} from "../../platform/entities/site-partition";
import { staffSchema } from "../schemas/staff";

type StaffKey = { siteId: string; sortOrder: number; staffId: string };

/** A staff member; the sort key carries the sort order, so a Query lists them in order. */
export const staffEntity = defineEntity({
  type: "staff",
  schema: staffSchema,
  skPrefix: "STAFF#",
  key: ({ siteId, sortOrder, staffId }: StaffKey) =>
    inSitePartition(siteId, `STAFF#${pad4(sortOrder)}#${staffId}`),
  attributes: siteIdAttribute,
});

/** access pattern #14: the site's staff in their configured order. */
export const staffOfSite = (siteId: string) => kindInSite(siteId, staffEntity.skPrefix);
