import * as z from "zod";
import { defineEntity } from "../../platform/data/entity";
import {
  inSitePartition,
  kindInSite,
  siteIdAttribute,
} from "../../platform/entities/site-partition";

/** A student id that may not buy on this site, found by id in any case (one GetItem). */
export const blockedStudentEntity = defineEntity({
  type: "blocked_student",
  schema: z.object({ student_id: z.string().min(1) }),
  skPrefix: "BLOCKED#",
  key: ({ siteId, studentId }: { siteId: string; studentId: string }) =>
    inSitePartition(siteId, `BLOCKED#${studentId.toUpperCase()}`),
  attributes: siteIdAttribute,
});

export const blockedStudentsOfSite = (siteId: string) =>
  kindInSite(siteId, blockedStudentEntity.skPrefix);
