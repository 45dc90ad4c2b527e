import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { contentKeys } from "../../shared/data/keys";
import { type FaqQuestion, faqTreeSchema } from "../../shared/schemas/faq";
import type { Site } from "../../shared/schemas/site";
import { documentClient, tableName } from "../lib/dynamo";
import { publishedSiteWith } from "../lib/store/content-store";

/** The site and its question tree, one BatchGetItem (docs/data-model.md #17). */
export async function siteWithFaqs(
  siteId: string,
): Promise<{ site: Site; questions: FaqQuestion[] }> {
  const { site, item } = await publishedSiteWith(siteId, contentKeys.faq(siteId));
  return { site, questions: item ? faqTreeSchema.parse(item.data).questions : [] };
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
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...contentKeys.faqSubmission(siteId, now.toISOString(), randomUUID()),
        type: "faq_submission",
        site_id: siteId,
        ...submission,
        created_at: now.toISOString(),
      },
    }),
  );
}
