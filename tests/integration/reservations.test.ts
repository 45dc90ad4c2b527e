import type { MiddlewareStack } from "@smithy/types";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { documentClient } from "../../functions/platform/dynamo";
import { onRequestDone, type RequestDone } from "../../functions/platform/request-scope";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { dynamoReservationStore } from "../../functions/reservations/reservation-store";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { createLunchSchedule, createReservableLocation } from "../support/factories/location";
import { createSite } from "../support/factories/site";
import {
  type CallOptions,
  callHandler,
  type InProcessCustomer,
  inProcessCustomer,
} from "../support/in-process";
import { waitForMail } from "../support/mail";
import { bookReservation } from "../support/reservations";

const CREATED = "Reservation successfully created.";
const GONE = "We're sorry, the time slot you requested is no longer available.";
const CANCELLED = "Your reservation has been successfully cancelled.";
const CANCEL_FAILED =
  "We were unable to process your request; this reservation may have been previously cancelled.";
const VISIT_LIMIT = "Sorry, you can't reserve more times in this schedule.";
const HELD = "You've already reserved this time.";

const site = createSite({ customer_login: true, email: "dining@reservations.example.edu" });
const otherSite = createSite({ customer_login: true, email: "dining@other.example.edu" });
const today = campusDate(new Date(), site.time_zone);
const tomorrow = addDays(today, 1);

const settings = {
  allow_guest_friends: true,
  guest_friend_limit: 3,
  schedules: [createLunchSchedule(today)],
};
const open = createReservableLocation(today, { ...settings, reservation_capacity: 10 });
const limited = createReservableLocation(today, {
  ...settings,
  reservation_capacity: 50,
  limit_reservation_visits: true,
  reservation_max_visits: 2,
});

beforeAll(async () => {
  const now = new Date();
  await Promise.all([
    dynamoSiteStore.put(site, false, now),
    dynamoSiteStore.put(otherSite, false, now),
    dynamoLocationStore.putLocation(site.id, open),
    dynamoLocationStore.putLocation(site.id, limited),
    dynamoLocationStore.putLocation(otherSite.id, open),
  ]);
});

const booking = (
  customer: InProcessCustomer,
  overrides: Record<string, unknown> = {},
  options: CallOptions = {},
) => bookReservation(customer, { location_id: open.id, date: tomorrow, ...overrides }, options);

const cancelCall = (customer: InProcessCustomer, params: Record<string, unknown>, session = true) =>
  customer.call("reservations", "DELETE", "/v1/reservations", params, { session });

async function bookedSeats(locationId: string, date: string, hhmm: string) {
  const day = await dynamoReservationStore.readDay(site.id, locationId, date);
  return day.counters.find((c) => c.hhmm === hhmm)?.booked ?? 0;
}

async function inBatches<T>(count: number, size: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += size) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, make))));
  }
  return made;
}

describe("capacity is enforced by DynamoDB", () => {
  it("books exactly up to a capacity of 10 when 500 bookings with friends race for one slot", async () => {
    const customers = await inBatches(500, 50, () => inProcessCustomer(site.id));
    const results = await Promise.all(
      customers.map((customer, index) =>
        booking(customer, { hour: 11, minute: 30, friends: index % 4 }, { timeBudgetMs: 200_000 }),
      ),
    );
    const booked = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(new Set(booked.map((r) => r.body.msg))).toEqual(new Set([CREATED]));
    expect(new Set(refused.map((r) => `${r.status} ${r.body.msg}`))).toEqual(
      new Set([`409 ${GONE}`]),
    );
    const seats = booked.reduce((sum, r) => sum + r.body.reservation.guests, 0);
    expect(seats).toBe(10);
    expect(await bookedSeats(open.id, tomorrow, "1130")).toBe(10);
  }, 240_000);

  // docs/data-model.md #33: a popular night sends thousands of attempts at one slot; once it is
  // full they are refused by the admission read of its counter, never by a transaction.
  it("refuses a full slot from its counter, sending no transaction and no second round trip", async () => {
    const date = addDays(today, 4);
    const fillers = await Promise.all(Array.from({ length: 3 }, () => inProcessCustomer(site.id)));
    const filled = await Promise.all(
      fillers.map((customer, n) =>
        booking(customer, { date, hour: 12, minute: 30, friends: n === 2 ? 1 : 3 }),
      ),
    );
    expect(filled.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await bookedSeats(open.id, date, "1230")).toBe(10);
    const late = await inProcessCustomer(site.id);
    const sent: string[] = [];
    const seen: RequestDone[] = [];
    const stack = documentClient().middlewareStack as MiddlewareStack<object, object>;
    stack.add(
      (next, context) => (args) => {
        sent.push(String((context as { commandName?: string }).commandName));
        return next(args);
      },
      { step: "initialize", name: "recordCommands" },
    );
    const stop = onRequestDone((done) => seen.push(done));
    try {
      const refused = await booking(late, { date, hour: 12, minute: 30 });
      expect([refused.status, refused.body.msg]).toEqual([409, GONE]);
    } finally {
      stop();
      stack.remove("recordCommands");
    }
    // The reads and the customer's own mail quota, all in one round trip; nothing on the slot.
    expect(sent).not.toContain("TransactWriteItemsCommand");
    expect(sent.filter((name) => !/^(Get|BatchGet|Query)/.test(name))).toEqual([
      "UpdateItemCommand",
    ]);
    expect(seen.map((done) => done.dynamoRoundTrips)).toEqual([1]);
    expect(await bookedSeats(open.id, date, "1230")).toBe(10);
  });

  it("frees the seats once when the same cancel is sent twice at once", async () => {
    const customer = await inProcessCustomer(site.id);
    const before = await bookedSeats(open.id, tomorrow, "1300");
    const made = await booking(customer, { hour: 13, minute: 0, friends: 2 });
    expect([made.status, made.body.msg]).toEqual([200, CREATED]);
    expect(await bookedSeats(open.id, tomorrow, "1300")).toBe(before + 3);
    const params = { site_id: site.id, reservation_id: made.body.reservation.id };
    const [a, b] = await Promise.all([cancelCall(customer, params), cancelCall(customer, params)]);
    const outcomes = [a, b].map((r) => r.body.msg).sort();
    expect(outcomes).toEqual([CANCELLED, CANCEL_FAILED].sort());
    expect(await bookedSeats(open.id, tomorrow, "1300")).toBe(before);
  });

  it("holds the visit limit per block when one customer books concurrently", async () => {
    const customer = await inProcessCustomer(site.id);
    const times = [
      [11, 0],
      [11, 30],
      [12, 0],
      [12, 30],
      [13, 0],
      [13, 30],
    ] as const;
    const results = await Promise.all(
      times.map(([hour, minute]) => booking(customer, { location_id: limited.id, hour, minute })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.status !== 200);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.msg}`))).toEqual(
      new Set([`409 ${VISIT_LIMIT}`]),
    );
    const day = await dynamoReservationStore.readDay(site.id, limited.id, tomorrow);
    expect(day.visits.find((v) => v.customerId === customer.id)?.visits).toBe(2);
  });

  it("lets a customer hold one time once, even when asked twice at once", async () => {
    const customer = await inProcessCustomer(site.id);
    const twice = await Promise.all([
      booking(customer, { location_id: limited.id, date: addDays(today, 2) }),
      booking(customer, { location_id: limited.id, date: addDays(today, 2) }),
    ]);
    expect(twice.map((r) => r.body.msg).sort()).toEqual([HELD, CREATED].sort());
    const availability = await customer.call<{
      blocks: { slots: { key: string; selectable: boolean; tooltip: string | null }[] }[];
    }>("reservations", "GET", "/v1/reservations/availability", {
      site_id: site.id,
      location_id: limited.id,
      date: addDays(today, 2),
    });
    const slot = availability.body.blocks[0]?.slots.find(
      (s) => s.key === `${addDays(today, 2)}#1200`,
    );
    expect(slot).toMatchObject({ selectable: false, tooltip: HELD });
  });

  it("refuses another customer's id with 403", async () => {
    const customer = await inProcessCustomer(site.id);
    const other = await inProcessCustomer(site.id);
    const response = await booking(customer, { customer_id: other.id });
    expect(response.status).toBe(403);
  });
});

const isConfirmation = (mail: { subject: string }) => mail.subject.endsWith("is confirmed");

/** The cancel link of the newest confirmation mailed to `to` (it arrives through the outbox). */
async function mailedLink(to: string) {
  const mail = (await waitForMail(to, { match: isConfirmation })).at(-1);
  const match = mail?.body.text?.match(
    /https?:\/\/[^\s/]+\/([^/\s]+)\/cancel-reservation\/([^/\s]+)\/([^#\s]+)#token=(\S+)/,
  );
  if (!match) throw new Error(`No cancel link mailed to ${to}`);
  const [, slug = "", customerId = "", reservationId = "", token = ""] = match;
  return { slug, customerId, reservationId, token: decodeURIComponent(token), mail };
}

describe("cancel by link", () => {
  it("mails a link that cancels without logging in, once", async () => {
    const customer = await inProcessCustomer(site.id);
    const made = await booking(customer, { friends: 1, notes: "Window seat" });
    expect(made.status).toBe(200);
    const link = await mailedLink(customer.email);
    expect(link.mail?.body.text).toContain("Party: 2 people (you and 1 guest)");
    expect(link.slug).toBe(site.slug);
    expect([link.customerId, link.reservationId]).toEqual([customer.id, made.body.reservation.id]);
    const params = {
      site_id: site.id,
      customer_id: link.customerId,
      reservation_id: link.reservationId,
      token: link.token,
    };
    const first = await cancelCall(customer, params, false);
    expect([first.status, first.body.msg]).toEqual([200, CANCELLED]);
    const again = await cancelCall(customer, params, false);
    expect(again.body.msg).toBe(CANCEL_FAILED);
    expect(again.status).toBeGreaterThanOrEqual(400);
    // The owner hears of the cancel once: the refused second cancel recorded no mail.
    const isCancellation = (mail: { subject: string }) => mail.subject.endsWith("is cancelled");
    const [cancelled] = await waitForMail(customer.email, { match: isCancellation });
    expect(cancelled?.body.text).toContain("has been cancelled");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await waitForMail(customer.email, { match: isCancellation })).toHaveLength(1);
  });

  it("never cancels with ids alone, a forged token, another reservation's token or another campus's", async () => {
    const victim = await inProcessCustomer(site.id);
    const attacker = await inProcessCustomer(site.id);
    const target = await booking(victim);
    await booking(attacker);
    const own = await mailedLink(attacker.email);
    const ids = {
      site_id: site.id,
      customer_id: victim.id,
      reservation_id: target.body.reservation.id,
    };
    const forged = await new SignJWT({ site: site.id, rid: ids.reservation_id })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(victim.id)
      .setIssuer("dine-on-campus")
      .setAudience("reservation-cancel")
      .setExpirationTime("1d")
      .sign(new TextEncoder().encode("not-the-key-not-the-key-not-the-key!"));
    const elsewhere = await inProcessCustomer(otherSite.id);
    const remote = await booking(elsewhere);
    expect(remote.status).toBe(200);
    const remoteLink = await mailedLink(elsewhere.email);
    const attempts = [
      { ...ids },
      { ...ids, token: forged },
      { ...ids, token: own.token },
      { ...ids, token: `${own.token.slice(0, -2)}xx` },
      // Another campus's genuine token, presented for its own ids on this campus.
      {
        site_id: site.id,
        customer_id: remoteLink.customerId,
        reservation_id: remoteLink.reservationId,
        token: remoteLink.token,
      },
    ];
    for (const params of attempts) {
      const response = await cancelCall(attacker, params, false);
      expect(response.status, JSON.stringify(params)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    // The victim's reservation is still there.
    const list = await victim.call<{ reservations: { id: string }[] }>(
      "customer",
      "GET",
      "/v1/customer/reservations",
      { site_id: site.id },
    );
    expect(list.body.reservations.map((r) => r.id)).toContain(target.body.reservation.id);
  });
});

describe("DynamoDB round trips", () => {
  it("books, reads availability, lists and cancels within two round trips each", async () => {
    const customer = await inProcessCustomer(site.id);
    const seen: RequestDone[] = [];
    const stop = onRequestDone((done) => seen.push(done));
    const made = await booking(customer, { date: addDays(today, 3) });
    await customer.call("reservations", "GET", "/v1/reservations/availability", {
      site_id: site.id,
      location_id: open.id,
      date: addDays(today, 3),
    });
    await customer.call("customer", "GET", "/v1/customer/reservations", { site_id: site.id });
    await cancelCall(customer, { site_id: site.id, reservation_id: made.body.reservation.id });
    stop();
    expect(seen.map((done) => done.routeKey)).toEqual([
      "POST /v1/reservations",
      "GET /v1/reservations/availability",
      "GET /v1/customer/reservations",
      "DELETE /v1/reservations",
    ]);
    for (const done of seen) expect(done.dynamoRoundTrips, done.routeKey).toBeLessThanOrEqual(2);
  });
});

describe("the account's reservations", () => {
  it("lists them and prints the card for its owner only", async () => {
    const customer = await inProcessCustomer(site.id);
    const other = await inProcessCustomer(site.id);
    const made = await booking(customer, { hour: 12, minute: 30 });
    const list = await customer.call<{ reservations: { id: string; time: string }[] }>(
      "customer",
      "GET",
      "/v1/customer/reservations",
      { site_id: site.id },
    );
    expect(list.body.reservations).toEqual([
      expect.objectContaining({ id: made.body.reservation.id, time: "12:30p" }),
    ]);
    const card = await customer.call("customer", "GET", "/v1/customer/reservation_card", {
      site_id: site.id,
      reservation_id: made.body.reservation.id,
    });
    expect(card.status).toBe(200);
    expect(Buffer.from(card.raw, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    const stolen = await other.call("customer", "GET", "/v1/customer/reservation_card", {
      site_id: site.id,
      reservation_id: made.body.reservation.id,
    });
    expect(stolen.status).toBe(404);
    const none = await other.call<{ reservations: unknown[] }>(
      "customer",
      "GET",
      "/v1/customer/reservations",
      { site_id: site.id },
    );
    expect(none.body.reservations).toEqual([]);
  });

  it("lists only locations without a building that take reservations", async () => {
    const response = await callHandler<{ locations: { id: string; dates: string[] }[] }>(
      "reservations",
      "GET",
      "/v1/reservations/locations",
      { site_id: site.id },
    );
    expect(response.body.locations.map((l) => l.id).sort()).toEqual([open.id, limited.id].sort());
    expect(response.body.locations[0]?.dates[0]).toBe(tomorrow);
  });
});
