import type { App } from "aws-cdk-lib";
import { RetentionDays } from "aws-cdk-lib/aws-logs";
import * as z from "zod";
import {
  isProductionStage,
  PAYMENT_GATEWAYS,
  type PaymentGatewayName,
  SECRET_ARN,
} from "../shared/domain/payments/gateways";
import { type MapTileSource, parseMapTileSource } from "../shared/map-tiles";
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
   * Apple Wallet signing certificates (functions/lib/pass-certificates.ts); without it the
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
   * The campus map's tiles (shared/map-tiles.ts, docs/decisions/map-tiles.md): unset, each
   * campus's own PMTiles archive in the files bucket; or `{"kind":"raster","url":
   * "https://.../{z}/{x}/{y}.png","attribution":"..."}`, JSON from the command line. The web
   * app is told it and the CSP admits its origin.
   */
  mapTiles: z.unknown().optional(),
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
