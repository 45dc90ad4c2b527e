import { inside, type Rule, rule } from "../rules";
import { CHECKOUT_MESSAGES } from "./checkout-messages";

/** The last two labels of a domain, lower-cased: "Mail.Students.School.EDU" → "school.edu". */
export function lastTwoDomainLabels(domain: string): string {
  return domain.trim().replace(/^@/, "").toLowerCase().split(".").slice(-2).join(".");
}

/**
 * Student ID billing for a non-parent buyer: the e-mail's domain, by its last two labels, must be
 * the configured one (requirements: purchases §5). The configured domain is compared the same way, so
 * "students.school.edu" in the settings still accepts "jo@mail.school.edu".
 */
export function studentAccountDomainRule(domain: string): Rule {
  const wanted = lastTwoDomainLabels(domain);
  return rule((email) => {
    const at = email.lastIndexOf("@");
    return at >= 0 && lastTwoDomainLabels(email.slice(at + 1)) === wanted;
  }, CHECKOUT_MESSAGES.emailDomain(domain.trim()));
}

/** Payroll deduction with the faculty check on: the e-mail must be on the site's faculty list. */
export function facultyEmailRule(
  facultyEmails: readonly string[],
  message: string | null | undefined,
): Rule {
  return inside(facultyEmails, message || CHECKOUT_MESSAGES.facultyEmail);
}
