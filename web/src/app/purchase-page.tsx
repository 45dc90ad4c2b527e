import { CheckoutPanel } from "@/features/checkout/components/checkout-panel";
import { PurchasePage } from "@/features/purchase/routes/purchase-route";
import { SubscriptionPlanForm } from "@/features/subscriptions/components/subscription-plan-form";

/**
 * /:site/meal-plan-purchase: the purchase feature with the parts other areas build, handed in
 * here because features do not import each other (docs/decisions/purchase.md): the checkout
 * area's panel is step 4, the subscriptions area's plan form sits in each plan of the Meal
 * Plan Subscriptions tab.
 */
export function Component() {
  return (
    <PurchasePage
      renderCheckout={(props) => <CheckoutPanel {...props} />}
      renderSubscriptionForm={(props) => <SubscriptionPlanForm {...props} />}
    />
  );
}
