import * as z from "zod";
import { emailAddress, personName } from "../../platform/validation/contact-fields";
import { FIELD_MESSAGES } from "../../platform/validation/field-messages";
import { calendarDateText, optionalText, text } from "../../platform/validation/fields";
import { required } from "../../platform/validation/rules";

/**
 * Reservation form (requirements: purchases §5 Reservation form; payload §7 POST reservations/). Whether the
 * chosen slot is still bookable is the availability rules' job, not this schema's.
 */
export const RESERVATION_FORM_MESSAGES = {
  first_name: FIELD_MESSAGES.first_name,
  last_name: FIELD_MESSAGES.last_name,
  email: {
    ...FIELD_MESSAGES.email,
    /** Checked by the Lambda: reservation mail goes only to the account's own address. */
    notAccount:
      "Reservation emails are sent only to your account's email address. Please reload the page and try again.",
  },
  location_id: { required: "Please choose a location" },
  date: { required: "Please choose a date" },
  time: { required: "Please choose a time" },
  friends: {
    invalid: "Please choose the number of guests",
    /** Ours (docs/decisions/purchase-walk.md): a booking with friends where the location takes none. */
    notAllowed: "This location does not allow guests. Please book for yourself only.",
    /** Ours (docs/decisions/purchase-walk.md): more friends than the location's limit. */
    overLimit: (limit: number) =>
      `You can bring at most ${limit} ${limit === 1 ? "guest" : "guests"} at this location.`,
    /** Ours (docs/decisions/purchase-walk.md): the party no longer fits in the seats left at that time. */
    noSeats: (seatsLeft: number) =>
      `Only ${seatsLeft} ${seatsLeft === 1 ? "seat is" : "seats are"} left at this time. Please choose fewer guests or another time.`,
  },
} as const;

const M = RESERVATION_FORM_MESSAGES;

export const reservationSchema = z.object({
  first_name: personName(M.first_name),
  last_name: personName(M.last_name),
  email: emailAddress(M.email),
  notes: optionalText(),
  location_id: text(required(M.location_id.required)),
  date: calendarDateText(M.date.required, M.date.required),
  hour: z.int({ error: M.time.required }).min(0, M.time.required).max(23, M.time.required),
  minute: z.int({ error: M.time.required }).min(0, M.time.required).max(59, M.time.required),
  friends: z.int({ error: M.friends.invalid }).min(0, M.friends.invalid).default(0),
});

export type Reservation = z.infer<typeof reservationSchema>;
