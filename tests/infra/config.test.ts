import { App } from "aws-cdk-lib";
import { RetentionDays } from "aws-cdk-lib/aws-logs";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../infra/capacity-model";
import { readStageConfig, StageConfigError } from "../../infra/config";
import { PLATFORM_TILES } from "../../shared/platform/map-tiles";
import { STRIPE_CONTEXT } from "./support/create-test-app";

const configFor = (context: Record<string, unknown>) => readStageConfig(new App({ context }));

describe("readStageConfig", () => {
  it("defaults to the dev stage and the example mail domain", () => {
    expect(configFor({})).toEqual({
      stage: "dev",
      mailDomain: "dineoncampus.example",
      mailFrom: "no-reply@dineoncampus.example",
      webDistDir: "web/dist",
      domainNames: [],
      certificateArn: undefined,
      passCertificateSecretArn: undefined,
      logRetention: RetentionDays.ONE_MONTH,
      alarmEmails: [],
      alarmUrls: [],
      payments: {
        gateway: "sandbox",
        stripeSecretArn: undefined,
        stripeCampusSecretArns: {},
        sandboxStage: "dev",
      },
      mapTiles: PLATFORM_TILES,
      webOrigin: undefined,
      capacity: {
        apiThrottle: DEFAULT_SETTINGS.apiThrottle,
        reservedConcurrency: DEFAULT_SETTINGS.reservedConcurrency,
        billingConcurrency: DEFAULT_SETTINGS.billingConcurrency,
        billingChargesPerSecond: DEFAULT_SETTINGS.billingChargesPerSecond,
        outboxConcurrency: DEFAULT_SETTINGS.outboxConcurrency,
        accountConcurrency: 1_000,
      },
    });
  });

  it("reads the map tiles from JSON (the command line) or an object (cdk.json)", () => {
    const raster = {
      kind: "raster",
      url: "https://tiles.example.com/{z}/{x}/{y}.png",
      attribution: "© Example",
    };
    expect(configFor({ mapTiles: JSON.stringify(raster) }).mapTiles).toEqual(raster);
    expect(configFor({ mapTiles: raster }).mapTiles).toEqual(raster);
    expect(() => configFor({ mapTiles: { kind: "raster", url: raster.url } })).toThrow(
      StageConfigError,
    );
  });

  it("keeps production logs for a year", () => {
    expect(configFor({ ...STRIPE_CONTEXT, stage: "prod" }).logRetention).toBe(
      RetentionDays.ONE_YEAR,
    );
  });

  it.each(["Prod", "1dev", "dev_1", "", "a-very-long-stage-name-x"])(
    "rejects stage %j",
    (stage) => {
      expect(() => configFor({ stage })).toThrow(/stage/);
    },
  );

  it("rejects a mail domain that is not a domain", () => {
    expect(() => configFor({ mailDomain: "not a domain" })).toThrow(/mailDomain/);
  });

  it("accepts domain names as a list or comma-separated from the command line", () => {
    const certificateArn = "arn:aws:acm:us-east-1:111111111111:certificate/abc";
    expect(
      configFor({ domainNames: "a.example.edu, b.example.edu", certificateArn }),
    ).toMatchObject({ domainNames: ["a.example.edu", "b.example.edu"], certificateArn });
    expect(configFor({ domainNames: ["a.example.edu"], certificateArn }).domainNames).toEqual([
      "a.example.edu",
    ]);
  });

  it("refuses domain names without a certificate", () => {
    expect(() => configFor({ domainNames: "a.example.edu" })).toThrow(/certificateArn/);
  });

  it("accepts the complete ARN of the wallet pass certificate secret, nothing less", () => {
    const arn = "arn:aws:secretsmanager:us-east-1:111111111111:secret:dine-pass-certs-AbC123";
    expect(configFor({ passCertificateSecretArn: arn }).passCertificateSecretArn).toBe(arn);
    for (const partial of [arn.slice(0, -7), "dine-pass-certs", "arn:aws:s3:::bucket"]) {
      expect(() => configFor({ passCertificateSecretArn: partial })).toThrow(
        /passCertificateSecretArn/,
      );
    }
  });
});

describe("web origin for links in mail", () => {
  const certificateArn = "arn:aws:acm:us-east-1:111111111111:certificate/abc";
  it("comes from the webOrigin context, else https:// the first custom domain, else none", () => {
    expect(configFor({ webOrigin: "https://dining.example.edu/" }).webOrigin).toBe(
      "https://dining.example.edu",
    );
    expect(configFor({ domainNames: "a.example.edu", certificateArn }).webOrigin).toBe(
      "https://a.example.edu",
    );
    expect(configFor({}).webOrigin).toBeUndefined();
    expect(() => configFor({ webOrigin: "not a url" })).toThrow();
  });
});

describe("alarm subscribers", () => {
  it("are one list for every stage, comma-separated from the command line", () => {
    expect(
      configFor({ alarmEmails: "ops@example.edu, oncall@example.edu", alarmUrls: [] }),
    ).toMatchObject({ alarmEmails: ["ops@example.edu", "oncall@example.edu"], alarmUrls: [] });
  });

  it("or lists by stage, a stage without an entry having none", () => {
    const context = {
      alarmEmails: { prod: ["ops@example.edu"], qa: "qa@example.edu" },
      alarmUrls: { prod: ["https://hooks.example.com/dining"] },
    };
    expect(configFor({ ...context, ...STRIPE_CONTEXT, stage: "prod" })).toMatchObject({
      alarmEmails: ["ops@example.edu"],
      alarmUrls: ["https://hooks.example.com/dining"],
    });
    expect(configFor({ ...context, stage: "qa" })).toMatchObject({
      alarmEmails: ["qa@example.edu"],
      alarmUrls: [],
    });
    expect(configFor({ ...context, stage: "dev" })).toMatchObject({
      alarmEmails: [],
      alarmUrls: [],
    });
  });

  it("must be e-mail addresses and https:// endpoints", () => {
    expect(() => configFor({ alarmEmails: "ops at example.edu" })).toThrow(/alarmEmails/);
    expect(() => configFor({ alarmUrls: "http://hooks.example.com/x" })).toThrow(/alarmUrls/);
    expect(() => configFor({ alarmUrls: "hooks.example.com" })).toThrow(/alarmUrls/);
  });

  it("are listed once each", () => {
    expect(configFor({ alarmEmails: "a@example.edu,a@example.edu" }).alarmEmails).toEqual([
      "a@example.edu",
    ]);
  });
});

describe("capacity settings", () => {
  const capacityFor = (context: Record<string, unknown>) => configFor(context).capacity;

  it("are the capacity model's unless the stage sets them", () => {
    expect(capacityFor({ stage: "qa" })).toMatchObject({
      apiThrottle: DEFAULT_SETTINGS.apiThrottle,
      reservedConcurrency: DEFAULT_SETTINGS.reservedConcurrency,
      billingConcurrency: DEFAULT_SETTINGS.billingConcurrency,
      outboxConcurrency: DEFAULT_SETTINGS.outboxConcurrency,
    });
  });

  it("take one value for every stage, or the stage's entry of values by stage", () => {
    const context = {
      apiThrottle: { qa: { rateLimit: 200, burstLimit: 400 } },
      reservedConcurrency: { qa: {}, prod: { cart: 300 } },
      billingConcurrency: 5,
      billingChargesPerSecond: { qa: 2.5 },
      outboxConcurrency: { qa: 3 },
    };
    expect(capacityFor({ ...context, stage: "qa" })).toEqual({
      apiThrottle: { rateLimit: 200, burstLimit: 400 },
      reservedConcurrency: {},
      billingConcurrency: 5,
      billingChargesPerSecond: 2.5,
      outboxConcurrency: 3,
      accountConcurrency: 1_000,
    });
    expect(capacityFor({ ...context, ...STRIPE_CONTEXT, stage: "prod" })).toMatchObject({
      apiThrottle: DEFAULT_SETTINGS.apiThrottle,
      reservedConcurrency: { cart: 300 },
      billingConcurrency: 5,
      billingChargesPerSecond: DEFAULT_SETTINGS.billingChargesPerSecond,
    });
  });

  it("read JSON and numbers from the command line, and the outbox unreserved", () => {
    expect(
      capacityFor({
        apiThrottle: '{"rateLimit": 500, "burstLimit": 500}',
        reservedConcurrency: '{"cart": 50}',
        billingConcurrency: "2",
        outboxConcurrency: "unreserved",
        accountConcurrency: "3000",
      }),
    ).toEqual({
      apiThrottle: { rateLimit: 500, burstLimit: 500 },
      reservedConcurrency: { cart: 50 },
      billingConcurrency: 2,
      billingChargesPerSecond: DEFAULT_SETTINGS.billingChargesPerSecond,
      outboxConcurrency: undefined,
      accountConcurrency: 3_000,
    });
  });

  it("refuse a burst below the rate", () => {
    expect(() => configFor({ apiThrottle: { rateLimit: 500, burstLimit: 499 } })).toThrow(
      StageConfigError,
    );
    expect(() => configFor({ apiThrottle: { rateLimit: 500, burstLimit: 499 } })).toThrow(
      /burstLimit \(499\) below its rateLimit \(500\)/,
    );
  });

  it("refuse a throttle above the account's, which every stage shares", () => {
    expect(() => configFor({ apiThrottle: { rateLimit: 10_001, burstLimit: 12_000 } })).toThrow(
      /account throttle/,
    );
    expect(() => configFor({ apiThrottle: { rateLimit: 4_000, burstLimit: 5_001 } })).toThrow(
      StageConfigError,
    );
  });

  it("refuse reservations leaving fewer than 100 of the account's executions unreserved", () => {
    expect(() =>
      configFor({ reservedConcurrency: { cart: 600, reservations: 300 }, outboxConcurrency: 1 }),
    ).toThrow(/leaving 99 of the account's 1000/);
    // The same reservations fit an account with a raised quota, and none fit a new account's.
    expect(
      capacityFor({
        reservedConcurrency: { cart: 600, reservations: 300 },
        accountConcurrency: 2_000,
      }).reservedConcurrency,
    ).toEqual({ cart: 600, reservations: 300 });
    expect(() => configFor({ accountConcurrency: 50 })).toThrow(StageConfigError);
    expect(
      capacityFor({
        accountConcurrency: 50,
        reservedConcurrency: {},
        outboxConcurrency: "unreserved",
      }),
    ).toMatchObject({ reservedConcurrency: {}, outboxConcurrency: undefined });
  });

  it("refuse reservations for a group no route serves", () => {
    expect(() => configFor({ reservedConcurrency: { checkout: 100 } })).toThrow(
      /names checkout, which no route serves/,
    );
  });

  it.each([
    ["billingConcurrency", 1],
    ["billingConcurrency", 1_001],
    ["billingConcurrency", 2.5],
    ["billingChargesPerSecond", 0],
    ["outboxConcurrency", 0],
    ["outboxConcurrency", "none"],
    ["reservedConcurrency", { cart: 0 }],
    ["apiThrottle", { rateLimit: 100 }],
  ])("refuse %s %j", (key, value) => {
    expect(() => configFor({ [key]: value })).toThrow(new RegExp(key.replace("apiThrottle", "")));
  });
});
