import type { answerSurvey, listPublicSurveys } from "@shared/api/routes/surveys";
import { surveyPercentages, surveyTotalVotes } from "@shared/domain/content/survey";
import type { Survey } from "@shared/schemas/survey";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { buttonClassName } from "@/components/button-style";
import { ApiError, apiRequest, routeRef } from "@/lib/api-client";
import { useSiteData } from "@/lib/content/use-site-data";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { markAnswered, readVoter } from "../lib/voter";

const listSurveysRoute = routeRef<typeof listPublicSurveys>({
  operationId: "listPublicSurveys",
  method: "GET",
  path: "/v1/surveys/public_list",
});
const answerRoute = routeRef<typeof answerSurvey>({
  operationId: "answerSurvey",
  method: "POST",
  path: "/v1/surveys/answer",
});

function SurveyCard({
  survey,
  answered,
  onVote,
}: {
  survey: Survey;
  answered: boolean;
  onVote: (choiceId: string) => void;
}) {
  const percents = surveyPercentages(survey.choices);
  const headingId = `survey-${survey.id}`;
  return (
    <li className="content-card survey-card">
      <h2 id={headingId} className="content-card__title">
        {survey.question}
      </h2>
      {answered ? (
        <>
          <ul className="survey-card__results" aria-labelledby={headingId}>
            {survey.choices.map((choice, index) => (
              <li key={choice.id}>
                <span>{choice.choice}</span> <strong>{percents[index]}%</strong>
                <span
                  className="survey-card__bar"
                  style={{ width: `${percents[index]}%` }}
                  aria-hidden="true"
                />
              </li>
            ))}
          </ul>
          <p>Total votes: {surveyTotalVotes(survey.choices)}</p>
        </>
      ) : (
        <ul className="survey-card__choices" aria-labelledby={headingId}>
          {survey.choices.map((choice) => (
            <li key={choice.id}>
              <button
                type="button"
                className={buttonClassName({ variant: "secondary" })}
                onClick={() => onVote(choice.id)}
              >
                {choice.choice}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** requirements: public-browsing §2 Surveys: once answered, rounded percentages and total votes show. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, mutate } = useSiteData(listSurveysRoute, { site_id: site.id });
  const [answered, setAnswered] = useState(() => readVoter(site.id).answered);
  const vote = async (survey: Survey, choiceId: string) => {
    const { voterId } = readVoter(site.id);
    try {
      await apiRequest(answerRoute, {
        site_id: site.id,
        survey_id: survey.id,
        choice_id: choiceId,
        voter_id: voterId,
      });
    } catch (error) {
      // Failures are silently ignored (requirements: public-browsing §8); an earlier vote from this browser still counts as answered.
      if (!(error instanceof ApiError && error.statusCode === 409)) return;
    }
    setAnswered(markAnswered(site.id, survey.id).answered);
    await mutate();
  };
  return (
    <SectionPage slug={section}>
      <ul className="card-list">
        {(data?.surveys ?? []).map((survey) => (
          <SurveyCard
            key={survey.id}
            survey={survey}
            answered={answered.includes(survey.id)}
            onVote={(choiceId) => void vote(survey, choiceId)}
          />
        ))}
      </ul>
    </SectionPage>
  );
}
