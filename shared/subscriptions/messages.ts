import { CANCEL_NOTICE_DAYS } from "./account";

/** Texts of the account's Subscriptions tab and its two calls, shared by the Lambda and the page. */
export const SUBSCRIPTION_TEXT = {
  loadFailed: "We're sorry, something went wrong loading your subscriptions.",
  none: "We were unable to locate any subscriptions associated with your account.",
  noPayments: "There are currently no payments associated with this subscription.",
  canceled: "Subscription cancelled successfully.",
  cancelFailed: "Sorry, we ran into an unexpected error.",
  /** Server answers; the page shows cancelFailed for any failure. */
  notFound: "We were unable to locate that subscription.",
  alreadyCanceled: "This subscription has already been canceled.",
  tooLate: `Subscriptions can be canceled up to ${CANCEL_NOTICE_DAYS} days before the next delivery.`,
  notOffered: "Subscriptions are not available on this site.",
} as const;
