import { Suspense } from "react";
import { Skeleton } from "@/components/skeleton";
import { PurchasePage } from "@/features/purchase/purchase/routes/purchase-route";
import { lazyNamed } from "@/lib/lazy-named";

// Step 4 and the subscriptions tab's plan form are chunks of their own: a visitor who opens
// the page sees step 1 (the selections) without downloading and running either.
const CheckoutPanel = lazyNamed(
  () => import("@/features/purchase/checkout/components/checkout-panel"),
  "CheckoutPanel",
);
const SubscriptionPlanForm = lazyNamed(
  () => import("@/features/subscriptions/subscriptions/components/subscription-plan-form"),
  "SubscriptionPlanForm",
);

/**
 * /:site/meal-plan-purchase: the purchase feature with the parts other areas build, handed in
 * here because features do not import each other (docs/decisions/purchase.md): the checkout
 * area's panel is step 4, the subscriptions area's plan form sits in each plan of the Meal
 * Plan Subscriptions tab.
 */
export function Component() {
  return (
    <PurchasePage
      renderCheckout={(props) => (
        <Suspense fallback={<Skeleton count={3} />}>
          <CheckoutPanel {...props} />
        </Suspense>
      )}
      renderSubscriptionForm={(props) => (
        <Suspense fallback={<Skeleton count={3} />}>
          <SubscriptionPlanForm {...props} />
        </Suspense>
      )}
    />
  );
}
