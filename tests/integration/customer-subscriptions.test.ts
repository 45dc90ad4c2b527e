import { beforeAll, describe, expect, it } from "vitest";
import { handler as customerHandler } from "../../functions/accounts/customer/handler";
import { onRequestDone, type RequestDone } from "../../functions/platform/request-scope";
import { signSession } from "../../functions/platform/session/session-token";
import { sessionSigningKey } from "../../functions/platform/session/signing-key";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { billCampus } from "../../functions/subscriptions/billing/billing-service";
import { dynamoBillingStore } from "../../functions/subscriptions/billing-store";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { SUBSCRIPTION_TEXT } from "../../shared/subscriptions/messages";
import type { CustomerSubscription } from "../../shared/subscriptions/routes/customer-subscriptions";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { AccountClient } from "../support/account-client";
import { inProcessCsrf } from "../support/csrf";
import { createSignUp } from "../support/factories/customer";
import { createSite } from "../support/factories/site";
import { createSubscription, putSubscription } from "../support/factories/subscription";
import { FakeGateway } from "../support/fake-gateway";
import { inProcessCustomer } from "../support/in-process";

const site = createSite({ customer_login: true, subscriptions: true, time_zone: "America/Denver" });
const noSubscriptions = createSite({ customer_login: true, subscriptions: false });
const today = campusDate(new Date(), site.time_zone);

beforeAll(async () => {
  await Promise.all([site, noSubscriptions].map((s) => dynamoSiteStore.put(s, false, new Date())));
});

type ListBody = { subscriptions: CustomerSubscription[] };

async function customerOf(siteId: string) {
  const client = new AccountClient();
  const { status, body } = await client.call<{ customer: { id: string } }>("/v1/customer/create", {
    method: "POST",
    body: createSignUp({ site_id: siteId }),
  });
  expect(status, body.msg).toBe(200);
  return { client, id: body.customer.id };
}

/** A monthly subscription whose billing days are `offsets` days from the campus's today. */
const subscriptionOf = (customerId: string, offsets: number[], overrides = {}) =>
  putSubscription(
    createSubscription({
      siteId: site.id,
      customer_id: customerId,
      frequency: "monthly",
      start: addDays(today, offsets[0] ?? 0),
      end: addDays(today, (offsets.at(-1) ?? 0) + 27),
      orderedOn: addDays(today, -5),
      billing_days: offsets.map((days) => addDays(today, days)),
      next_bill_day: addDays(today, offsets[0] ?? 0),
      ...overrides,
    }),
  );

const list = (client: AccountClient, siteId = site.id) =>
  client.call<ListBody>("/v1/customer/subscriptions", {
    method: "POST",
    body: { site_id: siteId, public: true },
  });

const cancel = (client: AccountClient, subscriptionId: string) =>
  client.call<ListBody>("/v1/customer/cancel_subscription", {
    method: "POST",
    body: { site_id: site.id, subscription_id: subscriptionId, public: true },
  });

describe("customer/subscriptions", () => {
  it("lists the customer's own subscriptions with their payments after a billing run", async () => {
    const { client, id } = await customerOf(site.id);
    const other = await customerOf(site.id);
    const due = await subscriptionOf(id, [0, 30]);
    await subscriptionOf(other.id, [0]);

    const before = await list(client);
    expect(before.status).toBe(200);
    expect(before.body.subscriptions).toHaveLength(1);
    expect(before.body.subscriptions[0]).toMatchObject({
      id: due.id,
      start: due.start,
      end: due.end,
      canceled: false,
      canceled_at: null,
      item: { name: "Monthly Gold Plan", price: 45_000 },
      order: { created_at: due.order_created_at },
      payments: [],
    });

    const gateway = new FakeGateway();
    await billCampus(
      {
        sites: dynamoSiteStore,
        store: dynamoBillingStore,
        gatewayFor: () => gateway,
      },
      site.id,
      new Date(),
    );
    const after = await list(client);
    expect(after.body.subscriptions[0]?.payments).toEqual([
      {
        period: today,
        amt: 45_000,
        created_at: expect.any(String),
        result: "Approved",
        charged_on: today,
        from: today,
        to: expect.any(String),
      },
    ]);
    expect(after.body.subscriptions[0]?.next_bill_day).toBe(addDays(today, 30));
  });

  it("answers an empty list for a customer without subscriptions", async () => {
    const { client } = await customerOf(site.id);
    const { status, body } = await list(client);
    expect(status).toBe(200);
    expect(body.subscriptions).toEqual([]);
  });

  it("refuses signed-out callers, other customers' ids and sites without subscriptions", async () => {
    expect((await list(new AccountClient())).status).toBe(401);
    const { client, id } = await customerOf(site.id);
    const forged = await client.call("/v1/customer/subscriptions", {
      method: "POST",
      body: { site_id: site.id, customer_id: `${id}x` },
    });
    expect(forged.status).toBe(403);
    const elsewhere = await customerOf(noSubscriptions.id);
    const refused = await list(elsewhere.client, noSubscriptions.id);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(SUBSCRIPTION_TEXT.notOffered);
  });
});

describe("customer/cancel_subscription", () => {
  it("cancels 3 or more days before the next delivery, after which it is never charged", async () => {
    const { client, id } = await customerOf(site.id);
    const sub = await subscriptionOf(id, [3, 33]);

    const { status, body } = await cancel(client, sub.id);
    expect(status, body.msg).toBe(200);
    expect(body.msg).toBe("Subscription cancelled successfully.");
    expect(body.subscriptions[0]).toMatchObject({
      id: sub.id,
      canceled: true,
      status: "canceled",
      can_cancel: false,
    });
    expect(Date.parse(body.subscriptions[0]?.canceled_at ?? "")).toBeGreaterThan(
      Date.now() - 60_000,
    );

    const again = await cancel(client, sub.id);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(SUBSCRIPTION_TEXT.alreadyCanceled);

    // Even a run long after its billing days finds nothing to charge.
    const gateway = new FakeGateway();
    const report = await billCampus(
      {
        sites: dynamoSiteStore,
        store: dynamoBillingStore,
        gatewayFor: () => gateway,
      },
      site.id,
      new Date(Date.now() + 40 * 86_400_000),
    );
    expect(report.periods.filter((p) => p.subscription_id === sub.id)).toEqual([]);
    expect(gateway.approvedPeriods(sub.id)).toEqual([]);
  });

  it("refuses a cancel less than 3 days before the next delivery", async () => {
    const { client, id } = await customerOf(site.id);
    const sub = await subscriptionOf(id, [2, 32]);
    const listed = await list(client);
    expect(listed.body.subscriptions[0]?.can_cancel).toBe(false);
    const { status, body } = await cancel(client, sub.id);
    expect(status).toBe(409);
    expect(body.msg).toBe(SUBSCRIPTION_TEXT.tooLate);
    expect((await list(client)).body.subscriptions[0]?.canceled).toBe(false);
  });

  it("cannot cancel another customer's subscription", async () => {
    const owner = await customerOf(site.id);
    const sub = await subscriptionOf(owner.id, [10]);
    const { client } = await customerOf(site.id);
    const { status, body } = await cancel(client, sub.id);
    expect(status).toBe(404);
    expect(body.msg).toBe(SUBSCRIPTION_TEXT.notFound);
    expect((await list(owner.client)).body.subscriptions[0]?.canceled).toBe(false);
  });
});

describe("round trips", () => {
  it("lists in one round trip and cancels in two", async () => {
    // A real customer: the routes check the session's version against the stored one.
    const { id: customerId } = await inProcessCustomer(site.id);
    const sub = await subscriptionOf(customerId, [10, 40]);
    const { token } = await signSession(
      { siteId: site.id, customerId, version: 1 },
      await sessionSigningKey(),
      new Date(),
    );
    const call = async (path: string, body: Record<string, unknown>) => {
      const event = structuredClone(httpApiEvent);
      event.routeKey = `POST ${path}`;
      event.rawPath = path;
      event.requestContext.http.method = "POST";
      const csrf = await inProcessCsrf([`doc_session=${token}`]);
      event.cookies = [`doc_session=${token}`, ...csrf.cookies];
      event.headers["x-csrf-token"] = csrf.token;
      event.body = JSON.stringify(body);
      const seen: RequestDone[] = [];
      const stop = onRequestDone((done) => seen.push(done));
      const result = (await customerHandler(event, lambdaContext as never)) as {
        statusCode: number;
        body: string;
      };
      stop();
      expect(result.statusCode, result.body).toBe(200);
      return seen[0]?.dynamoRoundTrips;
    };
    expect(await call("/v1/customer/subscriptions", { site_id: site.id })).toBeLessThanOrEqual(1);
    expect(
      await call("/v1/customer/cancel_subscription", { site_id: site.id, subscription_id: sub.id }),
    ).toBeLessThanOrEqual(2);
  });
});
