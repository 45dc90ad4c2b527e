import type { CheckoutClaim } from "../../../shared/purchase/entities/checkout-claim";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { PaymentGateway } from "../gateway/gateway";
import { completionOf } from "./attempt-completion";
import type { AttemptStore } from "./attempt-store";

/** How long a resolver holds an attempt it is reconciling before another may take it. */
export const RESOLVE_LEASE_MS = 2 * 60 * 1000;

export interface ResolveDeps {
  attempts: AttemptStore;
  gateway: PaymentGateway;
  webOrigin: string | undefined;
}

export type Resolution = "completed" | "released" | "busy";

/**
 * Settles an open attempt whose lease has run out, so no request can still be charging under
 * it (docs/payments.md): the gateway is asked what it holds under the attempt's key; an
 * approved charge finishes the order from the attempt's snapshot (with its mail), anything
 * else frees the cart. "busy" when someone else holds the attempt. A gateway that cannot
 * answer throws; the attempt stays fenced until its resolve lease runs out, then the next
 * sweep tries again.
 */
export async function resolveAttempt(
  deps: ResolveDeps,
  site: Site,
  claim: CheckoutClaim,
  now: Date,
): Promise<Resolution> {
  const at = now.getTime();
  if (!(await deps.attempts.fence(site.id, claim, at, at + RESOLVE_LEASE_MS))) return "busy";
  const charge = await deps.gateway.lookup(site.id, claim.order_id);
  if (charge && charge.resultCode === 0) {
    if (charge.amountCents !== claim.amount_cents) {
      // Never recorded as paid for another amount: left fenced, the stuck-attempt alarm fires.
      throw new Error(
        `Checkout attempt ${claim.order_id} was charged ${charge.amountCents} cents, not ${claim.amount_cents}`,
      );
    }
    const done = completionOf(site, claim, charge, deps.webOrigin);
    return (await deps.attempts.complete(site.id, claim, done, now)) ? "completed" : "busy";
  }
  const resolution = charge ? "declined" : "not charged";
  const released = await deps.attempts.release(
    site.id,
    claim,
    { from: "reconciling", resolution, now },
    null,
  );
  return released ? "released" : "busy";
}
