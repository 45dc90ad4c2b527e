import { randomUUID } from "node:crypto";
import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { documentClient } from "../../functions/platform/dynamo";
import { type Mailer, sesMailer } from "../../functions/platform/mailer";
import { redeliverStale } from "../../functions/platform/outbox/delivery";
import { handleOutboxRecords } from "../../functions/platform/outbox/handler";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { getItem } from "../../functions/platform/table";
import { completionOf, NOT_CHARGED } from "../../functions/purchase/checkout/attempt-completion";
import { attemptStore } from "../../functions/purchase/checkout/attempt-store";
import { handleBillingMessages } from "../../functions/subscriptions/billing/worker";
import { type OutboxStream, startOutboxStream } from "../../scripts/local/outbox-stream";
import { freePort } from "../../scripts/local/stack";
import { type MailIntent, mailIntentEntity } from "../../shared/platform/entities/mail-intent";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { cartEntity } from "../../shared/purchase/entities/cart";
import type { CheckoutClaim } from "../../shared/purchase/entities/checkout-claim";
import { BILLING_MAX_ATTEMPTS } from "../../shared/subscriptions/billing";
import { sentMail } from "../support/account-client";
import { billingDeps, billingEvent } from "../support/billing";
import { block100Item } from "../support/factories/checkout";
import { createReservableLocation } from "../support/factories/location";
import { createSite } from "../support/factories/site";
import { putDecemberMonthly } from "../support/factories/subscription";
import { FakeGateway } from "../support/fake-gateway";
import { type InProcessCustomer, inProcessCustomer } from "../support/in-process";
import { waitForMail } from "../support/mail";
import { ownTable } from "../support/own-table";
import { bookReservation } from "../support/reservations";

/**
 * Mail that must not be lost (docs/decisions/mail-outbox.md). This file runs on a table of its
 * own on the suite's DynamoDB Local, with its own outbox stream poller, so it can take SES away
 * from the outbox worker without touching the shared stack's: the handlers (reservations,
 * billing worker, outbox worker) are the real ones, only the worker's mailer is wrapped.
 */
const { tableName: TABLE, endpoint } = ownTable("mail-outbox");

let sesDown = true;
let failedSends = 0;
let deadSes: SESv2Client;
/** The outbox worker's mailer: the real SES emulator, or while `sesDown` an unreachable SES. */
const outageMailer: Mailer = {
  async send(mail) {
    if (!sesDown) return sesMailer.send(mail);
    failedSends += 1;
    await deadSes.send(
      new SendEmailCommand({
        FromEmailAddress: "no-reply@dineoncampus.local",
        Destination: { ToAddresses: mail.to },
        Content: {
          Simple: { Subject: { Data: mail.subject }, Body: { Text: { Data: mail.text } } },
        },
      }),
    );
  },
};

let stream: OutboxStream | undefined;
const startStream = () =>
  startOutboxStream({
    endpoint,
    tableName: TABLE,
    handler: (event) => handleOutboxRecords(event, { mailer: outageMailer }),
    idleMs: 100,
    retryBaseMs: 100,
    retryMaxMs: 400,
  });

const site = createSite({ customer_login: true, email: "dining@outbox.example.edu" });
const today = campusDate(new Date(), site.time_zone);
const tomorrow = addDays(today, 1);
const location = createReservableLocation(today, { reservation_capacity: 20 });

beforeAll(async () => {
  // A port that was free and is closed again: nobody listens, so SES is "down", the connection
  // refused as a dead endpoint refuses it.
  const port = await freePort();
  deadSes = new SESv2Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    maxAttempts: 1,
  });
  await dynamoSiteStore.put(site, false, new Date());
  await dynamoLocationStore.putLocation(site.id, location);
  stream = startStream();
});

afterAll(async () => {
  await stream?.stop();
  deadSes?.destroy();
});

const book = (customer: InProcessCustomer, hour: number) =>
  bookReservation(customer, { location_id: location.id, date: tomorrow, hour });

async function intent(kind: string, ref: string): Promise<MailIntent> {
  const item = await getItem(mailIntentEntity.key({ siteId: site.id, kind, ref }));
  if (!item) throw new Error(`no ${kind} intent for ${ref}`);
  return mailIntentEntity.fromItem(item);
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An order written as checkout writes it (attempt, order, mail intent and cart in one
 * transaction, functions/purchase/checkout/attempt-store.ts); this campus sells nothing, so the
 * attempt is built here rather than priced from an order form.
 */
async function placeStudentIdOrder(email: string) {
  const cartId = randomUUID();
  await documentClient().send(
    new PutCommand({
      TableName: TABLE,
      Item: cartEntity.toItem(
        { siteId: site.id, cartId },
        {
          id: cartId,
          items: [],
          promo: null,
          selection: null,
          customer_id: null,
          updated_at: new Date().toISOString(),
        },
      ),
    }),
  );
  const item = block100Item();
  const now = new Date();
  const ids = { order_id: randomUUID(), order_no: "OUTBOX01", cart_id: cartId };
  const claim: CheckoutClaim = {
    ...ids,
    state: "complete",
    created_at: now.toISOString(),
    amount_cents: item.price,
    payment_type: "Student ID",
    cart_version: 0,
    source: null,
    today,
    lease_until: 0,
    order: {
      id: ids.order_id,
      no: ids.order_no,
      site_id: site.id,
      customer_id: null,
      cart_id: cartId,
      created_at: now.toISOString(),
      items: [item],
      subtotal: item.price,
      tax: 0,
      discount: 0,
      total: item.price,
      payment_type: "Student ID",
      card_brand: null,
      card_last4: null,
      transaction_id: null,
      email,
      buyer: {},
      state: "placed",
      confirm_by: null,
      confirmed_at: null,
    },
  };
  const done = completionOf(site, claim, NOT_CHARGED, undefined);
  expect(await attemptStore.placeDirect(site.id, claim, done, now)).toBe("placed");
  return done.order;
}

describe("mail outbox with SES unavailable", () => {
  it("sends no mail during the outage (an order, a booking, a cancel, a past-due run) and every mail exactly once after it", async () => {
    sesDown = true;
    const booker = await inProcessCustomer(site.id);
    const canceller = await inProcessCustomer(site.id);
    const payerEmail = `past.due.${randomUUID().slice(0, 8)}@example.edu`;

    // A booking, a booking then its cancel, and a billing run that ends past due.
    const booked = await book(booker, 12);
    expect(booked.status).toBe(200);
    const toCancel = await book(canceller, 13);
    expect(toCancel.status).toBe(200);
    const cancelled = await canceller.call("reservations", "DELETE", "/v1/reservations", {
      site_id: site.id,
      reservation_id: toCancel.body.reservation.id,
    });
    expect(cancelled.status).toBe(200);
    const sub = await putDecemberMonthly(site.id, "2027-03-31", {
      payment_method: "pm-decline",
      email: payerEmail,
    });
    const order = await placeStudentIdOrder(payerEmail);
    const gateway = new FakeGateway();
    for (let day = 1; day <= BILLING_MAX_ATTEMPTS; day += 1) {
      const at = `2026-12-0${day}T15:00:00Z`;
      const result = await handleBillingMessages(billingEvent(site.id, at), billingDeps(gateway));
      expect(result.batchItemFailures).toEqual([]);
    }

    const expected = [
      { kind: "reservation_confirmation", ref: booked.body.reservation.id, to: booker.email },
      { kind: "reservation_confirmation", ref: toCancel.body.reservation.id, to: canceller.email },
      { kind: "reservation_cancellation", ref: toCancel.body.reservation.id, to: canceller.email },
      { kind: "billing_past_due", ref: `${sub.id}:2026-12-01`, to: payerEmail },
      { kind: "order_confirmation", ref: order.id, to: payerEmail },
    ];
    // The worker tried each intent and failed more than once: still pending, nothing sent.
    await until("every intent failed twice", async () => {
      const intents = await Promise.all(expected.map((e) => intent(e.kind, e.ref)));
      return intents.every((i) => i.state === "pending" && i.attempts >= 2);
    });
    expect(failedSends).toBeGreaterThanOrEqual(expected.length * 2);
    for (const { to } of expected) expect(await sentMail(to)).toEqual([]);

    sesDown = false;
    await waitForMail(booker.email);
    await waitForMail(canceller.email, { count: 2 });
    await waitForMail(payerEmail, { count: 2 });
    await until("every intent is sent", async () => {
      const intents = await Promise.all(expected.map((e) => intent(e.kind, e.ref)));
      return intents.every((i) => i.state === "sent");
    });
    // A sweep later finds nothing left to send, and a while after nothing more arrived.
    const sweep = await redeliverStale(site.id, new Date(Date.now() + 60 * 60_000), {
      mailer: outageMailer,
    });
    expect(sweep).toEqual({ delivered: 0, failed: 0, throttled: 0, oldestPendingMs: null });
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const subjects = async (to: string) => (await sentMail(to)).map((mail) => mail.subject).sort();
    expect(await subjects(booker.email)).toEqual([
      `${site.name}: your reservation at ${location.name} is confirmed`,
    ]);
    expect(await subjects(canceller.email)).toEqual([
      `${site.name}: your reservation at ${location.name} is cancelled`,
      `${site.name}: your reservation at ${location.name} is confirmed`,
    ]);
    expect(await subjects(payerEmail)).toEqual(
      [
        `${site.name}: your subscription payment could not be processed`,
        expect.stringContaining(order.no),
      ].sort(),
    );
    const sent = await intent("billing_past_due", `${sub.id}:2026-12-01`);
    expect(sent).toMatchObject({ state: "sent", sent_at: expect.any(String) });
    expect(sent.expires_at).toBeGreaterThan(Date.now() / 1000);
    const raw = await getItem(mailIntentEntity.key({ siteId: site.id, ...expected[0]! }));
    expect(raw?.gsi1pk).toBeUndefined();
  });

  it("the sweeper delivers what the stream never did, once", async () => {
    // The stream's retries ran out (its record went to the dead-letter queue): no worker runs.
    await stream?.stop();
    stream = undefined;
    sesDown = false;
    const customer = await inProcessCustomer(site.id);
    const booked = await book(customer, 11);
    expect(booked.status).toBe(200);
    const ref = booked.body.reservation.id;
    expect(await intent("reservation_confirmation", ref)).toMatchObject({
      state: "pending",
      attempts: 0,
    });

    // Not stale yet: the stream may still be on it.
    const early = await redeliverStale(site.id, new Date(), { mailer: outageMailer });
    expect(early.delivered).toBe(0);

    sesDown = true;
    const later = new Date(Date.now() + 5 * 60_000);
    const failed = await redeliverStale(site.id, later, { mailer: outageMailer });
    expect(failed.failed).toBe(1);
    expect(failed.oldestPendingMs).toBeGreaterThanOrEqual(5 * 60_000 - 1_000);
    expect(await sentMail(customer.email)).toEqual([]);

    sesDown = false;
    const swept = await redeliverStale(site.id, later, { mailer: outageMailer });
    expect(swept).toEqual({ delivered: 1, failed: 0, throttled: 0, oldestPendingMs: null });
    expect(await waitForMail(customer.email)).toHaveLength(1);
    expect(await intent("reservation_confirmation", ref)).toMatchObject({
      state: "sent",
      attempts: 2,
    });
    const again = await redeliverStale(site.id, later, { mailer: outageMailer });
    expect(again.delivered).toBe(0);
    expect(await sentMail(customer.email)).toHaveLength(1);
  });
});
