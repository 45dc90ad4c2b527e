import { describe, expect, it } from "vitest";
import { VISITOR_MESSAGES } from "../../../shared/visitor-forms/messages";

// The wording decided in docs/decisions/visitor-forms.md; the browser shows these verbatim.
describe("visitor form server messages", () => {
  it.each([
    ["surveyAlreadyAnswered", "You have already answered this survey."],
    ["surveyChoiceUnknown", "That choice does not belong to this survey."],
    ["captchaReplayed", "This ALTCHA verification was already used. Please complete it again."],
  ] as const)("%s reads %j", (key, text) => {
    expect(VISITOR_MESSAGES[key]).toBe(text);
  });
});
