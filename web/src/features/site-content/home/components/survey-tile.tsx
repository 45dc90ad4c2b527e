import type { Site } from "@shared/site-content/schemas/site";
import type { listPublicSurveys } from "@shared/visitor-forms/routes/surveys";
import { HOME_SURVEY_COUNT } from "@shared/visitor-forms/survey";
import { Link } from "react-router-dom";
import useSWR from "swr";
import { apiKey, type RouteOutput, routeRef } from "@/lib/api-client";
import { sectionSlugFor } from "@/lib/content/site-files";
import { SurveyPoll } from "@/lib/surveys/survey-poll";
import { useSurveyVote } from "@/lib/surveys/use-survey-vote";
import { sitePath } from "@/lib/url";

const listSurveysRoute = routeRef<typeof listPublicSurveys>({
  operationId: "listPublicSurveys",
  method: "GET",
  path: "/v1/surveys/public_list",
});

type SurveyList = RouteOutput<typeof listPublicSurveys>;

/**
 * The Survey tile polls in place (requirements: public-browsing §2 Home page, Surveys): the first
 * published survey comes with sites/home_tiles, so the tile fetches nothing on load; a vote
 * reloads surveys/public_list (same count) for the new percentages.
 */
export function SurveyTile({ site, initial }: { site: Site; initial: SurveyList }) {
  const { data = initial, mutate } = useSWR<SurveyList>(
    apiKey(listSurveysRoute, { site_id: site.id, count: HOME_SURVEY_COUNT }),
    { fallbackData: initial, revalidateOnMount: false, revalidateOnFocus: false },
  );
  const { answered, vote } = useSurveyVote(site.id, mutate);
  const survey = data.surveys[0];
  const slug = sectionSlugFor(site.section_list, "surveys");
  return (
    <section className="tile tile--survey" aria-labelledby="tile-survey-title">
      <h2 id="tile-survey-title">Survey</h2>
      {survey ? (
        <SurveyPoll
          survey={survey}
          answered={answered.includes(survey.id)}
          onVote={(choiceId) => void vote(survey, choiceId)}
          headingLevel={3}
        />
      ) : null}
      {slug ? <Link to={sitePath(site.slug, slug)}>All surveys</Link> : null}
    </section>
  );
}
