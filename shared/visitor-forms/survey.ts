// Survey results (requirements: public-browsing §2 "Surveys", §9): percent of votes per choice, rounded to a
// whole number (half up); with no votes every choice shows 0. Rounded shares may not sum to 100.

/**
 * The home Survey tile polls the first published survey: sites/home_tiles carries
 * surveys/public_list with this count. Here, not in the route file, so the web bundle takes the
 * number without the routes' zod schemas.
 */
export const HOME_SURVEY_COUNT = 1;

export interface SurveyChoiceVotes {
  votes: number;
}

export function surveyTotalVotes(choices: readonly SurveyChoiceVotes[]): number {
  return choices.reduce((total, choice) => total + Math.max(0, choice.votes), 0);
}

export function surveyPercentages(choices: readonly SurveyChoiceVotes[]): number[] {
  const total = surveyTotalVotes(choices);
  return choices.map((choice) =>
    total === 0 ? 0 : Math.floor((200 * Math.max(0, choice.votes) + total) / (2 * total)),
  );
}
