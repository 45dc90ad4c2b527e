/** purchases §8 texts used by the account screens (misspellings kept where the spec has them). */
export const TEXT = {
  accountCreated: "Your account has been successfully created.",
  signUpFailed: "We're sorry, something went wrong creating your account.",
  profileLoadFailed: "We're sorry, something went wrong loading your profile.",
  loadFailed: "We're sorry, something went wrong loading this content.",
  updateFailed: "Sorry, we ran into an unexpected error.",
  profileUpdated: "Your profle has been updated.",
  allergensUpdated: "Your allergen preferences have been updated.",
  foodInsecurityUpdated: "Your Food Insecurity preferences have been updated.",
  preferencesUpdated: "Your notification preferences have been updated.",
  noReservations: "We were unable to locate any reservations associated with your account.",
  noOrders: "We were unable to locate any orders associated with your account.",
  noSubscriptions: "We were unable to locate any subscriptions associated with your account.",
  passwordUpdated: "Password updated successfully",
} as const;

/** purchases §9: the password-reset redirect waits 2 seconds. */
export const RESET_REDIRECT_MS = 2000;
