import { surveysRoutes } from "../../shared/api/routes/surveys";
import { VISITOR_MESSAGES } from "../../shared/domain/visitor/messages";
import { ConflictError, ValidationError } from "../../shared/errors";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { dynamoSiteStore } from "../lib/store/site-store";
import { listSurveys, recordVote } from "./survey-store";

export const handler = createGroupHandler(surveysRoutes, {
  listPublicSurveys: async ({ site_id, count }) => {
    const [, surveys] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      listSurveys(site_id),
    ]);
    const published = surveys.filter((survey) => survey.published);
    return { surveys: count === undefined ? published : published.slice(0, count) };
  },
  answerSurvey: async ({ site_id, survey_id, choice_id, voter_id }, { now }) => {
    await requirePublishedSite(dynamoSiteStore, site_id);
    const outcome = await recordVote(site_id, survey_id, choice_id, voter_id, now);
    if (outcome === "unknown_choice") {
      throw new ValidationError(VISITOR_MESSAGES.surveyChoiceUnknown, {
        choice_id: VISITOR_MESSAGES.surveyChoiceUnknown,
      });
    }
    if (outcome === "already_voted")
      throw new ConflictError(VISITOR_MESSAGES.surveyAlreadyAnswered);
    return {};
  },
});
