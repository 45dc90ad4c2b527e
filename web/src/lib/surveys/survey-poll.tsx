import type { Survey } from "@shared/visitor-forms/schemas/survey";
import { surveyPercentages, surveyTotalVotes } from "@shared/visitor-forms/survey";
import { buttonClassName } from "@/components/button-style";

/**
 * One poll (requirements: public-browsing §2 Surveys): its choices as buttons until this browser
 * answered, then every choice's rounded percentage as text beside a decorative bar, and the total
 * votes. Shared by the surveys section and the home page's survey tile.
 */
export function SurveyPoll({
  survey,
  answered,
  onVote,
  headingLevel = 2,
  headingClassName,
}: {
  survey: Survey;
  answered: boolean;
  onVote: (choiceId: string) => void;
  headingLevel?: 2 | 3;
  headingClassName?: string;
}) {
  const percents = surveyPercentages(survey.choices);
  const headingId = `survey-${survey.id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <Heading id={headingId} className={headingClassName}>
        {survey.question}
      </Heading>
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
    </>
  );
}
