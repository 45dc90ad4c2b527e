import * as z from "zod";
import { defineEntity, type QuerySpec, sitePk } from "../../platform/data/entity";

type SubmissionKey = { siteId: string; createdAt: string; submissionId: string };

/**
 * An FAQ answer form or follow-up, kept for the campus staff (docs/data-model.md #18).
 * The console adds its status beside them (FORM_STATUS_ATTRIBUTES in ./form-submission.ts).
 */
export const faqSubmissionEntity = defineEntity({
  type: "faq_submission",
  schema: z.object({
    site_id: z.string(),
    kind: z.enum(["answer_form", "follow_up"]),
    answer_id: z.string(),
    fields: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  }),
  inline: true,
  key: ({ siteId, createdAt, submissionId }: SubmissionKey) => ({
    pk: `${sitePk(siteId)}#FAQSUB`,
    sk: `${createdAt}#${submissionId}`,
  }),
});

/** The site's FAQ submissions, oldest first (for the campus staff). */
export const faqSubmissionsOfSite = (siteId: string): QuerySpec => ({
  pk: `${sitePk(siteId)}#FAQSUB`,
});
