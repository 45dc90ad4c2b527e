import type { Survey } from "@shared/visitor-forms/schemas/survey";
import { useState } from "react";
import { ApiError, apiRequest } from "@/lib/api-client";
import { answerSurvey } from "@/lib/api-routes/visitor-forms/answer-survey";
import { markAnswered, readVoter } from "./voter";

/**
 * The surveys this browser answered and the vote (surveys/answer with the browser's voter id);
 * `refresh` reloads the counts after a vote. Failures are silently ignored (as
 * requirements: public-browsing §8 says); an earlier vote from this browser (409) still counts
 * as answered.
 */
export function useSurveyVote(siteId: string, refresh: () => Promise<unknown>) {
  const [answered, setAnswered] = useState(() => readVoter(siteId).answered);
  const vote = async (survey: Survey, choiceId: string) => {
    const { voterId } = readVoter(siteId);
    try {
      await apiRequest(answerSurvey, {
        site_id: siteId,
        survey_id: survey.id,
        choice_id: choiceId,
        voter_id: voterId,
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 409)) return;
    }
    setAnswered(markAnswered(siteId, survey.id).answered);
    await refresh();
  };
  return { answered, vote };
}
