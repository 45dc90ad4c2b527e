import { describe, expect, it } from "vitest";
import {
  checkHelpSubmission,
  HELP_SUBMISSION_MESSAGES,
} from "../../../shared/visitor-forms/help-submission";
import { faqAnswerSchema } from "../../../shared/visitor-forms/schemas/faq";

// Optional choice elements (requirements: public-browsing §5 Help answer form): leaving them blank is allowed.
const answer = faqAnswerSchema.parse({
  id: "a-optional",
  type: "form",
  form: {
    elements: [
      { id: "size", type: "radio_buttons", label: "Size", options: ["S", "L"], required: false },
      { id: "extras", type: "checkboxes", label: "Extras", options: ["Ice"], required: false },
      { id: "any", type: "radio_buttons", label: "Anything", options: [], required: false },
    ],
  },
});

describe("server check of optional choice elements", () => {
  it("accepts a form where no optional element was sent", () => {
    expect(checkHelpSubmission(answer, [])).toEqual({
      ok: true,
      elements: [
        { label: "Size", value: "" },
        { label: "Extras", value: [] },
        { label: "Anything", value: "" },
      ],
    });
  });

  it("accepts a blank optional radio choice and any value for an element without options", () => {
    const result = checkHelpSubmission(answer, [
      { id: "size", value: "" },
      { id: "any", value: "Whatever" },
    ]);
    expect(result.ok).toBe(true);
  });

  it("still refuses an optional choice that is not offered", () => {
    expect(checkHelpSubmission(answer, [{ id: "size", value: "XL" }])).toEqual({
      ok: false,
      fields: { element_size: HELP_SUBMISSION_MESSAGES.notAnOption },
    });
  });
});
