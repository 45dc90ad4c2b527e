import { PurchasePage } from "@/features/purchase/routes/purchase-route";

/**
 * /:site/meal-plan-purchase: the purchase feature with the parts other areas build, handed in
 * here because features do not import each other. Mount points (docs/decisions/purchase.md):
 * `renderCheckout` takes the checkout area's CheckoutPanel (step 4), `renderSubscriptionForm`
 * the subscriptions area's plan form (Meal Plan Subscriptions tab).
 */
export function Component() {
  return <PurchasePage />;
}
