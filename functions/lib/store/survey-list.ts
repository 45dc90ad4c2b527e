import { surveyEntity, surveysOfSite } from "../../../shared/data/entities/survey";
import type { Survey } from "../../../shared/schemas/survey";
import { queryEntities } from "./table";

/** Surveys with the counts of their `votes` map, the one place votes are counted. */
export const listSurveys = (siteId: string): Promise<Survey[]> =>
  queryEntities(surveyEntity, surveysOfSite(siteId));

/**
 * The published surveys, the first `count` of them: surveys/public_list and the home tile's
 * share of sites/home_tiles read the same list.
 */
export async function publishedSurveys(siteId: string, count?: number): Promise<Survey[]> {
  const published = (await listSurveys(siteId)).filter((survey) => survey.published);
  return count === undefined ? published : published.slice(0, count);
}
