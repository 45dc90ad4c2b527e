import { defineEntity } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";
import { buildingSchema } from "../schemas/building";

/** A building; it sorts just before the locations, so one Query reads both (access pattern #6). */
export const buildingEntity = defineEntity({
  type: "building",
  schema: buildingSchema,
  skPrefix: "BUILDING#",
  key: ({ siteId, buildingId }: { siteId: string; buildingId: string }) =>
    inSitePartition(siteId, `BUILDING#${buildingId}`),
  attributes: siteIdAttribute,
});
