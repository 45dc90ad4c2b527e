import * as z from "zod";
import { defineEntity, type QuerySpec, sitePk } from "../../platform/data/entity";

type FeedbackKey = { siteId: string; createdAt: string; feedbackId: string };

/**
 * A feedback submission, its form fields top level (docs/data-model.md #18).
 * The console adds its status beside them (FORM_STATUS_ATTRIBUTES in ./form-submission.ts).
 */
export const feedbackEntity = defineEntity({
  type: "feedback",
  schema: z.looseObject({ site_id: z.string(), created_at: z.string() }),
  inline: true,
  key: ({ siteId, createdAt, feedbackId }: FeedbackKey) => ({
    pk: `${sitePk(siteId)}#FEEDBACK`,
    sk: `${createdAt}#${feedbackId}`,
  }),
});

/** The site's feedback, oldest first (for the campus staff). */
export const feedbackOfSite = (siteId: string): QuerySpec => ({
  pk: `${sitePk(siteId)}#FEEDBACK`,
});
