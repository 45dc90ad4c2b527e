import { createHash } from "node:crypto";
import type Stripe from "stripe";
import { type RetryPolicy, retry } from "../../platform/retry";
import {
  type ChargeAnswer,
  type ChargeReference,
  GatewayUnavailableError,
  isActionRequired,
  type PaymentGateway,
  type RecordedCharge,
} from "./gateway";
import { stripeClientForSite } from "./stripe-accounts";
import {
  answerOfError,
  answerOfIntent,
  cardOf,
  cardOfPaymentMethod,
  isCardError,
  isInvalidRequest,
  isKeyInUse,
  parseSavedReference,
  recordedCharge,
  requestError,
  savedReference,
} from "./stripe-outcomes";

/**
 * The Stripe adapter of the payment gateway port (docs/payments.md "The Stripe adapter"). The
 * browser sends a PaymentMethod id (`pm_...`) as the token; a charge is one PaymentIntent,
 * created and confirmed in one request under the attempt's idempotency key, so a repeat of
 * the request is Stripe's replay of the first. A 3-D Secure wait answers `action_required`;
 * the repeat after the buyer authenticated reads the PaymentIntent's status as it is now.
 */
export interface StripeGatewayOptions {
  /** The client of a campus's Stripe account; by default from the stage's configuration. */
  clientFor?: (siteId: string) => Promise<Stripe>;
  /** How to ask again while another request holds the key (Stripe's 409); tests shorten it. */
  keyInUseRetry?: Partial<RetryPolicy>;
}

/** Five tries over about four seconds at most: a key is held only while its request runs. */
const KEY_IN_USE_RETRY: RetryPolicy = { tries: 5, baseMs: 250, capMs: 2_000, budgetMs: 8_000 };

const CURRENCY = "usd";
/** Statuses whose outcome may have moved on since the first answer (a replay repeats it). */
const MAY_HAVE_MOVED = new Set(["requires_action", "requires_confirmation", "processing"]);
/** Statuses under which something could still be charged: a lookup cancels them. */
const UNFINISHED = new Set(["requires_action", "requires_confirmation", "requires_payment_method"]);

const hashOf = (value: string) =>
  createHash("sha256").update(value).digest("base64url").slice(0, 32);

/** What the dashboard shows and the webhook reads: campus, key and, for a checkout, its order. */
function metadataOf(siteId: string, key: string, reference: ChargeReference | undefined) {
  return {
    site_id: siteId,
    idempotency_key: key,
    ...(reference ? { order_id: key, order_no: reference.orderNo, cart_id: reference.cartId } : {}),
  };
}

/** Stripe's search syntax quotes values with '; our keys never hold one. */
function searchValue(value: string): string {
  if (/['\\]/.test(value)) throw new Error(`Cannot search Stripe for ${value}`);
  return value;
}

export function stripeGateway(options: StripeGatewayOptions = {}): PaymentGateway {
  const clientFor = options.clientFor ?? stripeClientForSite;
  const keyInUse = { ...KEY_IN_USE_RETRY, ...options.keyInUseRetry, transient: isKeyInUse };
  const call = <T>(request: () => Promise<T>): Promise<T> => retry(request, keyInUse);

  async function mapped<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await call(request);
    } catch (error) {
      throw requestError(error);
    }
  }

  /** Creates and confirms the PaymentIntent under the key, or reads the one it replays. */
  async function confirm(
    siteId: string,
    params: Stripe.PaymentIntentCreateParams,
    key: string,
    offSession: boolean,
  ): Promise<ChargeAnswer> {
    const stripe = await clientFor(siteId);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await call(() => stripe.paymentIntents.create(params, { idempotencyKey: key }));
    } catch (error) {
      return answerOfError(error, offSession);
    }
    if (MAY_HAVE_MOVED.has(intent.status)) {
      const id = intent.id;
      intent = await mapped(() =>
        stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }),
      );
      // A failed authentication leaves the intent open to another card through the client
      // secret the browser holds: it is closed, the decline being final for this attempt.
      if (intent.status === "requires_payment_method") intent = await settle(stripe, intent, key);
    }
    const answer = answerOfIntent(intent);
    if (!offSession || !isActionRequired(answer)) return answer;
    // Off session nobody can authenticate: the card needs its holder (billing mails them).
    await settle(stripe, intent, key);
    return {
      resultCode: 12,
      result: "Declined",
      transactionId: intent.id,
      ...cardOf(intent),
      requiresCustomer: true,
    };
  }

  /**
   * Cancels a PaymentIntent nobody will finish, so no charge can land under its key after the
   * caller acted on "not charged"; one that succeeded meanwhile is answered as it is.
   */
  async function settle(
    stripe: Stripe,
    intent: Stripe.PaymentIntent,
    key: string,
  ): Promise<Stripe.PaymentIntent> {
    if (intent.status === "processing") {
      throw new GatewayUnavailableError(`Stripe is still processing ${intent.id}.`);
    }
    if (!UNFINISHED.has(intent.status)) return intent;
    try {
      return await call(() =>
        stripe.paymentIntents.cancel(
          intent.id,
          { cancellation_reason: "abandoned", expand: ["latest_charge"] },
          { idempotencyKey: `cancel:${key}` },
        ),
      );
    } catch (error) {
      if (!isInvalidRequest(error)) throw requestError(error);
      // It left the cancellable states in between (succeeded, most likely): read it again.
      const now = await mapped(() =>
        stripe.paymentIntents.retrieve(intent.id, { expand: ["latest_charge"] }),
      );
      if (UNFINISHED.has(now.status) || now.status === "processing") {
        throw new GatewayUnavailableError(`PaymentIntent ${intent.id} could not be cancelled.`);
      }
      return now;
    }
  }

  return {
    charge: ({ siteId, token, amountCents, idempotencyKey, reference }) =>
      confirm(
        siteId,
        {
          amount: amountCents,
          currency: CURRENCY,
          payment_method: token,
          allowed_payment_method_types: ["card"],
          confirm: true,
          use_stripe_sdk: true,
          metadata: metadataOf(siteId, idempotencyKey, reference),
          expand: ["latest_charge"],
        },
        idempotencyKey,
        false,
      ),

    async saveForRecurring(siteId, token) {
      const stripe = await clientFor(siteId);
      let method: Stripe.PaymentMethod | null = null;
      try {
        method = await call(() => stripe.paymentMethods.retrieve(token));
      } catch (error) {
        // An unknown token saves as it is: charging it answers "invalid card" like a charge.
        if (!isInvalidRequest(error)) throw requestError(error);
      }
      const card = cardOfPaymentMethod(method);
      const attached =
        typeof method?.customer === "string" ? method.customer : method?.customer?.id;
      if (attached) return { paymentMethod: savedReference(attached, token), ...card };
      // One token always becomes one customer: a repeated checkout charges the same reference.
      const keyOf = (step: string) => `save-${step}:${siteId}:${hashOf(token)}`;
      const customer = await mapped(() =>
        stripe.customers.create(
          { metadata: { site_id: siteId } },
          { idempotencyKey: keyOf("customer") },
        ),
      );
      if (method) {
        try {
          await call(() =>
            stripe.paymentMethods.attach(
              token,
              { customer: customer.id },
              { idempotencyKey: keyOf("attach") },
            ),
          );
        } catch (error) {
          // A card refused at attach is left unattached: its first charge declines in the
          // normal way, and on success `setup_future_usage` attaches it.
          if (!isCardError(error)) throw requestError(error);
        }
      }
      return { paymentMethod: savedReference(customer.id, token), ...card };
    },

    chargeSaved({
      siteId,
      paymentMethod,
      amountCents,
      idempotencyKey,
      customerPresent,
      reference,
    }) {
      const saved = parseSavedReference(paymentMethod);
      const present = customerPresent === true;
      return confirm(
        siteId,
        {
          amount: amountCents,
          currency: CURRENCY,
          customer: saved.customer,
          payment_method: saved.paymentMethod,
          allowed_payment_method_types: ["card"],
          confirm: true,
          ...(present
            ? { setup_future_usage: "off_session" as const, use_stripe_sdk: true }
            : { off_session: true }),
          metadata: metadataOf(siteId, idempotencyKey, reference),
          expand: ["latest_charge"],
        },
        idempotencyKey,
        !present,
      );
    },

    /**
     * Found by its metadata with Stripe's search (docs/decisions/payments.md "Lookup"): the
     * port gives a key, not the card, so re-sending the create is impossible. Search lags
     * writes by up to a minute, far inside the three minutes an attempt waits before a sweep.
     */
    async lookup(siteId, idempotencyKey): Promise<RecordedCharge | null> {
      const stripe = await clientFor(siteId);
      const found = await mapped(() =>
        stripe.paymentIntents.search({
          query: `metadata['idempotency_key']:'${searchValue(idempotencyKey)}' AND metadata['site_id']:'${searchValue(siteId)}'`,
          expand: ["data.latest_charge"],
          limit: 10,
        }),
      );
      const intent = found.data.find((pi) => pi.status === "succeeded") ?? found.data[0];
      if (!intent) return null;
      return recordedCharge(await settle(stripe, intent, idempotencyKey));
    },

    async refund(siteId, transactionId, amountCents, idempotencyKey) {
      const stripe = await clientFor(siteId);
      const refund = await mapped(() =>
        stripe.refunds.create(
          { payment_intent: transactionId, amount: amountCents, metadata: { site_id: siteId } },
          { idempotencyKey },
        ),
      );
      return { refundId: refund.id, amountCents: refund.amount };
    },
  };
}
