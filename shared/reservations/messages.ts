/** Tooltips of unavailable reservation times, verbatim from requirements: purchases §5. */
export const RESERVATION_TOOLTIPS = {
  visitLimit: "Sorry, you can't reserve more times in this schedule.",
  expired: "This block of time has expired.",
  alreadyReserved: "You've already reserved this time.",
} as const;

/** Outcome texts of requirements: purchases §8. */
export const RESERVATION_MESSAGES = {
  created: "Reservation successfully created.",
  slotUnavailable: "We're sorry, the time slot you requested is no longer available.",
} as const;

/** The cancellation page and the account tab (docs/requirements.md (purchases), error catalogue). */
export const RESERVATION_CANCEL_MESSAGES = {
  wait: "Please wait while we cancel your reservation...",
  cancelled: "Your reservation has been successfully cancelled.",
  failed:
    "We were unable to process your request; this reservation may have been previously cancelled.",
} as const;

export const NO_RESERVATIONS =
  "We were unable to locate any reservations associated with your account.";
