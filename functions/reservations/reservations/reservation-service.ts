import type { z } from "zod";
import type { Location } from "../../../shared/menus/schemas/location";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from "../../../shared/platform/errors";
import { blockAvailability } from "../../../shared/reservations/availability";
import { checkBooking } from "../../../shared/reservations/check-booking";
import type { StoredReservation } from "../../../shared/reservations/entities/reservation";
import {
  RESERVATION_CANCEL_MESSAGES,
  RESERVATION_MESSAGES,
  RESERVATION_TOOLTIPS,
} from "../../../shared/reservations/messages";
import type {
  AvailabilityBlock,
  createReservation,
  ReservationView,
} from "../../../shared/reservations/routes/reservations";
import { RESERVATION_FORM_MESSAGES as FORM_MESSAGES } from "../../../shared/reservations/schemas/reservation-form";
import { bookingsForAdmission } from "../../../shared/reservations/slot-admission";
import { blockOfSlot } from "../../../shared/reservations/slot-block";
import { bookingsOfDay } from "../../../shared/reservations/slot-bookings";
import type { AvailabilityContext } from "../../../shared/reservations/types";
import type { Site } from "../../../shared/site-content/schemas/site";
import { logger } from "../../platform/logger";
import type { MailQuota } from "../../platform/outbox/mail-quota-store";
import type { MailIntentInput } from "../../platform/outbox/outbox";
import type { Session } from "../../platform/session/session-token";
import { cancellationIntent, type MailRecipient } from "../reservation-mail";
import type { AccountRef, DayReads, ReservationStore, SiteReads } from "../reservation-store";
import { reservationView } from "../reservation-view";
import { signCancelToken, tokenGrants } from "./cancel-token";
import { cancelLink, confirmationMail } from "./confirmation-mail";
import { NOT_OFFERED, offersReservations } from "./reservation-locations";

export interface ReservationDeps {
  store: ReservationStore;
  quota: MailQuota;
  signingKey: () => Promise<Uint8Array>;
  /** The configured origin links in mail point at; never a request header. */
  webOrigin: () => string | undefined;
  newId: () => string;
}

/** The signed-in customer's site, account and location, with the session still current. */
function requireScope(
  reads: SiteReads,
  session: Session,
): { site: Site; account: AccountRef; location: Location } {
  const { site, account, location } = reads;
  if (!site?.published) throw new NotFoundError("Invalid site.");
  if (!account || account.sessionVersion !== session.version) throw new UnauthorizedError();
  if (!location || !offersReservations(location)) throw new NotFoundError(NOT_OFFERED);
  return { site, account, location };
}

/**
 * The call's `email` (the spec's parameter) must be the account's own address, case aside:
 * reservation mail goes there and nowhere else (docs/decisions/reservations.md).
 */
function requireOwnAddress(email: string, account: AccountRef): void {
  if (email.trim().toLowerCase() === account.email.trim().toLowerCase()) return;
  const message = FORM_MESSAGES.email.notAccount;
  throw new ValidationError(message, { email: message });
}

function context(
  site: Site,
  location: Location,
  day: DayReads,
  customerId: string,
  now: Date,
): AvailabilityContext {
  return {
    location,
    now,
    timeZone: site.time_zone,
    bookings: bookingsOfDay(location.id, day, customerId),
    customerId,
  };
}

export async function availability(
  deps: ReservationDeps,
  session: Session,
  input: { site_id: string; location_id: string; date: string },
  now: Date,
): Promise<{ date: string; blocks: AvailabilityBlock[] }> {
  const [reads, day] = await Promise.all([
    deps.store.readSite(input.site_id, session.customerId, input.location_id),
    deps.store.readDay(input.site_id, input.location_id, input.date),
  ]);
  const { site, location } = requireScope(reads, session);
  const ctx = context(site, location, day, session.customerId, now);
  const blocks = blockAvailability(ctx, input.date).map((block) => ({
    id: block.id,
    name: block.name,
    label: block.label,
    selectable: block.selectable,
    tooltip: block.tooltip,
    slots: block.slots.map((slot) => ({
      key: slot.key,
      date: slot.date,
      hour: slot.hour,
      minute: slot.minute,
      label: slot.label,
      capacity_left: slot.capacityLeft,
      guest_limit: slot.guestLimit,
      badge: slot.badge,
      selectable: slot.selectable,
      tooltip: slot.tooltip,
    })),
  }));
  return { date: input.date, blocks };
}

type CreateInput = z.output<(typeof createReservation)["input"]>;

const SLOT_GONE = () => new ConflictError(RESERVATION_MESSAGES.slotUnavailable);

/**
 * A party refused for its guests says so (docs/decisions/purchase-walk.md): none allowed here, over the location's
 * limit, or more than the seats left at that time; never "no longer available".
 */
function guestRefusal(
  check: { reason: string; seatsLeft?: number },
  location: Location,
): Error | undefined {
  const field = (msg: string) => new ValidationError(msg, { friends: msg });
  if (check.reason === "guests_not_allowed") return field(FORM_MESSAGES.friends.notAllowed);
  if (check.reason !== "too_many_guests") return undefined;
  if (check.seatsLeft !== undefined) {
    return new ConflictError(FORM_MESSAGES.friends.noSeats(check.seatsLeft));
  }
  return field(
    location.allow_guest_friends
      ? FORM_MESSAGES.friends.overLimit(location.guest_friend_limit)
      : FORM_MESSAGES.friends.invalid,
  );
}

export async function create(
  deps: ReservationDeps,
  session: Session,
  input: CreateInput,
  now: Date,
): Promise<{ reservation: ReservationView; reservations: ReservationView[]; msg: string }> {
  const siteId = input.site_id;
  const customerId = session.customerId;
  // One round trip: the reads, and the quota of mail-sending attempts (counted even when
  // the booking is then refused, as it still costs a check). Of the slot's partition, the hot
  // key when a popular night opens, only the asked slot's counter is read (the admission
  // read): a slot already full is refused here, without a transaction; what the customer
  // holds and their visits come from their own list. The transaction's conditions still decide.
  const [reads, mine] = await Promise.all([
    deps.store.readBooking(siteId, customerId, input.location_id, input),
    deps.store.listOfCustomer(siteId, customerId),
    deps.quota.take(siteId, customerId, now),
  ]);
  const { site, account, location } = requireScope(reads, session);
  requireOwnAddress(input.email, account);
  const ctx: AvailabilityContext = {
    location,
    now,
    timeZone: site.time_zone,
    bookings: bookingsForAdmission(
      location.id,
      { date: input.date, hour: input.hour, minute: input.minute, booked: reads.booked },
      mine,
      customerId,
    ),
    customerId,
  };
  const check = checkBooking(ctx, input);
  if (!check.ok) {
    if (check.reason === "already_reserved") {
      throw new ConflictError(RESERVATION_TOOLTIPS.alreadyReserved);
    }
    if (check.reason === "visit_limit") throw new ConflictError(RESERVATION_TOOLTIPS.visitLimit);
    const guests = guestRefusal(check, location);
    if (guests) throw guests;
    throw SLOT_GONE();
  }
  const block = blockOfSlot(ctx, input);
  const reservation: StoredReservation = {
    id: deps.newId(),
    site_id: siteId,
    customer_id: customerId,
    location_id: location.id,
    location_name: location.name,
    date: input.date,
    hour: input.hour,
    minute: input.minute,
    friends: input.friends,
    notes: input.notes,
    first_name: input.first_name,
    last_name: input.last_name,
    email: account.email,
    created_at: now.toISOString(),
    block_id: block?.id ?? "",
    block_date: block?.date ?? input.date,
    limited: location.limit_reservation_visits,
  };
  const outcome = await deps.store.book({
    reservation,
    capacity: location.reservation_capacity,
    maxVisits: location.limit_reservation_visits ? location.reservation_max_visits : null,
    confirmation: await confirmation(deps, site, reservation, account, now),
    now,
  });
  if (outcome === "held") throw new ConflictError(RESERVATION_TOOLTIPS.alreadyReserved);
  if (outcome === "visit_limit") throw new ConflictError(RESERVATION_TOOLTIPS.visitLimit);
  if (outcome === "full") throw SLOT_GONE();
  const all = [...mine, reservation]
    .sort((a, b) => a.date.localeCompare(b.date) || a.hour - b.hour || a.minute - b.minute)
    .map(reservationView);
  return {
    reservation: reservationView(reservation),
    reservations: all,
    msg: RESERVATION_MESSAGES.created,
  };
}

/**
 * The confirmation with its cancel link, recorded by the booking's own transaction and sent by
 * the mail outbox (docs/decisions/mail-outbox.md): a booking is never without its mail.
 */
async function confirmation(
  deps: ReservationDeps,
  site: Site,
  reservation: StoredReservation,
  recipient: MailRecipient,
  now: Date,
): Promise<MailIntentInput> {
  const origin = deps.webOrigin();
  const token = await signCancelToken(
    { siteId: site.id, customerId: reservation.customer_id, reservationId: reservation.id },
    reservation.date,
    await deps.signingKey(),
    now,
  );
  const link = origin ? cancelLink(origin, site, reservation, token) : null;
  if (!origin) logger.warn("WEB_ORIGIN is not configured; the mail has no cancel link");
  return {
    kind: "reservation_confirmation",
    ref: reservation.id,
    mail: confirmationMail(site, reservation, recipient, link),
  };
}

export interface CancelInput {
  site_id: string;
  customer_id?: string | undefined;
  reservation_id: string;
  token?: string | undefined;
}

const CANCEL_FAILED = () => new ConflictError(RESERVATION_CANCEL_MESSAGES.failed);

/**
 * Cancel with the mailed link's token (bound to site, customer and reservation) or as the
 * signed-in owner. The conditional delete lets exactly one of two racing cancels free seats.
 */
export async function cancel(
  deps: ReservationDeps,
  input: CancelInput,
  session: () => Promise<Session>,
  now: Date,
): Promise<{ reservation_id: string; msg: string }> {
  let customerId: string;
  let check: (reads: SiteReads) => void;
  if (input.token) {
    customerId = input.customer_id ?? "";
    const grant = { siteId: input.site_id, customerId, reservationId: input.reservation_id };
    if (!customerId || !(await tokenGrants(input.token, grant, await deps.signingKey(), now))) {
      throw new ForbiddenError(RESERVATION_CANCEL_MESSAGES.failed);
    }
    check = () => {};
  } else {
    const current = await session();
    if (current.siteId !== input.site_id) throw new UnauthorizedError();
    if (input.customer_id !== undefined && input.customer_id !== current.customerId) {
      throw new ForbiddenError();
    }
    customerId = current.customerId;
    check = ({ account }) => {
      if (!account || account.sessionVersion !== current.version) throw new UnauthorizedError();
    };
  }
  // The account is read with the link too: the cancellation goes to its address, never to the
  // one stored with the reservation (older reservations may hold any address).
  const [reads, reservation] = await Promise.all([
    deps.store.readSite(input.site_id, customerId),
    deps.store.get(input.site_id, customerId, input.reservation_id),
  ]);
  if (!reads.site?.published) throw new NotFoundError("Invalid site.");
  check(reads);
  if (!reservation) throw new NotFoundError(RESERVATION_CANCEL_MESSAGES.failed);
  // The owner hears of the cancel from the cancel's own transaction (the mail outbox); a
  // reservation whose account is gone is cancelled without mail.
  const mailed: MailIntentInput | null = reads.account
    ? cancellationIntent(reads.site, reservation, reads.account)
    : null;
  if (!(await deps.store.cancel(reservation, mailed, now))) throw CANCEL_FAILED();
  return { reservation_id: reservation.id, msg: RESERVATION_CANCEL_MESSAGES.cancelled };
}
