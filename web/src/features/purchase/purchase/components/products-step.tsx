import type { CartView } from "@shared/purchase/routes/cart";
import type { MealPlan, PaymentType } from "@shared/purchase/schemas/meal-plan";
import { narrowMealPlans } from "@shared/purchase/selection-narrowing";
import type { listOrderForm } from "@shared/visitor-forms/routes/orderform";
import type { CustomerSelection } from "@shared/visitor-forms/schemas/order-form-settings";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Tab, TabList, TabPanel, Tabs } from "@/components/tabs";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";
import type { PurchaseActions } from "../api/purchase-actions";
import { CoffeeTab } from "./coffee-tab";
import { CustomPlanTab } from "./custom-plan-tab";
import { DecliningBalanceForm } from "./declining-balance-form";
import { MealPlansTab } from "./meal-plans-tab";
import { type SubscriptionFormSlotProps, SubscriptionsTab } from "./subscriptions-tab";

export type OrderForm = z.output<(typeof listOrderForm)["output"]>;

interface ProductsStepProps {
  siteId: string;
  siteHasSubscriptions: boolean;
  form: OrderForm;
  selection: CustomerSelection;
  cart: CartView | undefined;
  actions: PurchaseActions;
  renderSubscriptionForm?: (props: SubscriptionFormSlotProps) => ReactNode;
}

const overlaps = (a: readonly PaymentType[], b: readonly PaymentType[]) =>
  a.some((t) => b.includes(t));

/** Declining balance already in the cart of one kind (counts towards its minimum). */
export const decliningBalanceInCart = (cart: CartView | undefined, dbId: string) =>
  (cart?.items ?? [])
    .filter((item) => item.type === "Declining balance" && item.db_id === dbId)
    .reduce((sum, item) => sum + item.price, 0);

/**
 * Step 2: the product tabs (requirements: purchases §2). Custom plans and declining balance show
 * only for the listed customer types whose payment types the product accepts.
 */
export function ProductsStep(props: ProductsStepProps) {
  const { siteId, form, selection, cart, actions } = props;
  const { settings } = form;
  const type = selection.type;
  const narrowed = narrowMealPlans(form.purchase_meal_plans, selection);
  const decliningBalance = form.declining_balance[0];
  const tabs: { id: string; label: string; panel: ReactNode }[] = [
    {
      id: "meal-plans",
      label: settings.meal_plan_label || "Meal Plans",
      panel: (
        <MealPlansTab
          siteId={siteId}
          plans={narrowed.plans}
          message={settings.meal_plan_msg}
          onAdd={(plan: MealPlan) => actions.addMealPlan(plan.id)}
        />
      ),
    },
  ];
  if (settings.coffee_subscription) {
    tabs.push({
      id: "coffee",
      label: "Coffee Subscription",
      panel: (
        <CoffeeTab
          priceCents={settings.coffee_subscription_price}
          canAdd={cart?.can_add_coffee ?? true}
          onAdd={actions.addCoffee}
        />
      ),
    });
  }
  if (props.siteHasSubscriptions && narrowed.subscriptions.length > 0) {
    tabs.push({
      id: "subscriptions",
      label: "Meal Plan Subscriptions",
      panel: (
        <SubscriptionsTab
          siteId={siteId}
          plans={narrowed.subscriptions}
          message={settings.subscription_plan_msg}
          terms={settings.subscription_terms}
          renderForm={props.renderSubscriptionForm}
          onAdd={(plan, dates) => actions.addMealPlan(plan.id, dates)}
        />
      ),
    });
  }
  if (
    settings.custom_plan_customer_types.includes(type.id) &&
    overlaps(settings.custom_meal_plan_payment_types, type.payment_types)
  ) {
    tabs.push({
      id: "custom",
      label: "Custom Plans",
      panel: (
        <CustomPlanTab
          siteId={siteId}
          options={form.custom_plan_options}
          settings={settings}
          onAdd={actions.addCustomPlan}
        />
      ),
    });
  }
  if (
    decliningBalance &&
    settings.declining_balance_customer_types.includes(type.id) &&
    overlaps(settings.declining_balance_payment_types, type.payment_types)
  ) {
    tabs.push({
      id: "declining-balance",
      label: decliningBalance.name,
      panel: (
        <div className="purchase-tab">
          {settings.declining_balance_msg ? (
            <LazySafeHtml
              html={settings.declining_balance_msg}
              siteId={siteId}
              className="purchase-tab__message"
            />
          ) : null}
          <DecliningBalanceForm
            settings={decliningBalance}
            cartAmountCents={decliningBalanceInCart(cart, decliningBalance.id)}
            onAdd={(value) => actions.addDecliningBalance(value, decliningBalance.id)}
          />
        </div>
      ),
    });
  }
  return (
    <Tabs>
      <TabList aria-label="Products" className="ui-tabs__list--wrap">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {tab.panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}
