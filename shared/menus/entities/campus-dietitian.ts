import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

/**
 * The campus dietitian's mailbox, which wrong-label reports are mailed to
 * (docs/decisions/allergen-labels.md). Its own item in the site partition, not a field of the
 * site record: the site record is served whole to every visitor (`sites/{slug}/info`), and an
 * address published there could be mailed without the form's proof of work and limits. The
 * site record carries only `label_reports`, whether there is one. Written by onboarding from
 * the campus file's `site.dietitian_email`, and removed with it.
 */
export const campusDietitianEntity = defineEntity({
  type: "campus_dietitian",
  schema: z.object({ email: z.email() }),
  skPrefix: "DIETITIAN",
  key: ({ siteId }: { siteId: string }) => ({ pk: sitePk(siteId), sk: "DIETITIAN" }),
});
