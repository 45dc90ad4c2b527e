import { defineEntity } from "../../platform/data/entity";
import {
  inSitePartition,
  kindInSite,
  siteIdAttribute,
} from "../../platform/entities/site-partition";
import { newsletterSchema } from "../schemas/newsletter";

type NewsletterKey = { siteId: string; year: number; date: string; newsletterId: string };

/** A newsletter, sorted by year and date. */
export const newsletterEntity = defineEntity({
  type: "newsletter",
  schema: newsletterSchema,
  skPrefix: "NEWSLETTER#",
  key: ({ siteId, year, date, newsletterId }: NewsletterKey) =>
    inSitePartition(siteId, `NEWSLETTER#${year}#${date}#${newsletterId}`),
  attributes: siteIdAttribute,
});

/** access pattern #14: oldest first. */
export const newslettersOfSite = (siteId: string) => kindInSite(siteId, newsletterEntity.skPrefix);
