import { describe, expect, it } from "vitest";
import {
  checkHelpSubmission,
  HELP_SUBMISSION_MESSAGES,
} from "../../../shared/visitor-forms/help-submission";
import { faqAnswerSchema } from "../../../shared/visitor-forms/schemas/faq";

const answer = faqAnswerSchema.parse({
  id: "a-form",
  type: "form",
  form: {
    elements: [
      { id: "why", type: "textarea", label: "Why?", required: true },
      { id: "plan", type: "input", label: "Plan", required: false },
      {
        id: "when",
        type: "radio_buttons",
        label: "When",
        options: ["Now", "Later"],
        required: true,
      },
      { id: "how", type: "checkboxes", label: "How", options: ["Email", "Phone"], required: true },
    ],
  },
});

const valid = [
  { id: "why", value: " Moving " },
  { id: "when", value: "Now" },
  { id: "how", value: ["Email", "Phone"] },
];

describe("server check of a help answer form (requirements: public-browsing §5)", () => {
  it("accepts a filled form, trims text and labels every element", () => {
    expect(checkHelpSubmission(answer, valid)).toEqual({
      ok: true,
      elements: [
        { label: "Why?", value: "Moving" },
        { label: "Plan", value: "" },
        { label: "When", value: "Now" },
        { label: "How", value: ["Email", "Phone"] },
      ],
    });
  });

  it("answers 'This field is required.' for each blank required element", () => {
    const result = checkHelpSubmission(answer, [
      { id: "why", value: "   " },
      { id: "how", value: [] },
    ]);
    expect(result).toEqual({
      ok: false,
      fields: {
        element_why: "This field is required.",
        element_when: "This field is required.",
        element_how: "This field is required.",
      },
    });
  });

  it("refuses options the element does not offer and elements it does not have", () => {
    const result = checkHelpSubmission(answer, [
      ...valid.slice(0, 1),
      { id: "when", value: "Tomorrow" },
      { id: "how", value: ["Email", "Fax"] },
      { id: "extra", value: "x" },
    ]);
    expect(result).toEqual({
      ok: false,
      fields: {
        element_extra: HELP_SUBMISSION_MESSAGES.unknownElement,
        element_when: HELP_SUBMISSION_MESSAGES.notAnOption,
        element_how: HELP_SUBMISSION_MESSAGES.notAnOption,
      },
    });
  });

  it("refuses a submission to an answer without a form", () => {
    const text = faqAnswerSchema.parse({ id: "a-text", type: "text" });
    expect(checkHelpSubmission(text, valid)).toEqual({
      ok: false,
      fields: { form: "This answer has no form to submit." },
    });
  });
});
