import * as z from "zod";

/**
 * The form an answer may carry (requirements: public-browsing §3 Answer.form, §5 Help answer form). Its fields
 * come from the answer, so the schema is built from the answer's elements.
 */
export const HELP_ANSWER_ELEMENT_TYPES = [
  "checkboxes",
  "input",
  "radio_buttons",
  "textarea",
] as const;
export type HelpAnswerElementType = (typeof HELP_ANSWER_ELEMENT_TYPES)[number];

export interface HelpAnswerElement {
  readonly id: string | number;
  readonly type: HelpAnswerElementType;
  readonly label: string;
  readonly options?: readonly string[];
  readonly required: boolean;
}

export const HELP_ANSWER_REQUIRED_MESSAGE = "This field is required.";

/**
 * Form keys are "element_{id}": a bare numeric id would be read by the form library as an array
 * index.
 */
export function helpElementKey(id: string | number): string {
  return `element_${id}`;
}

/** Input, radio and textarea count when the trimmed value is non-empty; checkboxes when one is picked. */
export function isHelpElementFilled(type: HelpAnswerElementType, value: unknown): boolean {
  if (type === "checkboxes") return Array.isArray(value) && value.length > 0;
  return typeof value === "string" && value.trim() !== "";
}

function elementSchema(element: HelpAnswerElement) {
  const filled = (value: unknown) => !element.required || isHelpElementFilled(element.type, value);
  if (element.type === "checkboxes") {
    return z
      .array(z.string(), { error: HELP_ANSWER_REQUIRED_MESSAGE })
      .default([])
      .refine(filled, HELP_ANSWER_REQUIRED_MESSAGE);
  }
  return z
    .string({ error: HELP_ANSWER_REQUIRED_MESSAGE })
    .trim()
    .default("")
    .refine(filled, HELP_ANSWER_REQUIRED_MESSAGE);
}

export function createHelpAnswerSchema(elements: readonly HelpAnswerElement[]) {
  return z.object(
    Object.fromEntries(
      elements.map((element) => [helpElementKey(element.id), elementSchema(element)]),
    ),
  );
}

export type HelpAnswer = z.infer<ReturnType<typeof createHelpAnswerSchema>>;
export type HelpAnswerValues = Record<string, string | string[]>;

export interface HelpAnswerSubmissionItem {
  readonly id: string | number;
  readonly value: string | string[];
  readonly valid: boolean;
}

/** The "form list (id, value, valid)" POST dynamic_faqs/answer/submit takes (requirements: public-browsing §7). */
export function toHelpAnswerSubmission(
  elements: readonly HelpAnswerElement[],
  values: HelpAnswerValues,
): HelpAnswerSubmissionItem[] {
  return elements.map((element) => {
    const value = values[helpElementKey(element.id)] ?? (element.type === "checkboxes" ? [] : "");
    const valid = !element.required || isHelpElementFilled(element.type, value);
    return { id: element.id, value, valid };
  });
}
