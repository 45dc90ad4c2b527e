import type { Site } from "@shared/site-content/schemas/site";
import { Link } from "react-router-dom";
import { sectionSlugFor } from "@/lib/content/site-files";
import { SurveyPoll } from "@/lib/surveys/survey-poll";
import { useSurveyVote } from "@/lib/surveys/use-survey-vote";
import { sitePath } from "@/lib/url";
import { type HomeSurveys, useHomeSurveys } from "../api/use-home-tiles";

/**
 * The Survey tile polls in place (requirements: public-browsing §2 Home page, Surveys): the first
 * published survey comes with sites/home_tiles, so the tile fetches nothing on load; a vote
 * reloads surveys/public_list (same count) for the new percentages.
 */
export function SurveyTile({ site, initial }: { site: Site; initial: HomeSurveys }) {
  const { data = initial, mutate } = useHomeSurveys(site.id, initial);
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
