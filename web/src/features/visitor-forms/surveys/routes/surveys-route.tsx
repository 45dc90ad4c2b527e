import { useParams } from "react-router-dom";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { SurveyPoll } from "@/lib/surveys/survey-poll";
import { useSurveyVote } from "@/lib/surveys/use-survey-vote";
import { usePublicSurveys } from "../api/surveys";

/** requirements: public-browsing §2 Surveys: once answered, rounded percentages and total votes show. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, mutate } = usePublicSurveys(site.id);
  const { answered, vote } = useSurveyVote(site.id, mutate);
  return (
    <SectionPage slug={section}>
      <ul className="card-list">
        {(data?.surveys ?? []).map((survey) => (
          <li key={survey.id} className="content-card survey-card">
            <SurveyPoll
              survey={survey}
              answered={answered.includes(survey.id)}
              onVote={(choiceId) => void vote(survey, choiceId)}
              headingClassName="content-card__title"
            />
          </li>
        ))}
      </ul>
    </SectionPage>
  );
}
