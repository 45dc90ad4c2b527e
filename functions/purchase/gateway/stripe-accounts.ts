import type Stripe from "stripe";
import * as z from "zod";
import { secretString } from "../../platform/secret-value";

/**
 * Whose Stripe account a campus charges into (docs/payments.md "Configuration"). The CDK app
 * sets, from the stage configuration, STRIPE_SECRET_ARN (the dining company's account, the
 * default) and STRIPE_SITE_SECRET_ARNS (`{"site-id": arn}`, campuses with their own account),
 * and grants each function that charges exactly those secrets. A secret holds
 * `{"secret_key": "sk_...", "webhook_secret": "whsec_..."}`; it is read once per cold start.
 * The local stack may instead set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (one account,
 * Stripe test mode), which a deployed function never gets.
 */
const accountSecretSchema = z.object({
  secret_key: z.string().regex(/^(sk|rk)_(test|live)_/, "secret_key: a Stripe secret key"),
  webhook_secret: z.string().startsWith("whsec_", "webhook_secret: a webhook signing secret"),
});

export interface StripeAccount {
  /** The secret's ARN, or LOCAL_ACCOUNT. */
  id: string;
  secretKey: string;
  webhookSecret: string;
}

export const LOCAL_ACCOUNT = "environment";

const configSchema = z.object({
  STRIPE_SECRET_ARN: z.string().trim().min(1).optional(),
  STRIPE_SITE_SECRET_ARNS: z
    .string()
    .default("{}")
    .transform((text) => z.record(z.string(), z.string().min(1)).parse(JSON.parse(text))),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
});

type Environment = Record<string, string | undefined>;

/** Stripe is not set up for this campus on this stage: a deployment mistake, never a 4xx. */
export class StripeNotConfiguredError extends Error {
  override name = "StripeNotConfiguredError";
}

const config = (env: Environment) => configSchema.parse(env);

/** The account a campus's charges go to. */
export function accountIdFor(siteId: string, env: Environment = process.env): string {
  const parsed = config(env);
  const id =
    parsed.STRIPE_SITE_SECRET_ARNS[siteId] ??
    parsed.STRIPE_SECRET_ARN ??
    (parsed.STRIPE_SECRET_KEY ? LOCAL_ACCOUNT : undefined);
  if (!id) {
    throw new StripeNotConfiguredError(
      `Campus ${siteId} uses Stripe, but this stage has no Stripe account: set stripeSecretArn in the stage configuration (infra/config.ts) and deploy.`,
    );
  }
  return id;
}

/** Every account this function may read, the default first (the webhook tries each). */
export function configuredAccountIds(env: Environment = process.env): string[] {
  const parsed = config(env);
  const ids = [
    parsed.STRIPE_SECRET_ARN,
    ...Object.values(parsed.STRIPE_SITE_SECRET_ARNS),
    parsed.STRIPE_SECRET_KEY ? LOCAL_ACCOUNT : undefined,
  ];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

const loaded = new Map<string, Promise<StripeAccount>>();

async function load(id: string, env: Environment): Promise<StripeAccount> {
  if (id === LOCAL_ACCOUNT) {
    const parsed = config(env);
    return {
      id,
      secretKey: parsed.STRIPE_SECRET_KEY ?? "",
      webhookSecret: parsed.STRIPE_WEBHOOK_SECRET ?? "",
    };
  }
  const text = await secretString(id);
  const parsed = accountSecretSchema.safeParse(JSON.parse(text ?? "null"));
  if (!parsed.success) {
    throw new StripeNotConfiguredError(
      `The Stripe secret ${id} must hold {"secret_key": "sk_...", "webhook_secret": "whsec_..."}: ${parsed.error.issues[0]?.message}.`,
    );
  }
  return { id, secretKey: parsed.data.secret_key, webhookSecret: parsed.data.webhook_secret };
}

/** An account's keys, read once per cold start; a failed read is tried again next time. */
export function stripeAccount(id: string, env: Environment = process.env): Promise<StripeAccount> {
  let account = loaded.get(id);
  if (!account) {
    account = load(id, env);
    account.catch(() => loaded.delete(id));
    loaded.set(id, account);
  }
  return account;
}

export interface StripeClientOptions {
  /** Replaces Stripe's HTTP layer (tests record Stripe's answers instead of calling it). */
  httpClient?: Stripe.HttpClient;
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/**
 * Stripe's own client. The package (~1 MB) is imported on the first charge, so a group whose
 * requests never charge never loads it, and one that does pays for it once per instance
 * (docs/benchmarks.md). Each call to Stripe gets 5 s and one retry: with its backoff, about
 * 11 s, inside the 20 s of an API function (docs/infrastructure.md "Client timeouts").
 */
export async function createStripeClient(
  secretKey: string,
  options: StripeClientOptions = {},
): Promise<Stripe> {
  const { default: StripeClient } = await import("stripe");
  return new StripeClient(secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    timeout: options.timeoutMs ?? 5_000,
    telemetry: false,
    appInfo: { name: "dine-on-campus" },
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
}

const clients = new Map<string, Promise<Stripe>>();

/** The client of a campus's account, built once per account and cold start. */
export function stripeClientForSite(siteId: string): Promise<Stripe> {
  const id = accountIdFor(siteId);
  let client = clients.get(id);
  if (!client) {
    client = stripeAccount(id).then((account) => createStripeClient(account.secretKey));
    client.catch(() => clients.delete(id));
    clients.set(id, client);
  }
  return client;
}
