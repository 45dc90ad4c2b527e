import type {
  CustomerSelection,
  CustomerType,
  DecliningBalanceSettings,
  OrderFormSettings,
  SelectionOption,
} from "../visitor-forms/schemas/order-form-settings";
import type { PricingContext } from "./cart/cart-pricing";
import type { CartItem } from "./schemas/cart";
import type { CustomPlanOption, MealPlan, PaymentType } from "./schemas/meal-plan";
import type { PromoCode } from "./schemas/promo-code";
import { narrowMealPlans } from "./selection-narrowing";

/** Everything a campus configures for the purchase screen, as the server loads it. */
export interface PurchaseConfig {
  settings: OrderFormSettings;
  selections: {
    locations: SelectionOption[];
    terms: SelectionOption[];
    types: CustomerType[];
    years: SelectionOption[];
  };
  mealPlans: MealPlan[];
  customPlanOptions: CustomPlanOption[];
  decliningBalances: DecliningBalanceSettings[];
  /**
   * The campus's promo codes as defined now: a cart's applied code is checked against them
   * whenever it is priced. Never sent to a browser (codes are not listed).
   */
  promoCodes: PromoCode[];
}

/** The four chosen options by id, as a cart stores them. */
export interface SelectionIds {
  location_id: string;
  term_id: string;
  type_id: string;
  year_id: string;
}

const pick = <T extends { id: string }>(options: readonly T[], id: string | undefined) =>
  options.find((option) => option.id === id) ?? options[0];

/**
 * The selection a cart is priced for: each stored id that still exists, else the first
 * option (requirements: purchases §4 restores selections that way; with hide_selections or
 * before the customer chooses, the first options are the default). Null when a list is empty.
 */
export function resolveSelection(
  config: PurchaseConfig,
  ids: Partial<SelectionIds> | null,
): CustomerSelection | null {
  const { locations, terms, types, years } = config.selections;
  const location = pick(locations, ids?.location_id);
  const term = pick(terms, ids?.term_id);
  const type = pick(types, ids?.type_id);
  const year = pick(years, ids?.year_id);
  if (!location || !term || !type || !year) return null;
  return { location, term, type, year };
}

export const selectionIds = (selection: CustomerSelection): SelectionIds => ({
  location_id: selection.location.id,
  term_id: selection.term.id,
  type_id: selection.type.id,
  year_id: selection.year.id,
});

/** Whether every id names an option that exists (a stale or forged id does not). */
export function selectionExists(config: PurchaseConfig, ids: SelectionIds): boolean {
  const { locations, terms, types, years } = config.selections;
  return (
    locations.some((o) => o.id === ids.location_id) &&
    terms.some((o) => o.id === ids.term_id) &&
    types.some((o) => o.id === ids.type_id) &&
    years.some((o) => o.id === ids.year_id)
  );
}

export function pricingContextFor(
  config: PurchaseConfig,
  selection: CustomerSelection | null,
): PricingContext {
  return {
    settings: config.settings,
    customerTypeAppliesTax: selection?.type.apply_tax ?? false,
    decliningBalances: config.decliningBalances,
  };
}

/** Custom plans and declining balance are offered only to the listed customer types (requirements: purchases §2). */
export const offersCustomPlans = (config: PurchaseConfig, type: CustomerType | undefined) =>
  type !== undefined && config.settings.custom_plan_customer_types.includes(type.id);

export const offersDecliningBalance = (config: PurchaseConfig, type: CustomerType | undefined) =>
  type !== undefined && config.settings.declining_balance_customer_types.includes(type.id);

/** The customer type's payment types that the campus takes at all (checkout uses the same). */
export function customerPaymentTypes(config: PurchaseConfig, type: CustomerType): PaymentType[] {
  return type.payment_types.filter((t) => config.settings.payment_types.includes(t));
}

/** The plans a selection offers, ordinary and subscription, by id (requirements: purchases §4). */
export function offeredMealPlans(
  config: PurchaseConfig,
  selection: CustomerSelection,
): Map<string, MealPlan> {
  const { plans, subscriptions } = narrowMealPlans(config.mealPlans, selection);
  return new Map([...plans, ...subscriptions].map((plan) => [plan.id, plan]));
}

interface Offer {
  config: PurchaseConfig;
  selection: CustomerSelection | null;
  offeredPlans: ReadonlyMap<string, MealPlan>;
}

function refreshLine(item: CartItem, { config, selection, offeredPlans }: Offer): CartItem | null {
  if (item.type === "Meal plan") {
    const plan = offeredPlans.get(item.meal_plan_id ?? "");
    if (!plan) return null;
    const { name, desc, price, apply_tax, payment_types } = plan;
    return { ...item, name, desc, price, apply_tax, payment_types };
  }
  if (item.type === "Create your plan") {
    const options = config.customPlanOptions;
    const swipe = options.find((o) => o.type === "swipe" && o.id === item.swipe_id);
    const db = options.find((o) => o.type === "db" && o.id === item.db_id);
    if (!swipe || !db || !offersCustomPlans(config, selection?.type)) return null;
    return {
      ...item,
      price: swipe.price + db.price,
      swipeValue: swipe.value,
      swipePrice: swipe.price,
      dbValue: db.value,
      dbPrice: db.price,
    };
  }
  if (item.type === "Declining balance") {
    const settings = config.decliningBalances.find((db) => db.id === item.db_id);
    if (!settings || !offersDecliningBalance(config, selection?.type)) return null;
    return { ...item, name: settings.name };
  }
  if (!config.settings.coffee_subscription) return null;
  const price = config.settings.coffee_subscription_price;
  return { ...item, price, payments: item.payments.map((p) => ({ ...p, amount: price })) };
}

/**
 * Brings every line up to date with the stored configuration before pricing: list prices come
 * from the current plans, options and settings, never from what the cart held, and a line the
 * selection no longer offers (a plan outside the narrowed set, a custom plan or declining
 * balance for an unlisted customer type, coffee once switched off) leaves the cart.
 */
export function refreshLines(
  items: readonly CartItem[],
  config: PurchaseConfig,
  selection: CustomerSelection | null,
): CartItem[] {
  const offeredPlans = selection ? offeredMealPlans(config, selection) : new Map();
  const offer = { config, selection, offeredPlans };
  return items.flatMap((item) => refreshLine(item, offer) ?? []);
}
