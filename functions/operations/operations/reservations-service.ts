import type { z } from "zod";
import type { Location } from "../../../shared/menus/schemas/location";
import { type DayTotals, reservationDay } from "../../../shared/operations/reservation-day";
import { HOST_MESSAGES } from "../../../shared/operations/reservation-messages";
import type {
  cancelOperationReservation,
  getOperationReservationDay,
  OperationReservation,
  OperationReservationTime,
} from "../../../shared/operations/routes/operations-reservations";
import { ConflictError, NotFoundError } from "../../../shared/platform/errors";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import type { StoredReservation } from "../../../shared/reservations/entities/reservation";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { LocationStore } from "../../menus/location-store";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import { cancellationIntent } from "../../reservations/reservation-mail";
import type { ReservationState, ReservationStore } from "../../reservations/reservation-store";
import { auditPut } from "./audit";
import { cancelledParty, heldParty } from "./reservations-view";

export interface HostDeps {
  reservations: ReservationStore;
  locations: LocationStore;
}

/**
 * The host stand lists every location that takes reservations (use_reservations, no
 * building_id, as the public wizard), inactive ones too: a location taken off the site may
 * still have parties booked that the host has to seat or cancel.
 */
export const hostsReservations = (location: Location): boolean =>
  location.use_reservations && location.building_id === null;

function requireSite(site: Site | undefined): Site {
  if (!site) throw new NotFoundError(HOST_MESSAGES.unknownCampus);
  return site;
}

function requireLocation(location: Location | undefined): Location {
  if (!location || !hostsReservations(location)) {
    throw new NotFoundError(HOST_MESSAGES.notReservable);
  }
  return location;
}

export async function listLocations(deps: HostDeps, siteId: string, now: Date) {
  const [reads, { locations }] = await Promise.all([
    deps.reservations.readSite(siteId, null),
    deps.locations.listAll(siteId),
  ]);
  const site = requireSite(reads.site);
  return {
    locations: locations
      .filter(hostsReservations)
      .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
      .map(({ id, name }) => ({ id, name })),
    today: campusDate(now, site.time_zone),
    time_zone: site.time_zone,
  };
}

type DayInput = z.output<(typeof getOperationReservationDay)["input"]>;

export interface HostDay {
  date: string;
  today: string;
  time_zone: string;
  location: {
    id: string;
    name: string;
    reservation_capacity: number;
    reservation_interval: number;
  };
  totals: DayTotals;
  times: OperationReservationTime[];
}

/**
 * A location's day: counters and reservations of the date read together with the site and
 * location (one round trip). Without a date the campus's today needs the site's time zone
 * first, so that call takes two.
 */
export async function day(deps: HostDeps, input: DayInput, now: Date): Promise<HostDay> {
  const { site_id: siteId, location_id: locationId } = input;
  const reads = (date: string) =>
    Promise.all([
      deps.reservations.readDay(siteId, locationId, date),
      deps.reservations.listOfLocationDay(siteId, locationId, date),
    ]);
  let date = input.date;
  let siteReads: Awaited<ReturnType<ReservationStore["readSite"]>>;
  let dayReads: Awaited<ReturnType<typeof reads>>;
  if (date) {
    [siteReads, dayReads] = await Promise.all([
      deps.reservations.readSite(siteId, null, locationId),
      reads(date),
    ]);
  } else {
    siteReads = await deps.reservations.readSite(siteId, null, locationId);
    date = campusDate(now, requireSite(siteReads.site).time_zone);
    dayReads = await reads(date);
  }
  const site = requireSite(siteReads.site);
  const location = requireLocation(siteReads.location);
  const [slots, { reservations, cancelled }] = dayReads;
  const parties: OperationReservation[] = [
    ...reservations.map(heldParty),
    ...cancelled.map(cancelledParty),
  ];
  const { times, totals } = reservationDay({
    location,
    date,
    now,
    timeZone: site.time_zone,
    counters: slots.counters,
    parties,
  });
  return {
    date,
    today: campusDate(now, site.time_zone),
    time_zone: site.time_zone,
    location: {
      id: location.id,
      name: location.name,
      reservation_capacity: location.reservation_capacity,
      reservation_interval: location.reservation_interval,
    },
    totals,
    times: times.map(({ parties: atTime, ...time }) => ({ ...time, reservations: atTime })),
  };
}

export interface PartyRef {
  site_id: string;
  customer_id: string;
  reservation_id: string;
}

const auditTarget = (ref: PartyRef) => `reservation:${ref.customer_id}/${ref.reservation_id}`;

/** Why a reservation cannot be checked in or cancelled as it stands; null when it can. */
function refusal(state: ReservationState, action: "check_in" | "cancel"): Error | null {
  if (state.cancelled) {
    return new ConflictError(
      action === "cancel" ? HOST_MESSAGES.alreadyCancelled : HOST_MESSAGES.cancelledNoCheckIn,
    );
  }
  if (!state.reservation) return new NotFoundError(HOST_MESSAGES.notFound);
  if (state.reservation.checked_in_at) {
    return new ConflictError(
      action === "cancel" ? HOST_MESSAGES.checkedInNoCancel : HOST_MESSAGES.alreadyCheckedIn,
    );
  }
  return null;
}

/**
 * After a refused write, what refused it: read again, since another request changed the
 * reservation in between (a second tap, a second device, the customer's own cancel).
 */
async function explainRefusal(
  deps: HostDeps,
  ref: PartyRef,
  action: "check_in" | "cancel",
): Promise<Error> {
  const state = await deps.reservations.state(ref.site_id, ref.customer_id, ref.reservation_id);
  return (
    refusal(state, action) ??
    // Read before the racing write became visible: it was that write that won.
    new ConflictError(
      action === "cancel" ? HOST_MESSAGES.alreadyCancelled : HOST_MESSAGES.alreadyCheckedIn,
    )
  );
}

function requireActionable(state: ReservationState, action: "check_in" | "cancel") {
  const refused = refusal(state, action);
  if (refused) throw refused;
  return state.reservation as StoredReservation;
}

/** Checks a party in, once; the audit entry commits with it. */
export async function checkIn(
  deps: HostDeps,
  staff: StaffContext,
  ref: PartyRef,
  now: Date,
): Promise<{ reservation: OperationReservation; msg: string }> {
  const [reads, state] = await Promise.all([
    deps.reservations.readSite(ref.site_id, null),
    deps.reservations.state(ref.site_id, ref.customer_id, ref.reservation_id),
  ]);
  const site = requireSite(reads.site);
  const reservation = requireActionable(state, "check_in");
  // A party is checked in on its day: a tap on tomorrow's list is a mistake, not an arrival.
  if (reservation.date !== campusDate(now, site.time_zone)) {
    throw new ConflictError(HOST_MESSAGES.notToday);
  }
  const checkedIn: StoredReservation = {
    ...reservation,
    checked_in_at: now.toISOString(),
    checked_in_by: staff.account.id,
  };
  const audit = auditPut(
    staff,
    {
      siteId: ref.site_id,
      action: "reservation.check_in",
      target: auditTarget(ref),
      before: { status: "booked", checked_in_at: null },
      after: { status: "checked_in", checked_in_at: checkedIn.checked_in_at },
    },
    now,
  );
  if (!(await deps.reservations.checkIn(reservation, staff.account.id, now, [audit]))) {
    throw await explainRefusal(deps, ref, "check_in");
  }
  return { reservation: heldParty(checkedIn), msg: HOST_MESSAGES.checkedIn };
}

type CancelInput = z.output<(typeof cancelOperationReservation)["input"]>;

/**
 * Cancels on the customer's behalf with the customer's own cancel transaction
 * (access pattern #34): the conditional delete lets one of any number of racing cancels free the
 * seats; the customer's mail and the audit entry commit with it.
 */
export async function cancel(
  deps: HostDeps,
  staff: StaffContext,
  input: CancelInput,
  now: Date,
): Promise<{ reservation: OperationReservation; msg: string }> {
  // The account is read for the mail: it goes to the account's address, as the customer's
  // own cancel does, never to one stored with the reservation.
  const [reads, state] = await Promise.all([
    deps.reservations.readSite(input.site_id, input.customer_id),
    deps.reservations.state(input.site_id, input.customer_id, input.reservation_id),
  ]);
  const site = requireSite(reads.site);
  const reservation = requireActionable(state, "cancel");
  const reason = input.reason;
  const mail = reads.account
    ? cancellationIntent(site, reservation, reads.account, { reason })
    : null;
  const before = heldParty(reservation);
  const audit = auditPut(
    staff,
    {
      siteId: input.site_id,
      action: "reservation.cancel",
      target: auditTarget(input),
      before: {
        status: before.status,
        date: before.date,
        time: before.time,
        party_size: before.party_size,
        location_id: before.location_id,
      },
      after: { status: "cancelled", reason, mailed: mail !== null },
    },
    now,
  );
  const cancelled = await deps.reservations.cancel(reservation, mail, now, {
    by: "staff",
    staffId: staff.account.id,
    reason,
    unlessCheckedIn: true,
    alongside: [audit],
  });
  if (!cancelled) throw await explainRefusal(deps, input, "cancel");
  return {
    reservation: cancelledParty({
      ...reservation,
      cancelled_at: now.toISOString(),
      cancelled_by: "staff",
      cancelled_by_staff_id: staff.account.id,
      reason,
    }),
    msg: mail ? HOST_MESSAGES.cancelled : HOST_MESSAGES.cancelledNoMail,
  };
}
