import { randomUUID } from "node:crypto";
import { faqEntity } from "../../../shared/visitor-forms/entities/faq";
import { faqSubmissionEntity } from "../../../shared/visitor-forms/entities/faq-submission";
import type { FaqQuestion } from "../../../shared/visitor-forms/schemas/faq";
import type { VerifiedCaptcha } from "../../platform/captcha/altcha";
import { storeGuardedSubmission } from "../../platform/captcha/campus-mail-guard";
import type { RateCount } from "../../platform/rate-limit";
import { getEntity } from "../../platform/table";

/** The site's question tree, one GetItem (docs/data-model.md #17). */
export async function faqQuestions(siteId: string): Promise<FaqQuestion[]> {
  return (await getEntity(faqEntity, { siteId }))?.questions ?? [];
}

export interface FaqSubmission {
  kind: "answer_form" | "follow_up";
  answer_id: string;
  fields: Record<string, unknown>;
}

/**
 * Answer forms and follow-ups are kept per site for the campus staff (data-model #18), in one
 * transaction with the captcha's replay guard and the campus mail counters (access pattern #41).
 */
export function storeFaqSubmission(
  siteId: string,
  submission: FaqSubmission,
  captcha: VerifiedCaptcha,
  counts: readonly RateCount[],
  now: Date,
): Promise<void> {
  const createdAt = now.toISOString();
  const item = faqSubmissionEntity.toItem(
    { siteId, createdAt, submissionId: randomUUID() },
    { site_id: siteId, ...submission, created_at: createdAt },
  );
  return storeGuardedSubmission(siteId, item, captcha, counts, now);
}
