import * as z from "zod";
import { optionalText, text } from "../platform/validation/fields";
import { email, required, rule } from "../platform/validation/rules";
import type { MailText } from "../visitor-forms/mail-text";
import { VISITOR_MESSAGES } from "../visitor-forms/messages";
import { ALLERGEN_STATE_TEXT, type AllergenState, allergenLabels } from "./allergen-labels";
import type { MenuItem } from "./schemas/menu";

/**
 * "Report a wrong label" (docs/decisions/allergen-labels.md): what a visitor tells the campus
 * dietitian about one dish's label. The texts are ours; the spec has no such form.
 */
export const LABEL_REPORT_MAX_CHARS = 1000;

/**
 * The outbox kind of the dietitian's mail (docs/decisions/mail-outbox.md). It goes to the
 * campus's own staff mailbox, so the per-person recipient cap does not hold it: the report
 * route's own limit per dietitian does (docs/decisions/allergen-labels.md "Limits").
 */
export const LABEL_REPORT_MAIL = "label_report";

export const LABEL_REPORT_MESSAGES = {
  text: {
    required: "Please tell us what is wrong with this label.",
    tooLong: `Please keep your report under ${LABEL_REPORT_MAX_CHARS} characters.`,
  },
  email: { invalid: "Please enter a valid email address" },
  altcha: { required: VISITOR_MESSAGES.captchaRequired },
  sent: "Thank you. The campus dietitian will check this label.",
  noDietitian: "This campus does not take label reports.",
  dishNotFound: "We could not find that dish on this menu.",
  dietitianBusy:
    "The dietitian has received many reports in the last hour. Please try again later.",
  dishReported:
    "This dish has been reported many times today and the dietitian has been told. Thank you.",
} as const;

const M = LABEL_REPORT_MESSAGES;

/** The form's fields: what the visitor types, and the solved ALTCHA. */
export const labelReportFormSchema = z.object({
  text: text(
    required(M.text.required),
    rule((value) => value.length <= LABEL_REPORT_MAX_CHARS, M.text.tooLong),
  ),
  /** Optional: the dietitian's reply goes there (the mail's Reply-To). */
  email: optionalText(email(M.email.invalid)),
  altcha: text(required(M.altcha.required)),
});
export type LabelReportForm = z.input<typeof labelReportFormSchema>;

export interface LabelReportMailInput {
  siteName: string;
  locationName: string;
  date: string;
  periodName: string;
  stationName: string;
  item: Pick<MenuItem, "id" | "name" | "filters" | "custom_allergens" | "allergens_free">;
  text: string;
  email: string;
}

const lines = (rows: readonly [string, string][]): string =>
  rows.map(([label, value]) => `${label}: ${value === "" ? "-" : value}`).join("\n");

/** The label as the menu showed it, one line per state, so the dietitian sees what was read. */
function labelLines(item: LabelReportMailInput["item"]): [string, string][] {
  const labels = allergenLabels(item);
  const states: AllergenState[] = ["contains", "free", "not_stated"];
  return states.map((state) => [
    ALLERGEN_STATE_TEXT[state],
    labels
      .filter((label) => label.state === state)
      .map((label) => label.name)
      .join(", "),
  ]);
}

/** The mail to the campus dietitian: the dish, its day, place and period, and the report. */
export function labelReportMail(input: LabelReportMailInput): MailText {
  return {
    subject: `${input.siteName}: wrong label reported on ${input.item.name}`,
    text: [
      "A visitor reported a wrong label on the menu.",
      "",
      lines([
        ["Dish", input.item.name],
        ["Date", input.date],
        ["Location", input.locationName],
        ["Meal period", input.periodName],
        ["Station", input.stationName],
        ["Dish id", input.item.id],
      ]),
      "",
      "The label shown:",
      lines(labelLines(input.item)),
      "",
      lines([
        ["What is wrong", input.text],
        ["Reporter's email", input.email],
      ]),
    ].join("\n"),
  };
}
