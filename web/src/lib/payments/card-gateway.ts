import type { Site } from "@shared/site-content/schemas/site";

/**
 * Which browser adapter the campus's card step uses (docs/payments.md): the sandbox's own card
 * inputs, or Stripe's Payment Element. `publishableKey` is null only for a campus configured
 * without one; its card step then says it cannot load rather than falling back to inputs of
 * ours, which would put real card numbers into our page.
 */
export type CardGateway = { kind: "sandbox" } | { kind: "stripe"; publishableKey: string | null };

/** From the public site info (`payment_gateway`, `stripe_publishable_key`). */
export function cardGatewayOf(
  site: Pick<Site, "payment_gateway" | "stripe_publishable_key">,
): CardGateway {
  if (site.payment_gateway === "stripe") {
    return { kind: "stripe", publishableKey: site.stripe_publishable_key };
  }
  return { kind: "sandbox" };
}
