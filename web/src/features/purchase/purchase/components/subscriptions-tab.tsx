import { formatCents } from "@shared/platform/money/format";
import type { MealPlan } from "@shared/purchase/schemas/meal-plan";
import type { ReactNode } from "react";
import { Card } from "@/components/card";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";

/** What the app hands the subscription form of each plan (docs/decisions/purchase.md). */
export interface SubscriptionFormSlotProps {
  siteId: string;
  plan: MealPlan;
  /** Adds the plan with the chosen dates; rejects with the API's error (e.g. not signed in). */
  addToCart: (dates: { start_date: string; end_date: string }) => Promise<unknown>;
  /** The campus's subscription_terms, shown in the terms modal before adding. */
  terms: string;
}

interface SubscriptionsTabProps {
  siteId: string;
  plans: readonly MealPlan[];
  message: string;
  terms: string;
  renderForm?: (props: SubscriptionFormSlotProps) => ReactNode;
  onAdd: (plan: MealPlan, dates: { start_date: string; end_date: string }) => Promise<unknown>;
}

/**
 * Meal Plan Subscriptions: the plans, each with the subscription form (monthly or weekly
 * calendars and the terms modal) that the app mounts here. Without one mounted, the plans are
 * listed without a form.
 */
export function SubscriptionsTab({
  siteId,
  plans,
  message,
  terms,
  renderForm,
  onAdd,
}: SubscriptionsTabProps) {
  return (
    <div className="purchase-tab">
      {message ? (
        <LazySafeHtml html={message} siteId={siteId} className="purchase-tab__message" />
      ) : null}
      <ul className="purchase-grid">
        {plans.map((plan) => (
          <Card as="li" key={plan.id} title={plan.name} headingLevel={3}>
            <p className="purchase-price">
              {formatCents(plan.price)}{" "}
              {plan.subscription_frequency === "weekly" ? "a week" : "a month"}
            </p>
            {plan.desc ? <p>{plan.desc}</p> : null}
            {renderForm?.({ siteId, plan, terms, addToCart: (dates) => onAdd(plan, dates) }) ??
              null}
          </Card>
        ))}
      </ul>
    </div>
  );
}
