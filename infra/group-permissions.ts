/**
 * Extra permissions per Lambda group, beyond the table grant the route methods decide.
 * Names may list groups that do not exist yet: a permission applies once the group's first
 * route is added to shared/route-list.ts.
 */

/**
 * Groups that send mail through SES: password reset (customer), order confirmation
 * (cart, requirements: purchases §2), reservation confirmation (reservations), staff
 * notifications for feedback and help follow-ups (feedback, dynamic_faqs), and the operations
 * console's staff invitations and password resets and its mail to customers (operations).
 */
export const mailGroups: readonly string[] = [
  "customer",
  "cart",
  "reservations",
  "feedback",
  "dynamic_faqs",
  "operations",
];

/**
 * Groups that write to the files bucket (generated documents, uploads). None yet: every
 * file is read by browsers through CloudFront `/files/*`, never by a Lambda.
 */
export const fileWriterGroups: readonly string[] = [];

/**
 * With wallet pass certificates configured: `customer` learns only that they exist (its
 * `wallet_pass` flag), `pass` reads them to sign. Nobody else sees the secret's ARN.
 */
export const passCertificateGroups = { told: ["customer"], readers: ["pass"] } as const;

/**
 * Groups that reach the payment gateway: `cart` charges at checkout, `payments` serves Stripe's
 * webhook (refunds, lookups), `operations` refunds orders from the console (and retries past-due
 * subscription periods). They alone get the Stripe secrets (infra/constructs/payment-access.ts),
 * with the billing worker and the reconciliation sweeper.
 */
export const paymentGroups: readonly string[] = ["cart", "payments", "operations"];
