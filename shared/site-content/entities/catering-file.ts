import { defineEntity, pad4 } from "../../platform/data/entity";
import {
  inSitePartition,
  kindInSite,
  siteIdAttribute,
} from "../../platform/entities/site-partition";
import { cateringFileSchema } from "../schemas/catering-file";

type CateringKey = { siteId: string; sortOrder: number; fileId: string };

/** A catering file (a PDF in the files bucket), in sort order. */
export const cateringFileEntity = defineEntity({
  type: "catering_file",
  schema: cateringFileSchema,
  skPrefix: "CATERING#",
  key: ({ siteId, sortOrder, fileId }: CateringKey) =>
    inSitePartition(siteId, `CATERING#${pad4(sortOrder)}#${fileId}`),
  attributes: siteIdAttribute,
});

export const cateringFilesOfSite = (siteId: string) =>
  kindInSite(siteId, cateringFileEntity.skPrefix);
