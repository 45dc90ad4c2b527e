import { randomUUID } from "node:crypto";
import { faqEntity } from "../../shared/data/entities/faq";
import { faqSubmissionEntity } from "../../shared/data/entities/faq-submission";
import type { FaqQuestion } from "../../shared/schemas/faq";
import { getEntity, putItem } from "../lib/store/table";

/** The site's question tree, one GetItem (docs/data-model.md #17). */
export async function faqQuestions(siteId: string): Promise<FaqQuestion[]> {
  return (await getEntity(faqEntity, { siteId }))?.questions ?? [];
}

export interface FaqSubmission {
  kind: "answer_form" | "follow_up";
  answer_id: string;
  fields: Record<string, unknown>;
}

/** Answer forms and follow-ups are kept per site for the campus staff (data-model #18). */
export async function storeFaqSubmission(
  siteId: string,
  submission: FaqSubmission,
  now: Date,
): Promise<void> {
  const createdAt = now.toISOString();
  await putItem(
    faqSubmissionEntity.toItem(
      { siteId, createdAt, submissionId: randomUUID() },
      { site_id: siteId, ...submission, created_at: createdAt },
    ),
  );
}
