import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../../../functions/lib/dynamo";
import { dynamoSiteStore } from "../../../functions/lib/store/site-store";
import { contentKeys } from "../../../shared/data/keys";
import type { Site, SiteInput } from "../../../shared/schemas/site";
import { type Survey, surveySchema } from "../../../shared/schemas/survey";
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
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...contentKeys.survey(siteId, survey.id),
        type: "survey",
        site_id: siteId,
        data: survey,
        votes: Object.fromEntries(survey.choices.map((choice) => [choice.id, choice.votes])),
      },
    }),
  );
}

/** Any content item of the site partition, stored as onboarding stores it. */
export async function putContent(
  keys: { pk: string; sk: string } & Record<string, string>,
  type: string,
  siteId: string,
  data: unknown,
): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys, type, site_id: siteId, data } }),
  );
}
