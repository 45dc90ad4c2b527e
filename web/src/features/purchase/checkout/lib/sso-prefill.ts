/**
 * The checkout lock (requirements: purchases §4): a link from the campus's single sign-on carries
 * exactly four query parameters, first name, last name, student id and email, and nothing else.
 * Then the form starts with them (the email doubling as its confirmation) and the name and
 * email fields are locked. Any other query leaves the form as it is.
 */
export const SSO_PARAMETERS = ["first_name", "last_name", "student_id", "email"] as const;

export interface SsoPrefill {
  first_name: string;
  last_name: string;
  student_id: string;
  email: string;
  email_confirmation: string;
}

/** The fields the lock makes read-only. */
export const SSO_LOCKED_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "email_confirmation",
] as const;

export function ssoPrefill(search: string): SsoPrefill | null {
  const params = new URLSearchParams(search);
  const names = [...params.keys()];
  if (names.length !== SSO_PARAMETERS.length) return null;
  if (!SSO_PARAMETERS.every((name) => params.getAll(name).length === 1)) return null;
  const value = (name: (typeof SSO_PARAMETERS)[number]) => (params.get(name) ?? "").trim();
  if (SSO_PARAMETERS.some((name) => value(name) === "")) return null;
  return {
    first_name: value("first_name"),
    last_name: value("last_name"),
    student_id: value("student_id"),
    email: value("email"),
    email_confirmation: value("email"),
  };
}
