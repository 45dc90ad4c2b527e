import { describe, expect, it } from "vitest";
import { answerFollowUpSchema } from "../../../shared/visitor-forms/schemas/answer-follow-up";
import {
  createFeedbackSchema,
  FEEDBACK_CUSTOMER_TYPES,
  isMonthDay,
} from "../../../shared/visitor-forms/schemas/feedback";
import {
  createHelpAnswerSchema,
  type HelpAnswerElement,
  toHelpAnswerSubmission,
} from "../../../shared/visitor-forms/schemas/help-answer";
import { createFeedbackInput } from "./fixtures";
import { type InvalidCase, issuesOf } from "./support";

describe("feedback form (requirements: public-browsing §3 Feedback, §5)", () => {
  const schema = createFeedbackSchema({ feedbackLocationIds: ["main-hall", "cafe"] });

  it("accepts a valid submission", () => {
    expect(schema.parse(createFeedbackInput())).toEqual(createFeedbackInput());
  });

  it("offers the 9 customer types of the spec", () => {
    expect(FEEDBACK_CUSTOMER_TYPES).toEqual([
      "Freshman",
      "Sophomore",
      "Junior",
      "Senior",
      "Graduate",
      "Faculty",
      "Staff",
      "Other",
      "Not Applicable",
    ]);
  });

  it("defaults offers to the string false and lets birthday and campus ID be left out", () => {
    const { offers: _o, birthday: _b, student_id: _s, ...rest } = createFeedbackInput();
    expect(schema.parse(rest)).toMatchObject({ offers: "false", birthday: "", student_id: "" });
  });

  const cases: InvalidCase[] = [
    {
      name: "first name",
      change: { first_name: "" },
      path: "first_name",
      message: "First name is required",
    },
    {
      name: "first name with space",
      change: { first_name: "Ana Maria" },
      path: "first_name",
      message: "A first name may only contain letters",
    },
    {
      name: "last name",
      change: { last_name: "" },
      path: "last_name",
      message: "Last name is required",
    },
    {
      name: "last name with hyphen",
      change: { last_name: "Lopez-Diaz" },
      path: "last_name",
      message: "A last name may only contain letters",
    },
    {
      name: "email",
      change: { email: "" },
      path: "email",
      message: "An email address is required",
    },
    {
      name: "email invalid",
      change: { email: "ana@school" },
      path: "email",
      message: "Please enter a valid email address",
    },
    {
      name: "location",
      change: { location: "" },
      path: "location",
      message: "Please choose a dining location",
    },
    {
      name: "location not offered",
      change: { location: "closed-hall" },
      path: "location",
      message: "Please choose a dining location",
    },
    {
      name: "residence",
      change: { customer_residence: "" },
      path: "customer_residence",
      message: "Please choose your residence",
    },
    {
      name: "customer type",
      change: { customer_type: "Alumni" },
      path: "customer_type",
      message: "Please choose a customer type",
    },
    {
      name: "comments",
      change: { comments: "  " },
      path: "comments",
      message: "Comments are required",
    },
    {
      name: "offers as boolean",
      change: { offers: true },
      path: "offers",
      message: "Please answer yes or no",
    },
    {
      name: "birthday with year",
      change: { birthday: "02/29/2000" },
      path: "birthday",
      message: "Please enter your birthday as MM/DD",
    },
    {
      name: "birthday 04/31",
      change: { birthday: "04/31" },
      path: "birthday",
      message: "Please enter your birthday as MM/DD",
    },
    {
      name: "captcha",
      change: { altcha: "" },
      path: "altcha",
      message: "Please complete the ALTCHA verification to submit feedback.",
    },
    {
      name: "captcha missing",
      change: { altcha: undefined },
      path: "altcha",
      message: "Please complete the ALTCHA verification to submit feedback.",
    },
  ];

  it.each(cases)("$name → $message", ({ change, path, message }) => {
    expect(issuesOf(schema, createFeedbackInput(change))).toEqual([[path, message]]);
  });

  it("does not ask for a location when the site has no feedback locations", () => {
    const none = createFeedbackSchema({ feedbackLocationIds: [] });
    expect(none.parse(createFeedbackInput({ location: undefined })).location).toBe("");
  });

  it.each([
    ["01/31", true],
    ["02/29", true],
    ["02/30", false],
    ["12/31", true],
    ["11/31", false],
    ["00/10", false],
    ["13/01", false],
    ["1/1", false],
    ["06/00", false],
  ])("isMonthDay(%j) is %s", (value, expected) => expect(isMonthDay(value)).toBe(expected));
});

describe("help answer form (requirements: public-browsing §5 Help answer form)", () => {
  const elements: HelpAnswerElement[] = [
    { id: 1, type: "input", label: "Your name", required: true },
    { id: 2, type: "radio_buttons", label: "Meal", options: ["Lunch", "Dinner"], required: true },
    { id: 3, type: "textarea", label: "Details", required: true },
    { id: 4, type: "checkboxes", label: "Days", options: ["Mon", "Tue"], required: true },
    { id: "x5", type: "input", label: "Optional", required: false },
    { id: 6, type: "checkboxes", label: "Optional days", options: ["Wed"], required: false },
  ];
  const schema = createHelpAnswerSchema(elements);
  const valid = {
    element_1: " Ana ",
    element_2: "Lunch",
    element_3: "Cold soup",
    element_4: ["Tue"],
    element_x5: "",
    element_6: [],
  };

  it("accepts filled required elements and trims text", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, element_1: "Ana" });
    const { element_x5: _x, element_6: _y, ...required } = valid;
    expect(schema.parse(required)).toMatchObject({ element_x5: "", element_6: [] });
  });

  it.each([
    [{ element_1: "   " }, "element_1"],
    [{ element_1: undefined }, "element_1"],
    [{ element_2: "" }, "element_2"],
    [{ element_3: "\n\t" }, "element_3"],
    [{ element_4: [] }, "element_4"],
    [{ element_4: "Mon" }, "element_4"],
  ])("%j → 'This field is required.' at %s", (change, path) => {
    expect(issuesOf(schema, { ...valid, ...change })).toEqual([[path, "This field is required."]]);
  });

  it("builds the id, value, valid list the submit call takes (requirements: public-browsing §7)", () => {
    expect(toHelpAnswerSubmission(elements, { element_1: "Ana", element_4: [] })).toEqual([
      { id: 1, value: "Ana", valid: true },
      { id: 2, value: "", valid: false },
      { id: 3, value: "", valid: false },
      { id: 4, value: [], valid: false },
      { id: "x5", value: "", valid: true },
      { id: 6, value: [], valid: true },
    ]);
  });
});

describe("answer follow-up (requirements: public-browsing §5 Answer follow-up)", () => {
  const valid = { name: "Ana", email: "ana@school.edu", student_id: "A1", comments: "Help" };

  it("accepts a valid follow-up", () => expect(answerFollowUpSchema.parse(valid)).toEqual(valid));

  it.each([
    [{ name: "" }, "name", "Name is required."],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "ana.school.edu" }, "email", "Email must be correctly formatted."],
    [{ student_id: " " }, "student_id", "Student ID is required."],
    [{ comments: "" }, "comments", "Please describe how we can help."],
  ])("%j → %s: %s", (change, path, message) => {
    expect(issuesOf(answerFollowUpSchema, { ...valid, ...change })).toEqual([[path, message]]);
  });
});
