import { randomUUID } from "node:crypto";
import { dynamoSiteStore } from "../../../functions/platform/site-store";
import { putItem } from "../../../functions/platform/table";
import type { StoredItem } from "../../../shared/platform/data/entity";
import type { Site, SiteInput } from "../../../shared/site-content/schemas/site";
import { faqEntity } from "../../../shared/visitor-forms/entities/faq";
import { surveyEntity } from "../../../shared/visitor-forms/entities/survey";
import { faqTreeSchema } from "../../../shared/visitor-forms/schemas/faq";
import { type Survey, surveySchema } from "../../../shared/visitor-forms/schemas/survey";
import { createSite } from "./site";

/** A published test site in the shared table, with its own id so tests never collide. */
export async function createStoredSite(overrides: Partial<SiteInput> = {}): Promise<Site> {
  const site = createSite({ email: "dining@test.example.edu", ...overrides });
  await dynamoSiteStore.put(site, false, new Date());
  return site;
}

/** A survey with three choices and no votes; its counts live in the `votes` map (data-model #16). */
export function createSurvey(overrides: Partial<Survey> = {}): Survey {
  return surveySchema.parse({
    id: `survey-${randomUUID().slice(0, 8)}`,
    question: "Which soup should stay on the menu?",
    choices: [
      { id: "tomato", choice: "Tomato" },
      { id: "lentil", choice: "Lentil" },
      { id: "miso", choice: "Miso" },
    ],
    ...overrides,
  });
}

export async function putSurvey(siteId: string, survey: Survey): Promise<void> {
  await putItem(surveyEntity.toItem({ siteId, surveyId: survey.id }, survey));
}

/** Any item an entity declares (`entity.toItem(...)`), stored as onboarding stores it. */
export async function putContent(item: StoredItem): Promise<void> {
  await putItem(item);
}

/**
 * A help tree of one question whose answer is a one-field form that also offers the follow-up
 * (`contact`): both anonymous forms that mail the campus contact post to `answerId`.
 */
export async function putContactFormFaq(
  siteId: string,
  { answerId = "a-help", elementId = "el-why", required = false } = {},
): Promise<void> {
  const tree = faqTreeSchema.parse({
    questions: [
      {
        id: `q-${answerId}`,
        text: "Can someone call me?",
        answer: {
          id: answerId,
          type: "form",
          contact: true,
          form: { elements: [{ id: elementId, type: "input", label: "Why?", required }] },
        },
      },
    ],
  });
  await putContent(faqEntity.toItem({ siteId }, tree));
}
