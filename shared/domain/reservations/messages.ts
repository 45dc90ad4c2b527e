/** Tooltips of unavailable reservation times, verbatim from purchases-and-account §5. */
export const RESERVATION_TOOLTIPS = {
  visitLimit: "Sorry, you can't reserve more times in this schedule.",
  expired: "This block of time has expired.",
  alreadyReserved: "You've already reserved this time.",
} as const;

/** Outcome texts of purchases-and-account §8. */
export const RESERVATION_MESSAGES = {
  created: "Reservation successfully created.",
  slotUnavailable: "We're sorry, the time slot you requested is no longer available.",
} as const;
