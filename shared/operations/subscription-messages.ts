import { formatLongDate } from "../platform/time/format";

/** Answers of the console's Subscriptions area (docs/operations/subscriptions.md). */
export const OPERATION_SUBSCRIPTION_TEXT = {
  unknownCampus: "We could not find that campus.",
  notFound: "We could not find that subscription.",
  nothingPastDue:
    "Nothing is past due on this subscription: there is no declined payment to retry.",
  canceledNoRetry: "This subscription is canceled; its payments are no longer retried.",
  retryInProgress:
    "Another retry of this payment was just started. Refresh to see its result before trying again.",
  gatewayUnavailable:
    "The payment processor did not answer. Nothing was charged twice; try again in a minute.",
  paid: "The payment went through. Billing of this subscription has resumed.",
  declined: (result: string) =>
    `The payment was declined (${result}). The subscription is still past due.`,
  alreadyCanceled: "This subscription has already been canceled.",
  endedNoCancel: "This subscription has ended; there is nothing left to cancel.",
  canceled: (email: string | null) =>
    email
      ? `Subscription canceled. The customer is being mailed at ${email}.`
      : "Subscription canceled. The customer has no email address on file, so no mail was sent.",
} as const;

/**
 * The mail a customer gets when staff cancel their subscription: plain text, greeted by name
 * and signed with the campus, as the reservation mails.
 */
export function staffCancellationMail(input: {
  campusName: string;
  firstName: string | null;
  planName: string;
  /** Campus-local day of the cancellation. */
  canceledOn: string;
}): { subject: string; text: string } {
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  return {
    subject: `${input.campusName}: your ${input.planName} subscription is cancelled`,
    text: [
      greeting,
      "",
      `${input.campusName} dining services cancelled your ${input.planName} subscription on ${formatLongDate(input.canceledOn)}.`,
      "It will not be charged again. Payments already made are not affected.",
      "",
      `If you did not expect this, please contact ${input.campusName} dining services.`,
      "",
      input.campusName,
    ].join("\n"),
  };
}
