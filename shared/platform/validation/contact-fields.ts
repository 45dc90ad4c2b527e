import * as z from "zod";
import { phoneText, stateText, text } from "./fields";
import type { Rule } from "./rules";
import { addressText, email, formName, numeric, phone, required, state } from "./rules";

/**
 * Field schemas shared by the checkout, profile, sign-up and reservation forms. Each takes the
 * form's own messages, because every form words them differently (requirements: purchases §5).
 */
export interface Messages {
  readonly required: string;
  readonly invalid: string;
}

/** First and last names: letters, apostrophe, hyphen and space (the shared formName rule). */
export const personName = (messages: Messages) =>
  text(required(messages.required), formName(messages.invalid));

/** Address and city lines: letters, digits, space, comma, period and #. */
export const addressLine = (messages: Messages) =>
  text(required(messages.required), addressText(messages.invalid));

/** Output is the upper-case two-letter code. */
export const usState = (messages: Messages) =>
  stateText(required(messages.required), state("state", messages.invalid));

export const zipCode = (messages: Messages) =>
  text(required(messages.required), numeric("zip", messages.invalid));

export const emailAddress = (messages: Messages, ...extra: Rule[]) =>
  text(required(messages.required), email(messages.invalid), ...extra);

/** Output is the 10 digits without the "(999) 999 - 9999" mask. */
export const phoneNumber = (messages: Messages) =>
  phoneText(required(messages.required), phone(messages.invalid));

/**
 * A nested block that only some submissions carry (the parent's student block, the billing
 * address): typed for the form, dropped from the output when the block does not apply.
 */
export function ignored<T extends z.ZodType>(_schema: T) {
  return z
    .custom<z.input<T>>()
    .optional()
    .transform((): z.output<T> | undefined => undefined);
}
