import * as z from "zod";
import { defineEntity } from "../../platform/data/entity";
import {
  inSitePartition,
  kindInSite,
  siteIdAttribute,
} from "../../platform/entities/site-partition";

/** A faculty email address, found by address in any case (one GetItem). */
export const facultyEmailEntity = defineEntity({
  type: "faculty_email",
  schema: z.object({ email: z.string().min(1) }),
  skPrefix: "FACULTY#",
  key: ({ siteId, email }: { siteId: string; email: string }) =>
    inSitePartition(siteId, `FACULTY#${email.toLowerCase()}`),
  attributes: siteIdAttribute,
});

export const facultyEmailsOfSite = (siteId: string) =>
  kindInSite(siteId, facultyEmailEntity.skPrefix);
