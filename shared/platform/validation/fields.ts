import * as z from "zod";
import { FIRST_DATE, LAST_DATE } from "../time/calendar-bounds";
import { calendarDate, type Rule, required } from "./rules";
import { parseUsState } from "./us-states";

/**
 * zod builders over field rules. Every builder reports at most one message per field, the first
 * failing rule's (requirements: public-browsing §5), and every output is again a valid input, so the client may
 * post what its form produced and the Lambda parses it with the same schema.
 */

function firstFailure(value: string, rules: readonly Rule[]): string | undefined {
  return rules.find((candidate) => !candidate.test(value))?.message;
}

function checkedString(rules: readonly Rule[], options: { trim: boolean; optional: boolean }) {
  const base = z.string({ error: rules[0]?.message });
  return (options.trim ? base.trim() : base).superRefine((value, ctx) => {
    if (options.optional && value === "") return;
    const message = firstFailure(value, rules);
    if (message !== undefined) ctx.addIssue({ code: "custom", message });
  });
}

/** Trimmed text; a missing or non-text value reports the first rule's message. */
export function text(first: Rule, ...rest: Rule[]) {
  return checkedString([first, ...rest], { trim: true, optional: false });
}

/** Passwords are taken exactly as typed: spaces at either end are part of the secret. */
export function secret(first: Rule, ...rest: Rule[]) {
  return checkedString([first, ...rest], { trim: false, optional: false });
}

export function optionalSecret(...rules: Rule[]) {
  return checkedString(rules, { trim: false, optional: true }).default("");
}

/** Optional trimmed text: missing becomes "", empty passes, anything typed must pass the rules. */
export function optionalText(...rules: Rule[]) {
  return checkedString(rules, { trim: true, optional: true }).default("");
}

// The checkout mask "(999) 999 - 9999" (requirements: purchases §5) is presentation; the value is the digits.
const stripPhoneMask = (value: string): string => value.replace(/[()\s.-]/g, "");

export function phoneText(first: Rule, ...rest: Rule[]) {
  return z
    .string({ error: first.message })
    .trim()
    .overwrite(stripPhoneMask)
    .superRefine((value, ctx) => {
      const message = firstFailure(value, [first, ...rest]);
      if (message !== undefined) ctx.addIssue({ code: "custom", message });
    });
}

export function optionalPhoneText(...rules: Rule[]) {
  return z
    .string({ error: rules[0]?.message })
    .trim()
    .overwrite(stripPhoneMask)
    .superRefine((value, ctx) => {
      const message = value === "" ? undefined : firstFailure(value, rules);
      if (message !== undefined) ctx.addIssue({ code: "custom", message });
    })
    .default("");
}

/**
 * A form's date field: the form's own messages, the rules of the one date type
 * (`calendarDate`), and `format: date` in the OpenAPI document like every other date.
 */
export function calendarDateText(requiredMessage: string, invalidMessage: string) {
  return text(required(requiredMessage), calendarDate(invalidMessage)).meta({
    format: "date",
    description: `A calendar date, YYYY-MM-DD, from ${FIRST_DATE} to ${LAST_DATE}`,
  });
}

/** A state field whose output is the upper-case two-letter code (requirements: purchases §3 Customer.state). */
export function stateText(first: Rule, ...rest: Rule[]) {
  return text(first, ...rest).overwrite((value) => parseUsState(value) ?? value);
}

export function optionalStateText(...rules: Rule[]) {
  return checkedString(rules, { trim: true, optional: true })
    .overwrite((value) => parseUsState(value) ?? value)
    .default("");
}

/**
 * Object-level "confirmed" rule: the confirmation must equal the field. It stays silent while
 * either is empty, so the fields' own "required" messages are the only ones shown.
 */
export function confirmed<T extends object>(
  field: keyof T & string,
  confirmation: keyof T & string,
  message: string,
  options: { ignoreCase?: boolean } = {},
) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const original = value[field];
    const repeated = value[confirmation];
    if (typeof original !== "string" || typeof repeated !== "string") return;
    if (original === "" || repeated === "") return;
    const same = options.ignoreCase
      ? original.toLowerCase() === repeated.toLowerCase()
      : original === repeated;
    if (!same) ctx.addIssue({ code: "custom", path: [confirmation], message });
  };
}
