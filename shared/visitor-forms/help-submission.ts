import type { FaqAnswer } from "./schemas/faq";
import {
  HELP_ANSWER_REQUIRED_MESSAGE,
  helpElementKey,
  isHelpElementFilled,
} from "./schemas/help-answer";

export interface SubmittedElement {
  id: string;
  value: string | string[];
}

export interface CheckedElement {
  label: string;
  value: string | string[];
}

export type HelpSubmissionCheck =
  | { ok: true; elements: CheckedElement[] }
  | { ok: false; fields: Record<string, string> };

/** Messages of the server-side check of an answer form (requirements: public-browsing §5 Help answer form). */
export const HELP_SUBMISSION_MESSAGES = {
  noForm: "This answer has no form to submit.",
  unknownElement: "This field does not belong to the form.",
  notAnOption: "Please choose one of the offered options.",
} as const;

const isListed = (options: readonly string[], value: string | string[]): boolean => {
  if (options.length === 0) return true;
  const values = Array.isArray(value) ? value : value === "" ? [] : [value];
  return values.every((entry) => options.includes(entry));
};

/**
 * Re-checks a posted answer form against the answer's own elements: the browser's `valid`
 * flags are not trusted. Keys of `fields` are the form keys (`element_{id}`).
 */
export function checkHelpSubmission(
  answer: FaqAnswer,
  submitted: readonly SubmittedElement[],
): HelpSubmissionCheck {
  const elements = answer.form?.elements;
  if (!elements) return { ok: false, fields: { form: HELP_SUBMISSION_MESSAGES.noForm } };
  const fields: Record<string, string> = {};
  const byId = new Map(submitted.map((entry) => [entry.id, entry.value]));
  for (const entry of submitted) {
    if (!elements.some((element) => element.id === entry.id)) {
      fields[helpElementKey(entry.id)] = HELP_SUBMISSION_MESSAGES.unknownElement;
    }
  }
  const checked: CheckedElement[] = [];
  for (const element of elements) {
    const key = helpElementKey(element.id);
    const raw = byId.get(element.id) ?? (element.type === "checkboxes" ? [] : "");
    const value = typeof raw === "string" ? raw.trim() : raw;
    if (element.required && !isHelpElementFilled(element.type, value)) {
      fields[key] = HELP_ANSWER_REQUIRED_MESSAGE;
    } else if (element.type !== "input" && element.type !== "textarea") {
      if (!isListed(element.options, value)) fields[key] = HELP_SUBMISSION_MESSAGES.notAnOption;
    }
    checked.push({ label: element.label, value });
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, elements: checked };
}
