import { text } from "../../platform/validation/fields";
import {
  alphaNumSpaces,
  matches,
  notInside,
  type Rule,
  required,
} from "../../platform/validation/rules";

export const STUDENT_ID_MESSAGES = {
  required: "A student ID is required",
  invalid: "A student ID may only contain letters, numbers and spaces",
  pattern: "The student ID pattern does not match",
  /** Default of the server's blocked-account message (requirements: purchases §5, §8). */
  blocked: "There is a problem with your student id.",
} as const;

/**
 * The site's student_id_pattern, anchored so it must match the whole id (requirements: purchases §5): a pattern
 * "[0-9]{7}" does not accept "A12345678". Accepts "/source/flags" too, keeping only the i flag.
 * An unusable pattern gives null and is reported by the settings screen, not the buyer's form.
 */
export function compileStudentIdPattern(pattern: string | null | undefined): RegExp | null {
  const source = pattern?.trim() ?? "";
  if (source === "") return null;
  const literal = /^\/(.+)\/([a-z]*)$/.exec(source);
  const body = literal?.[1] ?? source;
  const flags = literal?.[2]?.includes("i") ? "i" : "";
  try {
    return new RegExp(`^(?:${body})$`, flags);
  } catch {
    return null;
  }
}

export interface StudentIdSettings {
  /** Pattern and blocked list apply only when the purchase is billed to the student account. */
  readonly billedToStudentAccount: boolean;
  readonly studentIdPattern?: string | null | undefined;
  readonly blockedStudentIds?: readonly string[] | undefined;
  readonly blockedStudentIdMessage?: string | null | undefined;
}

export function studentIdField(settings: StudentIdSettings) {
  const rules: Rule[] = [alphaNumSpaces(STUDENT_ID_MESSAGES.invalid)];
  if (settings.billedToStudentAccount) {
    const pattern = compileStudentIdPattern(settings.studentIdPattern);
    if (pattern) rules.push(matches(pattern, STUDENT_ID_MESSAGES.pattern));
    const blocked = settings.blockedStudentIds ?? [];
    if (blocked.length > 0) {
      rules.push(
        notInside(blocked, settings.blockedStudentIdMessage || STUDENT_ID_MESSAGES.blocked),
      );
    }
  }
  return text(required(STUDENT_ID_MESSAGES.required), ...rules);
}
