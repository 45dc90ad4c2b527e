/**
 * requirements: purchases §8 texts of the account area, shared by the Lambdas and the screens so
 * they cannot drift apart. The spec's "profle" is a plain misspelling and is fixed.
 */
export const ACCOUNT_TEXT = {
  accountCreated: "Your account has been successfully created.",
  signUpFailed: "We're sorry, something went wrong creating your account.",
  profileLoadFailed: "We're sorry, something went wrong loading your profile.",
  loadFailed: "We're sorry, something went wrong loading this content.",
  updateFailed: "Sorry, we ran into an unexpected error.",
  profileUpdated: "Your profile has been updated.",
  allergensUpdated: "Your allergen preferences have been updated.",
  foodInsecurityUpdated: "Your Food Insecurity preferences have been updated.",
  preferencesUpdated: "Your notification preferences have been updated.",
  noReservations: "We were unable to locate any reservations associated with your account.",
  noOrders: "We were unable to locate any orders associated with your account.",
  noSubscriptions: "We were unable to locate any subscriptions associated with your account.",
  passwordUpdated: "Password updated successfully",
  /** A campus without customer login (site flag customer_login off), as the API words it. */
  accountsUnavailable: "Customer accounts are not available on this site.",
} as const;
