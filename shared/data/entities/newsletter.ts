import { newsletterSchema } from "../../schemas/newsletter";
import { defineEntity } from "../entity";
import { inSitePartition, kindInSite, siteIdAttribute } from "./site-partition";

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
