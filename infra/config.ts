import type { App } from "aws-cdk-lib";
import { RetentionDays } from "aws-cdk-lib/aws-logs";
import * as z from "zod";
import { type MapTileSource, parseMapTileSource } from "../shared/platform/map-tiles";
import {
  isProductionStage,
  PAYMENT_GATEWAYS,
  type PaymentGatewayName,
  SECRET_ARN,
} from "../shared/purchase/payments/gateways";
import { routeGroups } from "../shared/route-list";
import { DEFAULT_SETTINGS, LIMITS } from "./capacity-model";
import { STAGE_PATTERN } from "./stack-names";

// Context arrives from cdk.json or `-c key=value`; CLI values are always strings, so lists
// are also accepted comma-separated.
const list = z
  .union([z.array(z.string()), z.string().transform((value) => value.split(","))])
  .transform((values) => values.map((value) => value.trim()).filter(Boolean));

/**
 * One list for every stage, or lists by stage name (`{"prod": [...], "dev": []}` in cdk.json):
 * the alarm subscribers of production are rarely those of a test stage.
 */
const perStage = <T extends z.ZodType<string[]>>(values: T) =>
  z.union([values, z.record(z.string(), values)]).optional();

const alarmEmails = list.pipe(
  z.array(z.email("alarmEmails: e-mail addresses, comma-separated or a list")),
);
const alarmUrls = list.pipe(
  z.array(
    z
      .url({
        protocol: /^https$/,
        error: "alarmUrls: https:// endpoints, comma-separated or a list",
      })
      .max(2048),
  ),
);

/** One value for every stage, or values by stage name (`{"prod": ..., "qa": ...}`). */
const byStage = <T extends z.ZodType>(value: T) =>
  z.union([value, z.record(z.string(), value)]).optional();

const secretArn = (name: string) =>
  z.string().regex(SECRET_ARN, `${name}: the complete ARN of a Secrets Manager secret`);

/** `{"site-id": arn}`; from the command line as JSON. */
const campusSecretArns = z.preprocess(
  (value) => (typeof value === "string" ? JSON.parse(value) : value),
  z.union([
    z.record(z.string(), secretArn("stripeCampusSecretArns")),
    z.record(z.string(), z.record(z.string(), secretArn("stripeCampusSecretArns"))),
  ]),
);

/** From the command line every value is a string: JSON (a number, an object) is read as such. */
const fromJson = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

const count = (name: string) =>
  z
    .number({ error: `${name}: a whole number` })
    .int(`${name}: a whole number`)
    .positive(`${name}: at least 1`);

const apiThrottle = z.object({
  rateLimit: count("apiThrottle.rateLimit"),
  burstLimit: count("apiThrottle.burstLimit"),
});
/** `{"cart": 230, "reservations": 180}`; `{}` reserves nothing. */
const reservations = z.record(z.string(), count("reservedConcurrency"));
const billingConcurrency = z
  .number({ error: "billingConcurrency: a whole number" })
  .int("billingConcurrency: a whole number")
  .min(
    LIMITS.sqsMaxConcurrencyMin.value,
    "billingConcurrency: at least 2 (SQS's lowest maximum concurrency)",
  )
  .max(LIMITS.sqsMaxConcurrencyMax.value, "billingConcurrency: at most 1,000");
const billingChargesPerSecond = z
  .number({ error: "billingChargesPerSecond: a number" })
  .positive("billingChargesPerSecond: above 0")
  .max(1_000, "billingChargesPerSecond: at most 1,000");
/** Reserved for the outbox worker, or "unreserved": no cap, for accounts that cannot reserve. */
const outboxConcurrency = z.union([count("outboxConcurrency"), z.literal("unreserved")]);

const contextSchema = z.object({
  /** Part of every stack name, so several stages can live in one account. */
  stage: z
    .string()
    .regex(STAGE_PATTERN, "stage: lower-case letters, digits and hyphens")
    .default("dev"),
  /** The SES sending domain; MAIL_FROM is no-reply@ this domain. */
  mailDomain: z
    .string()
    .regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, "mailDomain: a domain name")
    .default("dineoncampus.example"),
  /** Built SPA; deployed only when it exists so synth works before `npm run build:web`. */
  webDistDir: z.string().min(1).default("web/dist"),
  /** Optional custom domain for CloudFront; the ACM certificate must live in us-east-1. */
  domainNames: list.optional(),
  certificateArn: z.string().startsWith("arn:").optional(),
  /**
   * The public origin links in mail point at (password reset, reservation cancel, order
   * mail); defaults to https:// the first custom domain. Never derived from a request.
   */
  webOrigin: z.url().optional(),
  /**
   * The complete ARN (with its 6-character suffix) of a Secrets Manager secret holding the
   * Apple Wallet signing certificates (functions/accounts/pass-certificates.ts); without it the
   * wallet pass is not offered (docs/decisions/accounts.md).
   */
  passCertificateSecretArn: z
    .string()
    .regex(
      /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+-[A-Za-z0-9]{6}$/,
      "passCertificateSecretArn: the complete ARN of a Secrets Manager secret",
    )
    .optional(),
  /**
   * Who is told when an alarm fires or clears (the stage's alarm topic, docs/infrastructure.md
   * "Alarms"): e-mail addresses (each confirms once from the mail SNS sends) and HTTPS endpoints
   * (a chat or paging webhook that confirms the subscription).
   */
  alarmEmails: perStage(alarmEmails),
  alarmUrls: perStage(alarmUrls),
  /**
   * The payment gateway the stage's functions are set up for (docs/payments.md
   * "Configuration"): `stripe` needs `stripeSecretArn`; unset means the sandbox, which a
   * production stage refuses.
   */
  paymentGateway: byStage(z.enum(PAYMENT_GATEWAYS)),
  /** The dining company's Stripe account: a secret holding its secret key and webhook secret. */
  stripeSecretArn: byStage(secretArn("stripeSecretArn")),
  /** Campuses charging into their own Stripe account: `{"site-id": arn}` (or by stage). */
  stripeCampusSecretArns: campusSecretArns.optional(),
  /**
   * The campus map's tiles (shared/platform/map-tiles.ts, docs/decisions/map-tiles.md): unset, each
   * campus's own PMTiles archive in the files bucket; or `{"kind":"raster","url":
   * "https://.../{z}/{x}/{y}.png","attribution":"..."}`, JSON from the command line. The web
   * app is told it and the CSP admits its origin.
   */
  mapTiles: z.unknown().optional(),
  /**
   * Capacity settings (docs/capacity.md), each one value or values by stage; unset, the capacity
   * model's (infra/capacity-model.ts DEFAULT_SETTINGS). `apiThrottle`: the API stage's
   * `{"rateLimit": n, "burstLimit": n}`; `reservedConcurrency`: `{"<route group>": n}` for the
   * purchase groups; `billingConcurrency`: billing workers at once, `billingChargesPerSecond`:
   * the PaymentIntents each creates a second; `outboxConcurrency`: the
   * outbox worker's reserved concurrency; `accountConcurrency`: the account's Lambda
   * concurrency quota, which the reservations must leave 100 of.
   */
  apiThrottle: fromJson(byStage(apiThrottle)),
  reservedConcurrency: fromJson(byStage(reservations)),
  billingConcurrency: fromJson(byStage(billingConcurrency)),
  billingChargesPerSecond: fromJson(byStage(billingChargesPerSecond)),
  outboxConcurrency: fromJson(byStage(outboxConcurrency)),
  accountConcurrency: fromJson(byStage(count("accountConcurrency"))),
});

/** A stage configuration synth must refuse; its message is one sentence saying what to set. */
export class StageConfigError extends Error {
  override name = "StageConfigError";
}

/** What the functions that charge are told and granted (infra/constructs/payment-access.ts). */
export interface PaymentSettings {
  gateway: PaymentGatewayName;
  /** Complete ARN of the default Stripe account's secret; set when the gateway is Stripe. */
  stripeSecretArn: string | undefined;
  /** Campuses with their own Stripe account. */
  stripeCampusSecretArns: Record<string, string>;
  /** The stage the sandbox may charge on; undefined on a production stage. */
  sandboxStage: string | undefined;
}

/** How much of the account the stage may use at its peaks (docs/capacity.md). */
export interface CapacityConfig {
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** Route group → reserved concurrency; groups not named reserve nothing. */
  reservedConcurrency: Record<string, number>;
  billingConcurrency: number;
  billingChargesPerSecond: number;
  /** Reserved for the outbox worker; undefined: not reserved. */
  outboxConcurrency: number | undefined;
  accountConcurrency: number;
}

export interface StageConfig {
  stage: string;
  mailDomain: string;
  mailFrom: string;
  webDistDir: string;
  domainNames: string[];
  certificateArn: string | undefined;
  webOrigin: string | undefined;
  passCertificateSecretArn: string | undefined;
  logRetention: RetentionDays;
  /** Subscribers of the stage's alarm topic. */
  alarmEmails: string[];
  alarmUrls: string[];
  payments: PaymentSettings;
  mapTiles: MapTileSource;
  capacity: CapacityConfig;
}

const context = (app: App, key: keyof z.input<typeof contextSchema>): unknown =>
  app.node.tryGetContext(key) ?? undefined;

export function readStageConfig(app: App): StageConfig {
  const parsed = contextSchema.parse({
    stage: context(app, "stage"),
    mailDomain: context(app, "mailDomain"),
    webDistDir: context(app, "webDistDir"),
    domainNames: context(app, "domainNames"),
    certificateArn: context(app, "certificateArn"),
    webOrigin: context(app, "webOrigin"),
    passCertificateSecretArn: context(app, "passCertificateSecretArn"),
    alarmEmails: context(app, "alarmEmails"),
    alarmUrls: context(app, "alarmUrls"),
    paymentGateway: context(app, "paymentGateway"),
    stripeSecretArn: context(app, "stripeSecretArn"),
    stripeCampusSecretArns: context(app, "stripeCampusSecretArns"),
    mapTiles: context(app, "mapTiles"),
    apiThrottle: context(app, "apiThrottle"),
    reservedConcurrency: context(app, "reservedConcurrency"),
    billingConcurrency: context(app, "billingConcurrency"),
    billingChargesPerSecond: context(app, "billingChargesPerSecond"),
    outboxConcurrency: context(app, "outboxConcurrency"),
    accountConcurrency: context(app, "accountConcurrency"),
  });
  const domainNames = parsed.domainNames ?? [];
  if (domainNames.length > 0 && !parsed.certificateArn) {
    throw new Error("domainNames needs certificateArn (an ACM certificate in us-east-1).");
  }
  return {
    stage: parsed.stage,
    mailDomain: parsed.mailDomain,
    mailFrom: `no-reply@${parsed.mailDomain}`,
    webDistDir: parsed.webDistDir,
    domainNames,
    certificateArn: parsed.certificateArn,
    webOrigin:
      parsed.webOrigin?.replace(/\/$/, "") ??
      (domainNames[0] ? `https://${domainNames[0]}` : undefined),
    passCertificateSecretArn: parsed.passCertificateSecretArn,
    // Production keeps a year for incident reviews; other stages only need recent history.
    logRetention: parsed.stage === "prod" ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
    alarmEmails: forStage(parsed.alarmEmails, parsed.stage),
    alarmUrls: forStage(parsed.alarmUrls, parsed.stage),
    payments: paymentSettings(parsed, parsed.stage),
    mapTiles: mapTilesSetting(parsed.mapTiles),
    capacity: capacitySettings(parsed, parsed.stage),
  };
}

/**
 * A setting given for every stage, or this stage's entry of a by-stage map. `isStageMap` tells
 * the two apart for settings that are objects themselves.
 */
function settingForStage<T>(
  value: T | Record<string, T> | undefined,
  stage: string,
  isStageMap: (value: unknown) => boolean,
): T | undefined {
  if (value === undefined) return undefined;
  return isStageMap(value) ? (value as Record<string, T>)[stage] : (value as T);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A map whose values are all objects is by stage (a setting's own fields are numbers). */
const objectsByStage = (value: unknown): boolean =>
  isPlainObject(value) &&
  Object.values(value).length > 0 &&
  Object.values(value).every(isPlainObject);
/** A throttle has its own fields; anything else that is an object is by stage. */
const throttlesByStage = (value: unknown): boolean =>
  isPlainObject(value) && !("rateLimit" in value) && !("burstLimit" in value);

/**
 * The stage's capacity settings: the configured ones, else the capacity model's. Refused, in one
 * sentence each: a burst below the rate, a throttle above the account's, reservations for groups
 * that do not exist, and reservations leaving the account fewer than 100 unreserved executions
 * (Lambda refuses that deployment; docs/capacity.md "Lambda concurrency").
 */
function capacitySettings(parsed: z.output<typeof contextSchema>, stage: string): CapacityConfig {
  const throttle =
    settingForStage(parsed.apiThrottle, stage, throttlesByStage) ?? DEFAULT_SETTINGS.apiThrottle;
  const reserved =
    settingForStage<Record<string, number>>(parsed.reservedConcurrency, stage, objectsByStage) ??
    DEFAULT_SETTINGS.reservedConcurrency;
  const billing =
    settingForStage(parsed.billingConcurrency, stage, isPlainObject) ??
    DEFAULT_SETTINGS.billingConcurrency;
  const chargesPerSecond =
    settingForStage(parsed.billingChargesPerSecond, stage, isPlainObject) ??
    DEFAULT_SETTINGS.billingChargesPerSecond;
  const outbox =
    settingForStage(parsed.outboxConcurrency, stage, isPlainObject) ??
    DEFAULT_SETTINGS.outboxConcurrency;
  const account =
    settingForStage(parsed.accountConcurrency, stage, isPlainObject) ??
    LIMITS.lambdaAccountConcurrency.value;

  if (throttle.burstLimit < throttle.rateLimit) {
    throw new StageConfigError(
      `The ${stage} stage's apiThrottle has a burstLimit (${throttle.burstLimit}) below its rateLimit (${throttle.rateLimit}): set burstLimit to at least the rate.`,
    );
  }
  if (
    throttle.rateLimit > LIMITS.apiAccountRate.value ||
    throttle.burstLimit > LIMITS.apiAccountBurst.value
  ) {
    throw new StageConfigError(
      `The ${stage} stage's apiThrottle (${throttle.rateLimit}/s, burst ${throttle.burstLimit}) is above API Gateway's account throttle (${LIMITS.apiAccountRate.value}/s, burst ${LIMITS.apiAccountBurst.value}) that every stage shares: set it at or below.`,
    );
  }
  const groups = routeGroups();
  const unknown = Object.keys(reserved).filter((group) => !groups.includes(group));
  if (unknown.length > 0) {
    throw new StageConfigError(
      `The ${stage} stage's reservedConcurrency names ${unknown.join(", ")}, which no route serves: name route groups of shared/route-list.ts (cart, reservations, ...).`,
    );
  }
  const outboxReserved = outbox === "unreserved" ? 0 : outbox;
  const total = Object.values(reserved).reduce((sum, n) => sum + n, 0) + outboxReserved;
  const minimum = LIMITS.lambdaUnreservedMinimum.value;
  // Without reservations the minimum asks nothing: an account below 100 (a new one) still deploys.
  if (total > 0 && account - total < minimum) {
    throw new StageConfigError(
      `The ${stage} stage reserves ${total} concurrent executions (reservedConcurrency and outboxConcurrency), leaving ${account - total} of the account's ${account}, but Lambda keeps ${minimum} unreserved: reserve at most ${Math.max(0, account - minimum)}, or set accountConcurrency to the account's raised quota.`,
    );
  }
  return {
    apiThrottle: { ...throttle },
    reservedConcurrency: { ...reserved },
    billingConcurrency: billing,
    billingChargesPerSecond: chargesPerSecond,
    outboxConcurrency: outbox === "unreserved" ? undefined : outbox,
    accountConcurrency: account,
  };
}

/** The map tile setting, or synth stops with the sentence saying what to write. */
function mapTilesSetting(value: unknown): MapTileSource {
  try {
    return parseMapTileSource(value);
  } catch (error) {
    throw new StageConfigError((error as Error).message);
  }
}

/** A value given for every stage, or this stage's entry of a by-stage map. */
function valueForStage<T extends string>(
  value: T | Record<string, T> | undefined,
  stage: string,
): T | undefined {
  return typeof value === "object" ? value[stage] : value;
}

/**
 * The stage's payment settings. A production stage must charge through Stripe: without it,
 * synth stops with one sentence naming what to set (docs/payments.md "Go-live checklist").
 */
function paymentSettings(parsed: z.output<typeof contextSchema>, stage: string): PaymentSettings {
  const gateway = valueForStage(parsed.paymentGateway, stage);
  const stripeSecretArn = valueForStage(parsed.stripeSecretArn, stage);
  const production = isProductionStage(stage);
  if (production && gateway !== "stripe") {
    throw new StageConfigError(
      `The ${stage} stage takes real payments but its payment gateway is ${gateway ? `"${gateway}"` : "unset"}: set paymentGateway to "stripe" and stripeSecretArn to the complete ARN of the Stripe account's secret (in cdk.json, or -c paymentGateway=stripe -c stripeSecretArn=arn:aws:secretsmanager:...).`,
    );
  }
  if (gateway === "stripe" && !stripeSecretArn) {
    throw new StageConfigError(
      `The ${stage} stage charges through Stripe but has no Stripe account: set stripeSecretArn to the complete ARN of the secret holding its secret_key and webhook_secret.`,
    );
  }
  const campuses = parsed.stripeCampusSecretArns ?? {};
  const byCampus = Object.values(campuses).some((value) => typeof value === "object")
    ? ((campuses as Record<string, Record<string, string>>)[stage] ?? {})
    : (campuses as Record<string, string>);
  return {
    gateway: gateway ?? "sandbox",
    stripeSecretArn: gateway === "stripe" ? stripeSecretArn : undefined,
    stripeCampusSecretArns: gateway === "stripe" ? byCampus : {},
    sandboxStage: production ? undefined : stage,
  };
}

/** A list given for every stage, or this stage's entry of a by-stage map (none: empty). */
function forStage(values: string[] | Record<string, string[]> | undefined, stage: string) {
  const mine = Array.isArray(values) ? values : (values?.[stage] ?? []);
  return [...new Set(mine)];
}
