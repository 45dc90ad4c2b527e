import type Stripe from "stripe";
import { ValidationError } from "../../../shared/platform/errors";
import { logger } from "../../platform/logger";

/** One Stripe account the webhook accepts events from: its endpoint secret and its client. */
export interface WebhookAccount {
  /** The account's secret ARN (functions/purchase/gateway/stripe-accounts.ts). */
  id: string;
  webhookSecret: string;
  client: Stripe;
}

/** Stripe's default: a signature older than five minutes is a captured request replayed. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Refused events answer 400 and are logged with the reason (docs/payments.md "Webhooks"). */
export class WebhookRefusedError extends ValidationError {}

export function refuse(message: string, detail: Record<string, unknown> = {}): never {
  logger.warn("stripe webhook refused", { reason: message, ...detail });
  throw new WebhookRefusedError(message);
}

/**
 * The event, verified against the raw body and its Stripe-Signature header with each
 * configured account's endpoint secret in turn (the dining company's account and the
 * campuses' own), and the account whose secret signed it. Unsigned, badly signed and stale
 * events are refused.
 */
export function verifyEvent(
  rawBody: string,
  signature: string | undefined,
  accounts: readonly WebhookAccount[],
  now: Date,
): { event: Stripe.Event; account: WebhookAccount } {
  if (!signature) refuse("The Stripe-Signature header is missing.");
  if (accounts.length === 0) refuse("No Stripe account is configured to verify this event.");
  const reasons: string[] = [];
  for (const account of accounts) {
    try {
      const event = account.client.webhooks.constructEvent(
        rawBody,
        signature,
        account.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
      return { event, account };
    } catch (error) {
      reasons.push((error as Error).message);
    }
  }
  return refuse("The Stripe-Signature header does not verify.", { reasons });
}
