import { isCalendarDate } from "../time/calendar-bounds";
import { isUsState } from "./us-states";

/**
 * A field rule: a pure predicate over the (already trimmed) text plus the message shown when it
 * fails. Rules are composed by the zod builders in fields.ts, which report only the first failing
 * rule of a field (requirements: public-browsing §5: "shared input validation shows the first error").
 * Generic messages take the field's label verbatim; fieldLabel() sentence-cases a server name.
 */
export interface Rule {
  readonly test: (value: string) => boolean;
  readonly message: string;
}

export function rule(test: (value: string) => boolean, message: string): Rule {
  return { test, message };
}

export function matches(pattern: RegExp, message: string): Rule {
  return rule((value) => pattern.test(value), message);
}

// Letters are Unicode letters plus combining marks, so "José" and "Zoë" are names; digits are 0-9.
const FORM_NAME = /^[\p{L}\p{M}'’ -]+$/u;
const ALPHA = /^[\p{L}\p{M}]+$/u;
const ALPHA_NUM = /^[\p{L}\p{M}0-9]+$/u;
const ALPHA_SPACES = /^[\p{L}\p{M} ]+$/u;
const ALPHA_NUM_SPACES = /^[\p{L}\p{M}0-9 ]+$/u;
const ADDRESS = /^[\p{L}\p{M}0-9 ,.#]+$/u;
const NUMERIC = /^[0-9]+$/;
const PHONE = /^[0-9]{10}$/;
// Pragmatic address check: a local part, an @, dot-separated labels and a 2+ letter top level.
const EMAIL =
  /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export const required = (message: string): Rule => rule((value) => value !== "", message);

export const formName = (message: string): Rule => matches(FORM_NAME, message);

export const alpha = (
  label: string,
  message = `The ${label} field may only contain alphabetic characters`,
): Rule => matches(ALPHA, message);

export const alphaNum = (
  label: string,
  message = `The ${label} field may only contain alpha-numeric characters`,
): Rule => matches(ALPHA_NUM, message);

export const alphaSpaces = (
  label: string,
  message = `The ${label} field may only contain alphabetic characters as well as spaces`,
): Rule => matches(ALPHA_SPACES, message);

/** Student ids and emergency contact names: letters, numbers and spaces (requirements: purchases §5). */
export const alphaNumSpaces = (message: string): Rule => matches(ALPHA_NUM_SPACES, message);

/** Address and city: letters, digits, space, comma, period and # (requirements: purchases §5 Checkout). */
export const addressText = (message: string): Rule => matches(ADDRESS, message);

export const numeric = (
  label: string,
  message = `The ${label} field may only contain numeric characters`,
): Rule => matches(NUMERIC, message);

/** Non-negative decimal; the empty string is invalid (requirements: public-browsing §5). */
export function decimal(message: string, maxDecimals?: number): Rule {
  const places = maxDecimals === undefined ? "+" : `{1,${maxDecimals}}`;
  return matches(new RegExp(`^(?:[0-9]+(?:\\.[0-9]${places})?|\\.[0-9]${places})$`), message);
}

/** Exactly 10 digits; the mask characters are removed before this runs (see phoneText). */
export const phone = (message = "Please enter a valid phone number"): Rule =>
  matches(PHONE, message);

export const email = (message: string): Rule => matches(EMAIL, message);

/** A real calendar date YYYY-MM-DD from 2000 to 2100, the one date the API accepts (shared/platform/schemas/dates.ts). */
export const calendarDate = (message: string): Rule => rule(isCalendarDate, message);

export const state = (label: string, message = `The ${label} field must be a state`): Rule =>
  rule(isUsState, message);

export const minLength = (length: number, message: string): Rule =>
  rule((value) => [...value].length >= length, message);

/** Optional text that, once typed, must be strictly longer than `length` (its message says so). */
export const minIfOne = (label: string, length: number): Rule =>
  rule(
    (value) => value === "" || [...value].length > length,
    `A ${label} field must be longer than ${length} characters`,
  );

/** Sign-up complexity (requirements: purchases §5): an upper-case letter, a lower-case letter, a digit, a symbol. */
export const passwordComplexity = (message: string): Rule =>
  rule(
    (value) =>
      /\p{Lu}/u.test(value) &&
      /\p{Ll}/u.test(value) &&
      /[0-9]/.test(value) &&
      /[^\p{L}\p{M}0-9\s]/u.test(value),
    message,
  );

/** Numeric text at least `min` (not for money: amounts compare in cents, see amounts.ts). */
export const minValue = (
  label: string,
  min: number,
  message = `The ${label} field must be ${min} or more`,
): Rule => rule((value) => /^-?[0-9]+(?:\.[0-9]+)?$/.test(value) && Number(value) >= min, message);

export const isNot = (forbidden: string, message: string): Rule =>
  rule((value) => value !== forbidden, message);

/** Case-insensitive "not in the list" check (blocked student ids). */
export const notInside = (list: readonly string[], message: string): Rule => {
  const blocked = new Set(list.map((item) => item.trim().toLowerCase()));
  return rule((value) => !blocked.has(value.toLowerCase()), message);
};

/** Case-insensitive "in the list" check (the payroll faculty e-mail list). */
export const inside = (list: readonly string[], message: string): Rule => {
  const allowed = new Set(list.map((item) => item.trim().toLowerCase()));
  return rule((value) => allowed.has(value.toLowerCase()), message);
};
