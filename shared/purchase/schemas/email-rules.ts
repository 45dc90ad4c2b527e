import { inside, type Rule, rule } from "../../platform/validation/rules";
import { CHECKOUT_MESSAGES } from "./checkout-messages";

/** An address's domain, lower-cased ("" without one). */
export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * Whether the address is on the configured domain or one of its subdomains. The whole domain is
 * compared (docs/decisions/payments.md): the spec's "last two labels" reduced
 * "cedarridge.example.edu" to "example.edu", so any campus's address billed any other's
 * student accounts.
 */
export function onCampusDomain(email: string, domain: string): boolean {
  const wanted = domain.trim().replace(/^@/, "").toLowerCase();
  const actual = emailDomainOf(email);
  return wanted !== "" && (actual === wanted || actual.endsWith(`.${wanted}`));
}

/**
 * Student ID billing: the student's own address must be on the configured domain
 * (requirements: purchases §5); the order's confirmation link goes there.
 */
export function studentAccountDomainRule(domain: string): Rule {
  return rule(
    (email) => onCampusDomain(email, domain),
    CHECKOUT_MESSAGES.emailDomain(domain.trim()),
  );
}

/** Payroll deduction with the faculty check on: the e-mail must be on the site's faculty list. */
export function facultyEmailRule(
  facultyEmails: readonly string[],
  message: string | null | undefined,
): Rule {
  return inside(facultyEmails, message || CHECKOUT_MESSAGES.facultyEmail);
}
