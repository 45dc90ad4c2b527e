import { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, PURCHASE_GROUPS } from "../../infra/capacity-model";
import { RATE_LIMITS } from "../../infra/constructs/edge-firewall";
import { routeGroups } from "../../shared/route-list";
import { createTestApp } from "./support/create-test-app";

type Resource = { Properties: Record<string, unknown> };
// Template JSON is free-form; the assertions below pin the shapes they rely on.
// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties
type Json = any;

/** What the stacks of one app say about capacity: the settings as CloudFormation carries them. */
function capacityOf(stacks: ReturnType<typeof createTestApp>) {
  const api = Template.fromStack(stacks.api);
  const billing = Template.fromStack(stacks.billing);
  const workers = Template.fromStack(stacks.workers);
  const edge = Template.fromStack(stacks.edge);

  const [stage] = Object.values(api.findResources("AWS::ApiGatewayV2::Stage")) as Resource[];
  const settings = (stage?.Properties.DefaultRouteSettings ?? {}) as Json;

  const reserved: Record<string, number> = {};
  for (const fn of Object.values(api.findResources("AWS::Lambda::Function")) as Resource[]) {
    const group = (fn.Properties.Environment as Json)?.Variables?.POWERTOOLS_SERVICE_NAME;
    const n = fn.Properties.ReservedConcurrentExecutions;
    if (n !== undefined) reserved[String(group ?? "authorizer")] = n as number;
  }

  const [queueMapping] = Object.values(
    billing.findResources("AWS::Lambda::EventSourceMapping"),
  ) as Resource[];
  const [billingWorker] = Object.entries(billing.findResources("AWS::Lambda::Function"))
    .filter(([id]) => id.startsWith("BillingWorker"))
    .map(([, resource]) => resource as Resource);

  const outbox = Object.entries(workers.findResources("AWS::Lambda::Function"))
    .filter(([id]) => id.startsWith("OutboxWorker"))
    .map(([, resource]) => resource as Resource)[0];
  const otherWorkers = Object.entries(workers.findResources("AWS::Lambda::Function"))
    .filter(([id]) => !id.startsWith("OutboxWorker"))
    .map(([, resource]) => (resource as Resource).Properties.ReservedConcurrentExecutions);
  const [outboxMapping] = Object.values(
    workers.findResources("AWS::Lambda::EventSourceMapping"),
  ) as Resource[];

  const [acl] = Object.values(edge.findResources("AWS::WAFv2::WebACL")) as Resource[];
  const rateRules = ((acl?.Properties.Rules ?? []) as Json[]).filter(
    (rule) => rule.Statement.RateBasedStatement,
  );
  return {
    throttle: {
      rateLimit: settings.ThrottlingRateLimit,
      burstLimit: settings.ThrottlingBurstLimit,
    },
    reserved,
    billing: {
      maxConcurrency: (queueMapping?.Properties.ScalingConfig as Json)?.MaximumConcurrency,
      chargesPerSecond: (billingWorker?.Properties.Environment as Json)?.Variables
        ?.BILLING_CHARGES_PER_SECOND,
      queueUrl: (billingWorker?.Properties.Environment as Json)?.Variables?.BILLING_QUEUE_URL,
      reserved: billingWorker?.Properties.ReservedConcurrentExecutions,
    },
    outbox: {
      reserved: outbox?.Properties.ReservedConcurrentExecutions,
      batchSize: outboxMapping?.Properties.BatchSize,
      otherWorkers,
    },
    waf: Object.fromEntries(
      rateRules.map((rule) => [rule.Name, rule.Statement.RateBasedStatement.Limit]),
    ),
  };
}

let defaults: ReturnType<typeof capacityOf>;
let overridden: ReturnType<typeof capacityOf>;

beforeAll(() => {
  defaults = capacityOf(createTestApp());
  overridden = capacityOf(
    createTestApp({
      context: {
        stage: "qa",
        // One value for every stage, and values by stage: the qa entry wins, prod's is ignored.
        apiThrottle: JSON.stringify({ rateLimit: 300, burstLimit: 450 }),
        reservedConcurrency: { prod: { cart: 400 }, qa: { cart: 40, promo_codes: 5 } },
        billingConcurrency: "4",
        billingChargesPerSecond: { qa: 3 },
        outboxConcurrency: { qa: "unreserved" },
      },
    }),
  );
}, 240_000);

describe("capacity settings by default: the capacity model's", () => {
  it("throttles the API stage as the model sizes it", () => {
    expect(defaults.throttle).toEqual(DEFAULT_SETTINGS.apiThrottle);
  });

  it("reserves concurrency for exactly the purchase groups, and for no other group or the authorizer", () => {
    expect(defaults.reserved).toEqual(DEFAULT_SETTINGS.reservedConcurrency);
    expect(Object.keys(defaults.reserved).sort()).toEqual([...PURCHASE_GROUPS].sort());
    for (const group of PURCHASE_GROUPS) expect(routeGroups()).toContain(group);
  });

  it("bills as many campuses at once, at the pace, the model sizes for the payment gateway", () => {
    expect(defaults.billing).toMatchObject({
      maxConcurrency: DEFAULT_SETTINGS.billingConcurrency,
      chargesPerSecond: String(DEFAULT_SETTINGS.billingChargesPerSecond),
      reserved: undefined,
    });
    // A run cut by time goes on in a message on its own queue.
    expect(defaults.billing.queueUrl).toBeDefined();
  });

  it("caps the outbox worker under the SES rate, and reserves for no other worker", () => {
    expect(defaults.outbox.reserved).toBe(DEFAULT_SETTINGS.outboxConcurrency);
    expect(defaults.outbox.batchSize).toBe(DEFAULT_SETTINGS.outboxBatchSize);
    expect(defaults.outbox.otherWorkers.every((n) => n === undefined)).toBe(true);
  });

  it("sizes the WAF rate rules against a campus NAT as the model does", () => {
    expect(RATE_LIMITS).toEqual(DEFAULT_SETTINGS.wafRateLimits);
    expect(defaults.waf).toEqual({
      RateLimitSignIn: RATE_LIMITS["sign-in"],
      RateLimitSignUp: RATE_LIMITS["sign-up"],
      RateLimitPasswordReset: RATE_LIMITS["password-reset"],
      RateLimitCheckout: RATE_LIMITS.checkout,
      RateLimitReservation: RATE_LIMITS.reservation,
    });
  });
});

describe("capacity settings of a stage", () => {
  it("take the stage's throttle, from the command line's JSON", () => {
    expect(overridden.throttle).toEqual({ rateLimit: 300, burstLimit: 450 });
  });

  it("reserve for the stage's groups only, none for a group the stage leaves out", () => {
    expect(overridden.reserved).toEqual({ cart: 40, promo_codes: 5 });
  });

  it("take the billing concurrency and pace, and leave the outbox unreserved when asked", () => {
    expect(overridden.billing).toMatchObject({ maxConcurrency: 4, chargesPerSecond: "3" });
    expect(overridden.outbox.reserved).toBeUndefined();
  });
});
