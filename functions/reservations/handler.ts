import { randomUUID } from "node:crypto";
import { reservationsRoutes } from "../../shared/api/routes/reservations";
import { createGroupHandler } from "../lib/group-handler";
import { sesMailer } from "../lib/mailer";
import { requireSession } from "../lib/session/session-guard";
import { sessionSigningKey } from "../lib/session/signing-key";
import { dynamoLocationStore } from "../lib/store/location-store";
import { dynamoMailQuota } from "../lib/store/mail-quota-store";
import { dynamoReservationStore } from "../lib/store/reservation-store";
import { configuredWebOrigin } from "../lib/web-origin";
import {
  availability,
  cancel,
  create,
  type ReservationDeps,
  reservationLocations,
} from "./reservation-service";

/** Confirmation mails a customer may trigger per hour (each booking attempt counts). */
const BOOKINGS_PER_HOUR = 20;

const deps: ReservationDeps = {
  store: dynamoReservationStore,
  quota: dynamoMailQuota("reservation", BOOKINGS_PER_HOUR, 3600),
  mailer: sesMailer,
  signingKey: sessionSigningKey,
  // Read per call: the local stack learns its own address only once it listens.
  webOrigin: configuredWebOrigin,
  newId: randomUUID,
};

export const handler = createGroupHandler(reservationsRoutes, {
  listReservationLocations: async ({ site_id }, { site, now }) => {
    const [published, { locations }] = await Promise.all([
      site,
      dynamoLocationStore.listAll(site_id),
    ]);
    return { locations: reservationLocations(published, locations, now) };
  },

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
});
