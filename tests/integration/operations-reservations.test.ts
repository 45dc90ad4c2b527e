import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { queryAll } from "../../functions/platform/table";
import { dynamoReservationStore } from "../../functions/reservations/reservation-store";
import { seedReservationsDemo } from "../../scripts/demo/operations/reservations";
import { auditEntryEntity, auditOfSite } from "../../shared/operations/entities/audit-entry";
import { HOST_MESSAGES } from "../../shared/operations/reservation-messages";
import type {
  OperationReservation,
  OperationReservationTime,
} from "../../shared/operations/routes/operations-reservations";
import type { StaffRole } from "../../shared/platform/roles";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import type { StoredReservation } from "../../shared/reservations/entities/reservation";
import { sentMail } from "../support/account-client";
import { cedarRidgeCopy } from "../support/campus-copy";
import { createLocation, createReservableLocation } from "../support/factories/location";
import { createSite } from "../support/factories/site";
import { type InProcessCustomer, inProcessCustomer } from "../support/in-process";
import { waitForMail } from "../support/mail";
import { bookReservation } from "../support/reservations";
import { callOperations, type InProcessStaff, inProcessStaff } from "../support/staff";

// The host stand (docs/operations/reservations.md): the day view's numbers against the bookings
// and the public availability, who may call it, check-in once, cancel on the customer's behalf
// with seats freed once, the customer mailed and every action audited.

const site = createSite({ customer_login: true, email: "dining@host-stand.example.edu" });
const otherSite = createSite({ customer_login: true, email: "dining@other-host.example.edu" });
const today = campusDate(new Date(), site.time_zone);
const tomorrow = addDays(today, 1);

const location = createReservableLocation(today, {
  name: "Terrace Room",
  reservation_capacity: 10,
  allow_guest_friends: true,
  guest_friend_limit: 3,
});
const elsewhere = createReservableLocation(today, { reservation_capacity: 10 });
const noReservations = createLocation({ name: "Grab and Go" });

const DAY = "/v1/operations/reservations";
const LOCATIONS = "/v1/operations/reservations/locations";
const CHECK_IN = "/v1/operations/reservations/{reservation_id}/check_in";
const CANCEL = "/v1/operations/reservations/{reservation_id}/cancel";
const CUSTOMER_CANCELLED = "Your reservation has been successfully cancelled.";
const CUSTOMER_CANCEL_FAILED =
  "We were unable to process your request; this reservation may have been previously cancelled.";

interface Day {
  date: string;
  today: string;
  totals: { parties: number; seats: number; checked_in: number; cancelled: number };
  times: OperationReservationTime[];
}

let host: InProcessStaff;
let manager: InProcessStaff;
let admin: InProcessStaff;

beforeAll(async () => {
  const now = new Date();
  await Promise.all([
    dynamoSiteStore.put(site, false, now),
    dynamoSiteStore.put(otherSite, false, now),
    dynamoLocationStore.putLocation(site.id, location),
    dynamoLocationStore.putLocation(site.id, noReservations),
    dynamoLocationStore.putLocation(otherSite.id, elsewhere),
  ]);
  [host, manager, admin] = await Promise.all([
    inProcessStaff("host", site.id),
    inProcessStaff("manager", site.id),
    inProcessStaff("admin", null),
  ]);
});

const book = (customer: InProcessCustomer, overrides: Record<string, unknown>) =>
  bookReservation(customer, { location_id: location.id, date: tomorrow, ...overrides });

async function booked(customer: InProcessCustomer, overrides: Record<string, unknown>) {
  const made = await book(customer, overrides);
  expect(made.status, made.body.msg).toBe(200);
  return made.body.reservation.id;
}

/** A party for today, written through the booking store (the public form refuses today here). */
async function bookedToday(customer: InProcessCustomer, hour: number, friends = 0) {
  const now = new Date();
  const reservation: StoredReservation = {
    id: randomUUID(),
    site_id: site.id,
    customer_id: customer.id,
    location_id: location.id,
    location_name: location.name,
    date: today,
    hour,
    minute: 0,
    friends,
    notes: "",
    first_name: "Robin",
    last_name: "Tester",
    email: customer.email,
    created_at: now.toISOString(),
    block_id: "",
    block_date: today,
    limited: false,
  };
  const outcome = await dynamoReservationStore.book({
    reservation,
    capacity: location.reservation_capacity,
    maxVisits: null,
    confirmation: {
      kind: "reservation_confirmation",
      ref: reservation.id,
      mail: { to: [customer.email], subject: "Booked", text: "Booked" },
    },
    now,
  });
  expect(outcome).toBe("booked");
  return reservation.id;
}

const dayOf = async (staff: InProcessStaff, date = tomorrow) => {
  const result = await staff.call<Day>("GET", DAY, {
    site_id: site.id,
    location_id: location.id,
    date,
  });
  expect(result.status, result.body.msg).toBe(200);
  return result.body;
};

const partyOf = (day: Day, id: string): OperationReservation | undefined =>
  day.times.flatMap((time) => time.reservations).find((party) => party.id === id);

async function seatsAt(date: string, hhmm: string) {
  const day = await dynamoReservationStore.readDay(site.id, location.id, date);
  return day.counters.find((counter) => counter.hhmm === hhmm)?.booked ?? 0;
}

async function auditOf(target: string) {
  const items = await queryAll(auditOfSite(site.id));
  return items.map((item) => auditEntryEntity.fromItem(item)).filter((e) => e.target === target);
}

describe("the host stand's locations and day view", () => {
  it("lists the campus's reservable locations and its today", async () => {
    const result = await host.call<{ locations: { id: string; name: string }[]; today: string }>(
      "GET",
      LOCATIONS,
      { site_id: site.id },
    );
    expect(result.status).toBe(200);
    expect(result.body.locations).toEqual([{ id: location.id, name: "Terrace Room" }]);
    expect(result.body.today).toBe(today);
  });

  it("shows each time's seats booked and left as the bookings and the public availability say", async () => {
    const [ana, ben, cy, dee] = await Promise.all(
      Array.from({ length: 4 }, () => inProcessCustomer(site.id)),
    );
    if (!ana || !ben || !cy || !dee) throw new Error("customers");
    const anaId = await booked(ana, {
      hour: 11,
      minute: 0,
      friends: 1,
      first_name: "Ana",
      last_name: "Ames",
      notes: "Window seat",
    });
    await booked(ben, { hour: 11, minute: 0, friends: 3, first_name: "Ben", last_name: "Bo" });
    await booked(cy, { hour: 12, minute: 30, friends: 0, first_name: "Cy", last_name: "Cole" });
    const deeId = await booked(dee, { hour: 13, minute: 0, friends: 2 });
    const cancelled = await dee.call("reservations", "DELETE", "/v1/reservations", {
      site_id: site.id,
      reservation_id: deeId,
    });
    expect(cancelled.body.msg).toBe(CUSTOMER_CANCELLED);

    const day = await dayOf(host);
    expect(day.date).toBe(tomorrow);
    expect(day.times.map((t) => [t.label, t.booked, t.left, t.reservations.length])).toEqual([
      ["11:00a", 6, 4, 2],
      ["11:30a", 0, 10, 0],
      ["12:00p", 0, 10, 0],
      ["12:30p", 1, 9, 1],
      ["1:00p", 0, 10, 1],
      ["1:30p", 0, 10, 0],
    ]);
    expect(day.totals).toEqual({ parties: 3, seats: 7, checked_in: 0, cancelled: 1 });
    expect(partyOf(day, anaId)).toMatchObject({
      first_name: "Ana",
      last_name: "Ames",
      email: ana.email,
      customer_id: ana.id,
      friends: 1,
      party_size: 2,
      notes: "Window seat",
      status: "booked",
      checked_in_at: null,
    });
    expect(partyOf(day, deeId)).toMatchObject({ status: "cancelled", cancelled_by: "customer" });

    // The same seats left as a customer sees on the booking wizard, time by time.
    const availability = await cy.call<{
      blocks: { slots: { hour: number; minute: number; capacity_left: number }[] }[];
    }>("reservations", "GET", "/v1/reservations/availability", {
      site_id: site.id,
      location_id: location.id,
      date: tomorrow,
    });
    const wizard = availability.body.blocks.flatMap((block) =>
      block.slots.map((slot) => [slot.hour, slot.minute, slot.capacity_left]),
    );
    expect(day.times.map((t) => [t.hour, t.minute, t.left])).toEqual(wizard);
  });

  it("answers today in campus time when no date is given", async () => {
    const result = await host.call<Day>("GET", DAY, { site_id: site.id, location_id: location.id });
    expect([result.status, result.body.date, result.body.today]).toEqual([200, today, today]);
  });

  it("refuses a location that takes no reservations and a date that is not one", async () => {
    const none = await host.call("GET", DAY, {
      site_id: site.id,
      location_id: noReservations.id,
      date: tomorrow,
    });
    expect([none.status, none.body.msg]).toEqual([404, HOST_MESSAGES.notReservable]);
    const bad = await host.call("GET", DAY, {
      site_id: site.id,
      location_id: location.id,
      date: "2026-02-30",
    });
    expect(bad.status).toBe(400);
  });
});

describe("who may use the host stand", () => {
  const calls = (siteId: string) =>
    [
      ["GET", LOCATIONS, { site_id: siteId }],
      ["GET", DAY, { site_id: siteId, location_id: location.id, date: tomorrow }],
      [
        "POST",
        CHECK_IN,
        { site_id: siteId, reservation_id: "no-such-reservation", customer_id: "no-such-customer" },
      ],
      [
        "POST",
        CANCEL,
        { site_id: siteId, reservation_id: "no-such-reservation", customer_id: "no-such-customer" },
      ],
    ] as const;

  it.each(["admin", "manager", "host"] as const)("lets the %s in", async (role: StaffRole) => {
    const staff = role === "admin" ? admin : role === "manager" ? manager : host;
    const statuses = [];
    for (const [method, path, params] of calls(site.id)) {
      statuses.push((await staff.call(method, path, params)).status);
    }
    // The actions name a reservation that does not exist: past the role check, not found.
    expect(statuses).toEqual([200, 200, 404, 404]);
  });

  it("refuses the card office (403) and anyone signed out (401)", async () => {
    const cardOffice = await inProcessStaff("card_office", site.id);
    for (const [method, path, params] of calls(site.id)) {
      expect((await cardOffice.call(method, path, params)).status, path).toBe(403);
      expect((await callOperations(method, path, params)).status, path).toBe(401);
    }
  });

  it("refuses another campus's host and manager (403), never reading this campus", async () => {
    const [otherHost, otherManager] = await Promise.all([
      inProcessStaff("host", otherSite.id),
      inProcessStaff("manager", otherSite.id),
    ]);
    for (const staff of [otherHost, otherManager]) {
      for (const [method, path, params] of calls(site.id)) {
        expect((await staff.call(method, path, params)).status, path).toBe(403);
      }
    }
  });
});

describe("checking a party in", () => {
  it("checks in once; a second tap answers 409 and the audit log holds one entry", async () => {
    const customer = await inProcessCustomer(site.id);
    const id = await bookedToday(customer, 12, 1);
    const params = { site_id: site.id, reservation_id: id, customer_id: customer.id };
    const first = await host.call<{ reservation: OperationReservation }>("POST", CHECK_IN, params);
    expect([first.status, first.body.msg]).toEqual([200, HOST_MESSAGES.checkedIn]);
    expect(first.body.reservation.status).toBe("checked_in");
    expect(first.body.reservation.checked_in_at).not.toBeNull();
    const second = await host.call("POST", CHECK_IN, params);
    expect([second.status, second.body.msg]).toEqual([409, HOST_MESSAGES.alreadyCheckedIn]);

    const day = await dayOf(host, today);
    expect(partyOf(day, id)).toMatchObject({
      status: "checked_in",
      checked_in_at: first.body.reservation.checked_in_at,
    });
    const entries = await auditOf(`reservation:${customer.id}/${id}`);
    expect(entries.map((e) => [e.action, e.staff_id])).toEqual([
      ["reservation.check_in", host.account.id],
    ]);
    expect(entries[0]?.after).toMatchObject({ status: "checked_in" });

    // A seated party is not cancelled from the host stand; its seats stay taken.
    const seats = await seatsAt(today, "1200");
    const cancel = await host.call("POST", CANCEL, params);
    expect([cancel.status, cancel.body.msg]).toEqual([409, HOST_MESSAGES.checkedInNoCancel]);
    expect(await seatsAt(today, "1200")).toBe(seats);
  });

  it("checks in only one of racing taps on two devices", async () => {
    const customer = await inProcessCustomer(site.id);
    const id = await bookedToday(customer, 13);
    const params = { site_id: site.id, reservation_id: id, customer_id: customer.id };
    const results = await Promise.all([
      host.call("POST", CHECK_IN, params),
      manager.call("POST", CHECK_IN, params),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditOf(`reservation:${customer.id}/${id}`)).toHaveLength(1);
  });

  it("refuses tomorrow's party and a cancelled one", async () => {
    const customer = await inProcessCustomer(site.id);
    const id = await booked(customer, { hour: 11, minute: 30 });
    const params = { site_id: site.id, reservation_id: id, customer_id: customer.id };
    const early = await host.call("POST", CHECK_IN, params);
    expect([early.status, early.body.msg]).toEqual([409, HOST_MESSAGES.notToday]);
    await customer.call("reservations", "DELETE", "/v1/reservations", {
      site_id: site.id,
      reservation_id: id,
    });
    const gone = await host.call("POST", CHECK_IN, params);
    expect([gone.status, gone.body.msg]).toEqual([409, HOST_MESSAGES.cancelledNoCheckIn]);
    expect(await auditOf(`reservation:${customer.id}/${id}`)).toEqual([]);
  });
});

describe("cancelling on the customer's behalf", () => {
  it("frees the seats exactly once under eight concurrent cancels, mails the customer once, audits once", async () => {
    const customer = await inProcessCustomer(site.id);
    const before = await seatsAt(tomorrow, "1200");
    const id = await booked(customer, { hour: 12, minute: 0, friends: 2 });
    expect(await seatsAt(tomorrow, "1200")).toBe(before + 3);
    const params = {
      site_id: site.id,
      reservation_id: id,
      customer_id: customer.id,
      reason: "The dining room is closed for a private event.",
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? manager : host).call("POST", CANCEL, params)),
    );
    const statuses = results.map((r) => `${r.status} ${r.body.msg}`).sort();
    expect(statuses).toEqual([
      `200 ${HOST_MESSAGES.cancelled}`,
      ...Array.from({ length: 7 }, () => `409 ${HOST_MESSAGES.alreadyCancelled}`),
    ]);
    expect(await seatsAt(tomorrow, "1200")).toBe(before);

    const [mail] = await waitForMail(customer.email, {
      match: (m) => m.subject.endsWith("is cancelled"),
    });
    expect(mail?.destination.to).toEqual([customer.email]);
    expect(mail?.body.text).toContain("cancelled by the");
    expect(mail?.body.text).toContain("Reason: The dining room is closed for a private event.");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cancellations = (await sentMail(customer.email)).filter((m) =>
      m.subject.endsWith("is cancelled"),
    );
    expect(cancellations).toHaveLength(1);

    const entries = await auditOf(`reservation:${customer.id}/${id}`);
    expect(entries.map((e) => e.action)).toEqual(["reservation.cancel"]);
    expect(entries[0]?.before).toMatchObject({ status: "booked", party_size: 3 });
    expect(entries[0]?.after).toMatchObject({ status: "cancelled", mailed: true });

    const day = await dayOf(host);
    expect(partyOf(day, id)).toMatchObject({ status: "cancelled", cancelled_by: "staff" });
    expect(await dynamoReservationStore.listOfCustomer(site.id, customer.id)).toEqual([]);
  });

  it("leaves nothing for the customer's own cancel to free again, nor the host's after it", async () => {
    const customer = await inProcessCustomer(site.id);
    const before = await seatsAt(tomorrow, "1330");
    const id = await booked(customer, { hour: 13, minute: 30, friends: 1 });
    const params = { site_id: site.id, reservation_id: id, customer_id: customer.id };
    const byHost = await host.call("POST", CANCEL, params);
    expect(byHost.status).toBe(200);
    const own = await customer.call("reservations", "DELETE", "/v1/reservations", {
      site_id: site.id,
      reservation_id: id,
    });
    expect([own.status, own.body.msg]).toEqual([404, CUSTOMER_CANCEL_FAILED]);
    expect(await seatsAt(tomorrow, "1330")).toBe(before);

    const other = await inProcessCustomer(site.id);
    const theirs = await booked(other, { hour: 13, minute: 30 });
    await other.call("reservations", "DELETE", "/v1/reservations", {
      site_id: site.id,
      reservation_id: theirs,
    });
    const late = await host.call("POST", CANCEL, {
      site_id: site.id,
      reservation_id: theirs,
      customer_id: other.id,
    });
    expect([late.status, late.body.msg]).toEqual([409, HOST_MESSAGES.alreadyCancelled]);
    expect(await seatsAt(tomorrow, "1330")).toBe(before);
  });

  it("cannot reach another campus's reservation by naming its customer", async () => {
    const customer = await inProcessCustomer(otherSite.id);
    const made = await bookReservation(customer, { location_id: elsewhere.id, date: tomorrow });
    expect(made.status).toBe(200);
    const params = {
      site_id: site.id,
      reservation_id: made.body.reservation.id,
      customer_id: customer.id,
    };
    const result = await host.call("POST", CANCEL, params);
    expect([result.status, result.body.msg]).toEqual([404, HOST_MESSAGES.notFound]);
  });
});

describe("the demo", () => {
  it("books today's and tomorrow's parties through the booking store, once however often it runs", async () => {
    const demo = "ops-reservations-demo";
    await cedarRidgeCopy(demo);
    const now = new Date();
    await seedReservationsDemo(demo, now);
    await seedReservationsDemo(demo, now);
    const list = await admin.call<{ locations: { id: string }[]; today: string }>(
      "GET",
      LOCATIONS,
      { site_id: demo },
    );
    expect(list.body.locations.map((l) => l.id)).toEqual(["summit-terrace", "chefs-table"]);
    let parties = 0;
    for (const { id } of list.body.locations) {
      for (const date of [list.body.today, addDays(list.body.today, 1)]) {
        const result = await admin.call<Day>("GET", DAY, {
          site_id: demo,
          location_id: id,
          date,
        });
        const { times, totals } = result.body;
        const held = times
          .flatMap((time) => time.reservations)
          .filter((party) => party.status !== "cancelled");
        // The counters hold exactly the seats of the parties still booked.
        expect(totals.seats).toBe(held.reduce((sum, party) => sum + party.party_size, 0));
        for (const time of times) {
          const seats = time.reservations
            .filter((party) => party.status !== "cancelled")
            .reduce((sum, party) => sum + party.party_size, 0);
          expect(time.booked, `${id} ${date} ${time.label}`).toBe(seats);
        }
        if (times.length > 0) expect(totals.parties + totals.cancelled).toBe(8);
        parties += totals.parties;
      }
    }
    expect(parties).toBeGreaterThan(0);
  });
});
