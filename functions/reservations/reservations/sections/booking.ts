import { randomUUID } from "node:crypto";
import {
  cancelReservation,
  createReservation,
  getReservationAvailability,
} from "../../../../shared/reservations/routes/reservations";
import { defineSection } from "../../../platform/group-handler";
import { dynamoMailQuota } from "../../../platform/outbox/mail-quota-store";
import { requireSession } from "../../../platform/session/session-guard";
import { sessionSigningKey } from "../../../platform/session/signing-key";
import { configuredWebOrigin } from "../../../platform/web-origin";
import { dynamoReservationStore } from "../../reservation-store";
import { availability, cancel, create, type ReservationDeps } from "../reservation-service";

/**
 * Confirmation mails a customer may trigger per hour (each booking attempt counts). The mail
 * goes to the account's own address only, so this is that inbox's limit at request time: no
 * more than the outbox lets one recipient get in an hour (functions/platform/outbox/recipient-cap.ts),
 * so a customer sees a 429 rather than a confirmation that never comes.
 */
const BOOKINGS_PER_HOUR = 10;

const deps: ReservationDeps = {
  store: dynamoReservationStore,
  quota: dynamoMailQuota("reservation", BOOKINGS_PER_HOUR, 3600),
  signingKey: sessionSigningKey,
  // Read per call: the local stack learns its own address only once it listens.
  webOrigin: configuredWebOrigin,
  newId: randomUUID,
};

/** Open slots, booking and cancelling: the session, the cancel link's token and the mail. */
export const section = defineSection(
  [getReservationAvailability, createReservation, cancelReservation] as const,
  {
    getReservationAvailability: async (input, { session, now }) => {
      if (!session) throw new Error("auth: customer sets the session");
      return availability(deps, session, input, now);
    },

    createReservation: async (input, { session, now }) => {
      if (!session) throw new Error("auth: customer sets the session");
      return create(deps, session, input, now);
    },

    cancelReservation: async (input, { event, now }) =>
      cancel(deps, input, () => requireSession(event, now), now),
  },
);
