import { dynamoLocationStore } from "../../../functions/menus/location-store";
import { hostsReservations } from "../../../functions/operations/operations/reservations-service";
import { dynamoReservationStore } from "../../../functions/reservations/reservation-store";
import { confirmationMail } from "../../../functions/reservations/reservations/confirmation-mail";
import type { Location } from "../../../shared/menus/schemas/location";
import { timesOfDay } from "../../../shared/operations/reservation-day";
import { campusDate, campusInstant } from "../../../shared/platform/time/campus-clock";
import { addDays } from "../../../shared/platform/time/ymd";
import type { StoredReservation } from "../../../shared/reservations/entities/reservation";
import { blockOfSlot } from "../../../shared/reservations/slot-block";
import { type DemoCustomer, ensureDemoCustomers } from "./demo-customers";

// The host stand's demo (docs/operations/reservations.md): parties at each of the campus's
// reservable locations today and tomorrow (campus time), with friends and notes, booked
// through the booking store so the slot counters hold their seats. Today's parties whose time
// has passed are checked in (one is a no-show) and one party a day has cancelled. Fixed ids
// (location, date, party) make a second run write nothing; a run on a later day adds that
// day's parties.

const CUSTOMERS: DemoCustomer[] = [
  ["1", "Olivia", "Bennett", "olivia.bennett"],
  ["2", "Marcus", "Lee", "marcus.lee"],
  ["3", "Aisha", "Okafor", "aisha.okafor"],
  ["4", "Ethan", "Walsh", "ethan.walsh"],
  ["5", "Sofia", "Morales", "sofia.morales"],
  ["6", "Noah", "Kim", "noah.kim"],
  ["7", "Grace", "Sullivan", "grace.sullivan"],
  ["8", "Liam", "Patel", "liam.patel"],
].map(([n, first, last, mailbox]) => ({
  id: `demo-res-customer-${n}`,
  first: first as string,
  last: last as string,
  email: `${mailbox}@students.cedarridge.example.edu`,
}));

/** One party of a day: who, where in the day's times (0 first, 1 last), friends, notes. */
interface DemoParty {
  customer: number;
  at: number;
  friends: number;
  notes: string;
  /** Cancelled by the customer after booking. */
  cancelled?: boolean;
  /** Today, with its time past: left unchecked (a no-show). */
  noShow?: boolean;
}

const PARTIES: DemoParty[] = [
  { customer: 0, at: 0, friends: 1, notes: "Window table if possible." },
  { customer: 1, at: 0.15, friends: 3, notes: "Birthday: bringing a small cake." },
  { customer: 2, at: 0.3, friends: 0, notes: "", noShow: true },
  { customer: 3, at: 0.45, friends: 2, notes: "One guest uses a wheelchair." },
  { customer: 4, at: 0.6, friends: 1, notes: "Gluten-free, please.", cancelled: true },
  { customer: 5, at: 0.6, friends: 2, notes: "" },
  { customer: 6, at: 0.8, friends: 0, notes: "Shellfish allergy." },
  { customer: 7, at: 0.95, friends: 3, notes: "Visiting family from out of town." },
];

/** The parties of one location and day, booked, checked in and cancelled as planned. */
async function seedDay(
  siteId: string,
  site: { name: string; time_zone: string },
  location: Location,
  date: string,
  now: Date,
): Promise<void> {
  const times = timesOfDay(location, date, now, site.time_zone);
  if (times.length === 0) return;
  const today = campusDate(now, site.time_zone);
  for (const [index, party] of PARTIES.entries()) {
    const customer = CUSTOMERS[party.customer] as DemoCustomer;
    const time = times[Math.min(times.length - 1, Math.floor(party.at * times.length))];
    if (!time) continue;
    const friends = location.allow_guest_friends
      ? Math.min(party.friends, location.guest_friend_limit)
      : 0;
    const id = `demo-${location.id}-${date}-${index + 1}`.slice(0, 64);
    const slot = { date, hour: time.hour, minute: time.minute };
    const block = blockOfSlot(
      { location, now, timeZone: site.time_zone, bookings: [], customerId: customer.id },
      slot,
    );
    const reservation: StoredReservation = {
      id,
      site_id: siteId,
      customer_id: customer.id,
      location_id: location.id,
      location_name: location.name,
      ...slot,
      friends,
      notes: party.notes,
      first_name: customer.first,
      last_name: customer.last,
      email: customer.email,
      created_at: new Date(now.getTime() - (index + 1) * 3_600_000).toISOString(),
      block_id: block?.id ?? "",
      block_date: block?.date ?? date,
      limited: location.limit_reservation_visits,
    };
    const state = await dynamoReservationStore.state(siteId, customer.id, id);
    if (state.cancelled) continue;
    if (!state.reservation) {
      const outcome = await dynamoReservationStore.book({
        reservation,
        capacity: location.reservation_capacity,
        maxVisits: location.limit_reservation_visits ? location.reservation_max_visits : null,
        confirmation: {
          kind: "reservation_confirmation",
          ref: id,
          mail: confirmationMail(
            site,
            reservation,
            { email: customer.email, first_name: customer.first },
            null,
          ),
        },
        now,
      });
      // A time the demo cannot fit (a small location) is left out.
      if (outcome !== "booked") continue;
    }
    const held = state.reservation ?? reservation;
    if (party.cancelled) {
      await dynamoReservationStore.cancel(held, null, now, { by: "customer" });
      continue;
    }
    const started =
      campusInstant(date, time.hour * 60 + time.minute, site.time_zone) <= now.getTime();
    if (date === today && started && !party.noShow && !held.checked_in_at) {
      await dynamoReservationStore.checkIn(held, "demo", now, []);
    }
  }
}

export async function seedReservationsDemo(siteId: string, now: Date): Promise<void> {
  const [{ site }, { locations }] = await Promise.all([
    dynamoReservationStore.readSite(siteId, null),
    dynamoLocationStore.listAll(siteId),
  ]);
  if (!site) return;
  await ensureDemoCustomers(siteId, CUSTOMERS, "(541) 555-0178", now);
  const today = campusDate(now, site.time_zone);
  for (const location of locations.filter((l) => hostsReservations(l) && l.active)) {
    for (const date of [today, addDays(today, 1)]) {
      await seedDay(siteId, site, location, date, now);
    }
  }
}
