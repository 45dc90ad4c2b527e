import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signSession } from "../../functions/platform/session/session-token";
import { sessionSigningKey } from "../../functions/platform/session/signing-key";
import { billCampus } from "../../functions/subscriptions/billing/billing-service";
import { importGroupHandler } from "../../scripts/local/group-handler-module";
import type { CustomerSubscription } from "../../shared/subscriptions/routes/customer-subscriptions";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { billingDeps } from "../support/billing";
import { cedarRidgeCopy } from "../support/campus-copy";
import { callCheckout } from "../support/checkout";
import { inProcessCsrf } from "../support/csrf";
import { checkoutBody } from "../support/factories/checkout";
import { FakeGateway } from "../support/fake-gateway";
import { inProcessCustomer } from "../support/in-process";
import { waitForMail } from "../support/mail";
import { sandboxToken, TEST_CARDS } from "../support/payments";

// A subscription bought through the real cart, checkout, billing and customer handlers against
// DynamoDB Local, with the clock moved (the handlers read it; billing takes its instant). On a
// copy of Cedar Ridge (campus time America/Los_Angeles): Monthly Meal Club $249.00, Weekly
// 10-Meal Plan $119.00, both card only and untaxed.

type Handler = (event: unknown, context: unknown) => Promise<Record<string, unknown>>;

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock the handlers read to `iso` (only Date: timers keep running). */
function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

/** One request to a group's real handler, with the cookies a browser holding them would send. */
async function call<T>(
  group: "cart" | "customer",
  path: string,
  body: Record<string, unknown>,
  cookies: string[],
): Promise<{ status: number; body: T & { msg: string }; cookies: string[] }> {
  const { handler } = (await importGroupHandler(group)) as {
    handler: Handler;
  };
  const csrf = await inProcessCsrf(cookies);
  const event = structuredClone(httpApiEvent);
  const result = await handler(
    {
      ...event,
      routeKey: `POST ${path}`,
      rawPath: path,
      requestContext: {
        ...event.requestContext,
        http: { ...event.requestContext.http, method: "POST" },
      },
      headers: { ...event.headers, "x-csrf-token": csrf.token },
      cookies: [...csrf.cookies, ...cookies],
      body: JSON.stringify(body),
    },
    lambdaContext,
  );
  return {
    status: Number(result.statusCode),
    body: JSON.parse(String(result.body)),
    cookies: (result.cookies as string[] | undefined) ?? [],
  };
}

/** A signed-in customer of `siteId` whose cart is priced for a Cedar Ridge student. */
async function shopper(siteId: string) {
  const customer = await inProcessCustomer(siteId);
  const session = async () => {
    const { token } = await signSession(
      { siteId, customerId: customer.id, version: 1 },
      await sessionSigningKey(),
      new Date(),
    );
    return `doc_session=${token}`;
  };
  const selected = await call(
    "cart",
    "/v1/cart/update_selections",
    {
      site_id: siteId,
      location_id: "main-campus",
      term_id: "sel-fall-2026",
      type_id: "student",
      year_id: "year-2026-27",
    },
    [await session()],
  );
  expect(selected.status, selected.body.msg).toBe(200);
  const cartCookie = selected.cookies
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((cookie) => cookie.startsWith(`doc_cart_${siteId}=`));
  if (!cartCookie) throw new Error("no cart cookie");
  return {
    ...customer,
    addPlan: async (meal_plan: string, start_date: string, end_date: string) =>
      call<{ cart: unknown }>(
        "cart",
        "/v1/cart/add_meal_plan",
        { site_id: siteId, meal_plan, start_date, end_date },
        [cartCookie, await session()],
      ),
    checkout: async (total: number) =>
      callCheckout(
        "create_cc_order",
        checkoutBody({
          site_id: siteId,
          total,
          email: customer.email,
          email_confirmation: customer.email,
          card_token: await sandboxToken(TEST_CARDS.approved),
          card_brand: "Visa",
          card_last4: "1111",
        }),
        { siteId, cookies: [cartCookie, await session()] },
      ),
    subscriptions: async () =>
      call<{ subscriptions: CustomerSubscription[] }>(
        "customer",
        "/v1/customer/subscriptions",
        { site_id: siteId, public: true },
        [await session()],
      ),
  };
}

describe("a monthly plan that starts in the current month", () => {
  it("is charged once per month: November at checkout on Nov 16, December by billing on Dec 1", async () => {
    const siteId = `sched-${randomUUID().slice(0, 8)}`;
    setClock("2026-11-16T20:00:00Z");
    await cedarRidgeCopy(siteId);
    const buyer = await shopper(siteId);
    const added = await buyer.addPlan("monthly-club", "2026-11-01", "2026-12-31");
    expect(added.status, added.body.msg).toBe(200);
    const paid = await buyer.checkout(24_900);
    expect(paid.status, paid.body.msg).toBe(200);

    const [bought] = (await buyer.subscriptions()).body.subscriptions;
    expect(bought).toMatchObject({
      start: "2026-11-16",
      end: "2026-12-31",
      status: "active",
      next_bill_day: "2026-12-01",
      payments: [
        {
          period: "2026-11-16",
          charged_on: "2026-11-16",
          from: "2026-11-16",
          to: "2026-11-30",
          amt: 24_900,
          result: "Approved",
        },
      ],
      upcoming: [{ date: "2026-12-01", amt: 24_900, from: "2026-12-01", to: "2026-12-31" }],
    });

    // Runs every day from the day after checkout to long after the end: one charge, on Dec 1.
    const gateway = new FakeGateway();
    const billed: string[] = [];
    for (const at of ["2026-11-17", "2026-11-30", "2026-12-01", "2026-12-02", "2027-01-01"]) {
      const report = await billCampus(billingDeps(gateway), siteId, new Date(`${at}T20:00:00Z`));
      billed.push(...report.periods.filter((p) => p.outcome === "paid").map((p) => p.period));
    }
    expect(billed).toEqual(["2026-12-01"]);
    expect(gateway.approvedPeriods(bought?.id ?? "")).toEqual(["2026-12-01"]);

    setClock("2026-12-02T20:00:00Z");
    const after = (await buyer.subscriptions()).body.subscriptions[0];
    expect(after?.payments.map((p) => [p.charged_on, p.from, p.to, p.amt, p.result])).toEqual([
      ["2026-11-16", "2026-11-16", "2026-11-30", 24_900, "Approved"],
      ["2026-12-01", "2026-12-01", "2026-12-31", 24_900, "Approved"],
    ]);
    expect(after?.upcoming).toEqual([]);
    // Two months, two charges: $249.00 at checkout and $249.00 by billing.
    expect((after?.payments ?? []).reduce((sum, p) => sum + p.amt, 0)).toBe(2 * 24_900);

    setClock("2027-01-01T20:00:00Z");
    const ended = (await buyer.subscriptions()).body.subscriptions[0];
    expect(ended).toMatchObject({ status: "ended", can_cancel: false, cancel_opens_on: null });
  });
});

describe("future periods bought ahead", () => {
  it("bought Nov 27: December and the week of Dec 7 were charged Nov 27, later ones are scheduled", async () => {
    const siteId = `sched-${randomUUID().slice(0, 8)}`;
    setClock("2026-11-27T20:00:00Z");
    await cedarRidgeCopy(siteId);
    const buyer = await shopper(siteId);
    expect((await buyer.addPlan("monthly-club", "2026-12-01", "2027-01-31")).status).toBe(200);
    expect((await buyer.addPlan("weekly-ten", "2026-12-07", "2026-12-21")).status).toBe(200);
    const paid = await buyer.checkout(24_900 + 11_900);
    expect(paid.status, paid.body.msg).toBe(200);

    const { subscriptions } = (await buyer.subscriptions()).body;
    const monthly = subscriptions.find((s) => s.kind === "meal_plan_monthly");
    const weekly = subscriptions.find((s) => s.kind === "meal_plan_weekly");
    expect(monthly?.payments).toEqual([
      expect.objectContaining({
        charged_on: "2026-11-27",
        from: "2026-12-01",
        to: "2026-12-31",
        result: "Approved",
      }),
    ]);
    expect(monthly?.upcoming).toEqual([
      { date: "2027-01-01", amt: 24_900, from: "2027-01-01", to: "2027-01-31" },
    ]);
    expect(weekly).toMatchObject({ start: "2026-12-07", end: "2026-12-20" });
    expect(weekly?.payments).toEqual([
      expect.objectContaining({ charged_on: "2026-11-27", from: "2026-12-07", to: "2026-12-13" }),
    ]);
    expect(weekly?.upcoming).toEqual([
      { date: "2026-12-07", amt: 11_900, from: "2026-12-14", to: "2026-12-20" },
    ]);

    // The confirmation mail carries the same schedule.
    vi.useRealTimers();
    const [mail] = await waitForMail(buyer.email);
    for (const part of [mail?.body.text ?? "", mail?.body.html ?? ""]) {
      expect(part).toContain("Monthly Meal Club: Dec 1, 2026 – Jan 31, 2027");
      expect(part).toContain("Nov 27, 2026, with this order (for Dec 1 – Dec 31, 2026)");
      expect(part).toContain("Jan 1, 2027 (for Jan 1 – Jan 31, 2027)");
      expect(part).toContain("Weekly 10-Meal Plan: Dec 7 – Dec 20, 2026");
      expect(part).toContain("Dec 7, 2026 (for Dec 14 – Dec 20, 2026)");
    }
  });

  it("refuses a cart line whose start passed while it waited, before charging", async () => {
    const siteId = `sched-${randomUUID().slice(0, 8)}`;
    setClock("2026-11-16T20:00:00Z");
    await cedarRidgeCopy(siteId);
    const buyer = await shopper(siteId);
    expect((await buyer.addPlan("monthly-club", "2026-11-01", "2026-12-31")).status).toBe(200);
    setClock("2026-11-20T20:00:00Z");
    const refused = await buyer.checkout(24_900);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      "The start date you chose for Monthly Meal Club is no longer available. Please remove it from your cart and add it again with new dates.",
    );
    expect((await buyer.subscriptions()).body.subscriptions).toEqual([]);
  });
});
