import { ConflictError, ValidationError } from "../../../shared/platform/errors";
import { VISITOR_MESSAGES } from "../../../shared/visitor-forms/messages";
import { surveysRoutes } from "../../../shared/visitor-forms/routes/surveys";
import { clientAddressOf } from "../../platform/client-address";
import { createGroupHandler } from "../../platform/group-handler";
import { publishedSurveys } from "../survey-list";
import { recordVote } from "./survey-store";

export const handler = createGroupHandler(surveysRoutes, {
  listPublicSurveys: async ({ site_id, count }) => ({
    surveys: await publishedSurveys(site_id, count),
  }),
  // The vote is a write, so it waits for the site check (functions/platform/group-handler.ts).
  // voter_id arrives normalized (shared/visitor-forms/routes/surveys.ts); the client address is counted.
  answerSurvey: async ({ site_id, survey_id, choice_id, voter_id }, { now, event }) => {
    const outcome = await recordVote(
      site_id,
      survey_id,
      choice_id,
      voter_id,
      clientAddressOf(event),
      now,
    );
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
