/** What the host stand is told (docs/operations/reservations.md); the screens and tests read these. */
export const HOST_MESSAGES = {
  unknownCampus: "We can't find that campus.",
  notReservable: "This location does not take reservations.",
  notFound: "We can't find that reservation. It may have been moved or never existed.",
  checkedIn: "Checked in.",
  alreadyCheckedIn: "This party has already checked in.",
  cancelledNoCheckIn: "This reservation was cancelled, so it can't be checked in.",
  notToday: "Only today's reservations can be checked in.",
  cancelled: "Reservation cancelled. The customer has been emailed and the seats are free again.",
  cancelledNoMail:
    "Reservation cancelled and the seats are free again. The customer's account no longer exists, so no email was sent.",
  alreadyCancelled: "This reservation has already been cancelled; its seats were freed then.",
  checkedInNoCancel: "This party has already checked in, so the reservation can't be cancelled.",
} as const;
