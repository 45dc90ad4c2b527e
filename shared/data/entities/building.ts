import { buildingSchema } from "../../schemas/building";
import { defineEntity } from "../entity";
import { inSitePartition, siteIdAttribute } from "./site-partition";

/** A building; it sorts just before the locations, so one Query reads both (access pattern #6). */
export const buildingEntity = defineEntity({
  type: "building",
  schema: buildingSchema,
  skPrefix: "BUILDING#",
  key: ({ siteId, buildingId }: { siteId: string; buildingId: string }) =>
    inSitePartition(siteId, `BUILDING#${buildingId}`),
  attributes: siteIdAttribute,
});
