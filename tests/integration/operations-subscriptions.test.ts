import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { getItem, queryAll } from "../../functions/platform/table";
import { seedSubscriptionsDemo } from "../../scripts/demo/operations/subscriptions";
import type { Customer } from "../../shared/accounts/routes/customer-schemas";
import {
  type AuditEntry,
  auditEntryEntity,
  auditOfSite,
} from "../../shared/operations/entities/audit-entry";
import type { OperationSubscription } from "../../shared/operations/routes/operations-subscriptions";
import { OPERATION_SUBSCRIPTION_TEXT as TEXT } from "../../shared/operations/subscription-messages";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { chargesWithKeyPrefix } from "../../shared/purchase/entities/gateway-charge";
import { encodeSandboxToken } from "../../shared/purchase/payments/sandbox";
import {
  type Subscription,
  subscriptionEntity,
  subscriptionSchema,
} from "../../shared/subscriptions/entities/subscription";
import {
  type SubscriptionPayment,
  subscriptionPaymentEntity,
} from "../../shared/subscriptions/entities/subscription-payment";
import { sentMail } from "../support/account-client";
import { createCustomerRecord, storeCustomerRecord } from "../support/factories/customer";
import { createCartItem } from "../support/factories/purchases";
import { createSite } from "../support/factories/site";
import { waitForMail } from "../support/mail";
import {
  callOperations,
  type InProcessStaff,
  inProcessStaff,
  type StaffCallResult,
} from "../support/staff";

const LIST = "/v1/operations/subscriptions";
const ONE = "/v1/operations/subscriptions/{subscription_id}";
const RETRY = "/v1/operations/subscriptions/{subscription_id}/retry";
const CANCEL = "/v1/operations/subscriptions/{subscription_id}/cancel";

const site = createSite({ name: "Subscriptions Campus", time_zone: "America/Chicago" });
const other = createSite({ name: "Other Campus" });
const now = new Date();
const today = campusDate(now, site.time_zone);

type Listing = { subscriptions: OperationSubscription[]; cursor: string | null; today: string };
type Retried = {
  outcome: "paid" | "declined";
  result: string;
  subscription: OperationSubscription;
};

let cardOffice: InProcessStaff;
let manager: InProcessStaff;
let admin: InProcessStaff;
let host: InProcessStaff;
let otherManager: InProcessStaff;

const sandboxCard = (outcome: "approved" | "declined", last4: string) =>
  encodeSandboxToken({ outcome, brand: "Visa", last4 }, randomUUID().replaceAll("-", ""), "sbxpm");

/** A customer account with a unique address, as sign-up stores it. */
async function customer(first: string): Promise<Customer> {
  const id = randomUUID();
  const account = createCustomerRecord({
    id,
    email: `${first.toLowerCase()}.${id.slice(0, 8)}@students.example.edu`,
    first_name: first,
    student_id: "S 1",
    phone: "",
    address: "",
    city: "",
    state: "",
    zip: "",
  });
  await storeCustomerRecord(site.id, account, now);
  return account;
}

const put = (item: Record<string, unknown>) =>
  documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));

type PlanPayment = Omit<SubscriptionPayment, "subscription_id" | "amt" | "created_at">;

/** The period `days` from today, charged on its day at the first attempt. */
const approved = (days: number, transaction_id: string): PlanPayment => ({
  period: addDays(today, days),
  result: "Approved",
  attempts: 1,
  attempt_day: null,
  transaction_id,
});

/** A weekly plan of `owner` whose billing days are Mondays-ish around today, written via the entity. */
async function weeklyPlan(
  owner: Customer,
  overrides: Partial<Subscription> = {},
  payments: PlanPayment[] = [],
): Promise<Subscription> {
  const billing_days = [-14, -7, 0, 7, 14].map((days) => addDays(today, days));
  const sub = subscriptionSchema.parse({
    id: `sub-${randomUUID().slice(0, 8)}`,
    site_id: site.id,
    customer_id: owner.id,
    order_id: `order-${randomUUID().slice(0, 8)}`,
    order_created_at: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
    kind: "meal_plan_weekly",
    item: createCartItem({
      id: "item-w",
      name: "Weekly Block 14",
      price: 12_500,
      subscription: true,
    }),
    start: billing_days[0],
    end: addDays(billing_days[4] as string, 6),
    billing_days,
    next_bill_day: billing_days[3],
    amount: 12_500,
    payment_method: sandboxCard("approved", "4242"),
    card_brand: "Visa",
    card_last4: "4242",
    email: null,
    ...overrides,
  });
  const key = { siteId: site.id, customerId: owner.id, subscriptionId: sub.id };
  await put(subscriptionEntity.toItem(key, sub));
  for (const payment of payments) {
    await put(
      subscriptionPaymentEntity.toItem(
        { ...key, period: payment.period },
        { ...payment, subscription_id: sub.id, amt: sub.amount, created_at: now.toISOString() },
      ),
    );
  }
  return sub;
}

/** Past due: today's period declined three times, as the billing worker leaves it. */
const pastDuePlan = (owner: Customer, paymentMethod = sandboxCard("approved", "4000")) =>
  weeklyPlan(
    owner,
    { next_bill_day: today, status: "past_due", failed_attempts: 3, payment_method: paymentMethod },
    [
      approved(-14, "t1"),
      approved(-7, "t2"),
      { period: today, result: "Declined", attempts: 3, attempt_day: today, transaction_id: "t3" },
    ],
  );

const target = (sub: Subscription) => ({
  site_id: sub.site_id,
  customer_id: sub.customer_id,
  subscription_id: sub.id,
});

const stored = async (sub: Subscription) =>
  getItem(
    subscriptionEntity.key({
      siteId: sub.site_id,
      customerId: sub.customer_id,
      subscriptionId: sub.id,
    }),
  );

async function auditOf(sub: Subscription, action: string): Promise<AuditEntry[]> {
  const items = await queryAll(auditOfSite(site.id));
  return items
    .map((item) => auditEntryEntity.fromItem(item))
    .filter(
      (entry) =>
        entry.action === action && entry.target === `subscription:${sub.customer_id}/${sub.id}`,
    );
}

beforeAll(async () => {
  await Promise.all([site, other].map((s) => dynamoSiteStore.put(s, false, now)));
  await seedSubscriptionsDemo(site.id, now);
  [cardOffice, manager, admin, host, otherManager] = await Promise.all([
    inProcessStaff("card_office", site.id),
    inProcessStaff("manager", site.id),
    inProcessStaff("admin", null),
    inProcessStaff("host", site.id),
    inProcessStaff("manager", other.id),
  ]);
});

async function listAll(staff: InProcessStaff, extra: Record<string, unknown> = {}) {
  const rows: OperationSubscription[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const response: StaffCallResult<Listing> = await staff.call<Listing>("GET", LIST, {
      site_id: site.id,
      ...extra,
      ...(cursor ? { cursor } : {}),
    });
    expect(response.status, response.body.msg).toBe(200);
    rows.push(...response.body.subscriptions);
    cursor = response.body.cursor;
    if (!cursor) break;
  }
  return rows;
}

describe("the demo and the campus list", () => {
  it("lists every subscription of the campus with its derived status", async () => {
    const rows = await listAll(cardOffice);
    const demo = rows.filter((row) => row.id.startsWith("demo-sub-"));
    expect(Object.fromEntries(demo.map((row) => [row.id, row.status]))).toEqual({
      "demo-sub-active": "active",
      "demo-sub-coffee": "active",
      "demo-sub-past-due": "past_due",
      "demo-sub-declining": "past_due",
      "demo-sub-canceled": "canceled",
      "demo-sub-ended": "ended",
    });
    const pastDue = demo.find((row) => row.id === "demo-sub-past-due") as OperationSubscription;
    expect(pastDue).toMatchObject({
      customer_id: "demo-sub-customer-2",
      customer_name: "Diego Ramirez",
      customer_email: "diego.ramirez@students.cedarridge.example.edu",
      plan_name: "Weekly Block 14",
      frequency: "weekly",
      amount_cents: 12_500,
      last_payment: { result: "Declined", attempts: 3 },
      can_retry: true,
      can_cancel: true,
    });
    expect(demo.find((row) => row.id === "demo-sub-active")?.last_payment?.result).toBe("Approved");
    // Newest order first.
    const created = rows.map((row) => row.order_created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("seeds nothing twice", async () => {
    await seedSubscriptionsDemo(site.id, new Date(now.getTime() + 9 * 86_400_000));
    const rows = await listAll(manager);
    expect(rows.filter((row) => row.id.startsWith("demo-sub-"))).toHaveLength(6);
  });

  it("filters by status and pages with a cursor", async () => {
    for (const [status, ids] of [
      ["past_due", ["demo-sub-declining", "demo-sub-past-due"]],
      ["canceled", ["demo-sub-canceled"]],
      ["ended", ["demo-sub-ended"]],
    ] as const) {
      const rows = await listAll(cardOffice, { status, limit: 1 });
      expect(
        rows.every((row) => row.status === status),
        status,
      ).toBe(true);
      expect(
        rows
          .map((row) => row.id)
          .filter((id) => id.startsWith("demo-sub-"))
          .sort(),
      ).toEqual([...ids]);
    }
    const paged = await listAll(cardOffice, { limit: 2 });
    expect(new Set(paged.map((row) => row.id)).size).toBe(paged.length);
    expect(paged.length).toBeGreaterThanOrEqual(6);
  });

  it("refuses a cursor of another campus's list", async () => {
    const first = await cardOffice.call<Listing>("GET", LIST, { site_id: site.id, limit: 1 });
    const cursor = first.body.cursor as string;
    const response = await otherManager.call("GET", LIST, { site_id: other.id, cursor });
    expect(response.status).toBe(400);
    const garbage = await cardOffice.call("GET", LIST, {
      site_id: site.id,
      cursor: "not-a-cursor",
    });
    expect(garbage.status).toBe(400);
  });

  it("answers one subscription with every payment", async () => {
    const response = await cardOffice.call<{
      subscription: OperationSubscription & { payments: SubscriptionPayment[] };
    }>("GET", ONE, {
      site_id: site.id,
      customer_id: "demo-sub-customer-1",
      subscription_id: "demo-sub-ended",
    });
    expect(response.status, response.body.msg).toBe(200);
    expect(response.body.subscription.payments).toHaveLength(8);
    const missing = await cardOffice.call("GET", ONE, {
      site_id: site.id,
      customer_id: "demo-sub-customer-1",
      subscription_id: "nope",
    });
    expect(missing.status).toBe(404);
  });
});

describe("who may use the subscriptions area", () => {
  it("lets the card office, the campus manager and the company admin in", async () => {
    for (const staff of [cardOffice, manager, admin]) {
      const response = await staff.call("GET", LIST, { site_id: site.id });
      expect(response.status, staff.account.role).toBe(200);
    }
  });

  it("refuses a host (403) and anyone without a console session (401)", async () => {
    expect((await host.call("GET", LIST, { site_id: site.id })).status).toBe(403);
    expect((await callOperations("GET", LIST, { site_id: site.id })).status).toBe(401);
    expect(
      (
        await callOperations("POST", CANCEL, {
          site_id: site.id,
          customer_id: "x",
          subscription_id: "y",
        })
      ).status,
    ).toBe(401);
  });

  it("refuses another campus's manager on every route", async () => {
    const owner = await customer("Cross");
    const sub = await pastDuePlan(owner);
    expect((await otherManager.call("GET", LIST, { site_id: site.id })).status).toBe(403);
    expect((await otherManager.call("GET", ONE, target(sub))).status).toBe(403);
    expect((await otherManager.call("POST", RETRY, target(sub))).status).toBe(403);
    expect((await otherManager.call("POST", CANCEL, target(sub))).status).toBe(403);
    // Naming their own campus finds nothing of this one: the keys are the campus's.
    const own = await otherManager.call("POST", CANCEL, { ...target(sub), site_id: other.id });
    expect(own.status).toBe(404);
    expect((await stored(sub))?.data).toMatchObject({ canceled: false, status: "past_due" });
  });
});

describe("retrying a past-due period", () => {
  it("charges it exactly once under concurrent clicks, and billing resumes", async () => {
    const owner = await customer("Retry");
    const sub = await pastDuePlan(owner);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cardOffice.call<Retried>("POST", RETRY, target(sub))),
    );
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(ok[0]?.body).toMatchObject({ outcome: "paid", result: "Approved", msg: TEXT.paid });
    expect(ok[0]?.body.subscription).toMatchObject({
      status: "active",
      next_bill_day: addDays(today, 7),
      can_retry: false,
    });

    const charges = await queryAll(
      chargesWithKeyPrefix(site.id, `subscription:${site.id}:${sub.id}:`),
    );
    expect(charges).toHaveLength(1);
    expect(charges[0]?.sk).toBe(`CHARGE#subscription:${site.id}:${sub.id}:${today}:4`);

    const item = await stored(sub);
    expect(item?.data).toMatchObject({
      status: "active",
      failed_attempts: 0,
      next_bill_day: addDays(today, 7),
    });
    expect(item?.gsi2pk).toBe(`SITE#${site.id}#BILLING`);
    const payment = await getItem(
      subscriptionPaymentEntity.key({
        siteId: site.id,
        customerId: owner.id,
        subscriptionId: sub.id,
        period: today,
      }),
    );
    expect(payment).toMatchObject({ result: "Approved", attempts: 4 });

    // The claim's entry (a click that found the attempt in flight and recorded its result
    // would add its own).
    const audit = await auditOf(sub, "subscription.retry");
    expect(audit).toContainEqual(
      expect.objectContaining({
        staff_id: cardOffice.account.id,
        site_id: site.id,
        before: { status: "past_due", period: today, attempts: 3, result: "Declined" },
        after: { period: today, attempt: 4, amount_cents: 12_500 },
      }),
    );

    // Paid: nothing is past due any more.
    const again = await cardOffice.call("POST", RETRY, target(sub));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(TEXT.nothingPastDue);
  });

  it("answers a decline and keeps the subscription past due, off the billing index", async () => {
    const owner = await customer("Decline");
    const sub = await pastDuePlan(owner, sandboxCard("declined", "0002"));
    const response = await manager.call<Retried>("POST", RETRY, target(sub));
    expect(response.status, response.body.msg).toBe(200);
    expect(response.body).toMatchObject({ outcome: "declined", result: "Declined" });
    expect(response.body.msg).toBe(TEXT.declined("Declined"));
    expect(response.body.subscription).toMatchObject({ status: "past_due", can_retry: true });
    const item = await stored(sub);
    expect(item?.data).toMatchObject({
      status: "past_due",
      failed_attempts: 4,
      next_bill_day: today,
    });
    expect(item?.gsi2pk).toBeUndefined();
    expect(await auditOf(sub, "subscription.retry")).toHaveLength(1);
  });

  it("refuses when nothing is past due, and on a canceled subscription", async () => {
    const owner = await customer("Current");
    const active = await weeklyPlan(owner, {}, [
      approved(-14, "a"),
      approved(-7, "b"),
      { period: today, result: "Approved", attempts: 1, attempt_day: today, transaction_id: "c" },
    ]);
    const refused = await cardOffice.call("POST", RETRY, target(active));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(TEXT.nothingPastDue);

    const canceled = await weeklyPlan(owner, {
      canceled: true,
      canceled_at: now.toISOString(),
      status: "canceled",
    });
    const refusedCanceled = await cardOffice.call("POST", RETRY, target(canceled));
    expect(refusedCanceled.status).toBe(409);
    expect(refusedCanceled.body.msg).toBe(TEXT.canceledNoRetry);
    expect(await auditOf(active, "subscription.retry")).toHaveLength(0);
  });
});

describe("canceling on the customer's behalf", () => {
  it("cancels inside the customer's 3-day window, mails them, takes it off the billing index, once", async () => {
    const owner = await customer("Cancel");
    // The next billing day is tomorrow: too late for the customer's own button, not for staff.
    const sub = await weeklyPlan(
      owner,
      { next_bill_day: addDays(today, 1), billing_days: [addDays(today, -6), addDays(today, 1)] },
      [approved(-6, "x")],
    );
    expect((await stored(sub))?.gsi2pk).toBe(`SITE#${site.id}#BILLING`);

    const response = await cardOffice.call<{ subscription: OperationSubscription }>(
      "POST",
      CANCEL,
      target(sub),
    );
    expect(response.status, response.body.msg).toBe(200);
    expect(response.body.msg).toBe(TEXT.canceled(owner.email));
    expect(response.body.subscription).toMatchObject({
      status: "canceled",
      can_cancel: false,
      can_retry: false,
    });

    const item = await stored(sub);
    expect(item?.data).toMatchObject({
      canceled: true,
      status: "canceled",
      canceled_at: response.body.subscription.canceled_at,
    });
    expect(item?.gsi2pk).toBeUndefined();
    expect(item?.gsi1pk).toBe(`SITE#${site.id}#SUBS`);

    const [mail] = await waitForMail(owner.email, {
      match: (m) => m.subject.includes("cancelled"),
    });
    expect(mail?.subject).toBe(`${site.name}: your Weekly Block 14 subscription is cancelled`);
    expect(mail?.body.text).toContain("Hello Cancel,");

    const twice = await manager.call("POST", CANCEL, target(sub));
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(TEXT.alreadyCanceled);

    const audit = await auditOf(sub, "subscription.cancel");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_id: cardOffice.account.id,
      staff_email: cardOffice.account.email,
      before: { status: "active" },
      after: { status: "canceled", mailed: owner.email },
    });
  });

  it("answers one of two racing cancels with 409 and mails once", async () => {
    const owner = await customer("Race");
    const sub = await weeklyPlan(owner);
    const answers = await Promise.all([
      cardOffice.call("POST", CANCEL, target(sub)),
      manager.call("POST", CANCEL, target(sub)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await waitForMail(owner.email, { match: (m) => m.subject.includes("cancelled") });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sentMail(owner.email)).toHaveLength(1);
    expect(await auditOf(sub, "subscription.cancel")).toHaveLength(1);
  });

  it("refuses an ended subscription", async () => {
    const owner = await customer("Ended");
    const sub = await weeklyPlan(owner, {
      start: addDays(today, -40),
      end: addDays(today, -2),
      billing_days: [addDays(today, -40)],
      next_bill_day: null,
    });
    const response = await cardOffice.call("POST", CANCEL, target(sub));
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe(TEXT.endedNoCancel);
  });
});
