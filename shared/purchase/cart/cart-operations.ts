import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from "../../platform/errors";
import { formatCents } from "../../platform/money/format";
import type { Ymd } from "../../platform/time/ymd";
import { coffeeCartItem } from "../../subscriptions/coffee";
import {
  monthlyEndChoices,
  monthlySchedule,
  monthlyStartChoices,
} from "../../subscriptions/monthly";
import type { SubscriptionSchedule } from "../../subscriptions/schedule";
import {
  isWeeklyEndAllowed,
  isWeeklyStartAllowed,
  weeklySchedule,
} from "../../subscriptions/weekly";
import { checkDecliningBalanceAmount, minimumAmountMessage } from "../declining-balance";
import { applyPromoCode, findPromoCode } from "../promo-code";
import {
  offeredMealPlans,
  offersCustomPlans,
  offersDecliningBalance,
  type PurchaseConfig,
  pricingContextFor,
  resolveSelection,
  type SelectionIds,
  selectionExists,
  selectionIds,
} from "../purchase-config";
import type { CartItem } from "../schemas/cart";
import type { MealPlan } from "../schemas/meal-plan";
import { addCartItem } from "./cart-actions";
import {
  customPlanCartItem,
  decliningBalanceCartItem,
  decliningBalanceInCart,
  holdsMealPlan,
  mealPlanCartItem,
} from "./cart-items";
import { type CartState, settleCart } from "./cart-state";

// The cart's changes as pure functions of (state, configuration, request): each returns a
// settled state or throws the error the customer sees. The server runs them inside its
// optimistic-concurrency retry, so they must not depend on anything but their arguments.

/** The most declining balance of one product a cart may carry, in cents ($100,000). */
export const MAX_DECLINING_BALANCE_CENTS = 10_000_000;

/**
 * The most lines a cart holds: far below what one DynamoDB item (400 KB) can store, far above
 * what one buyer orders (docs/decisions/purchase.md).
 */
export const MAX_CART_LINES = 25;

export const CART_MESSAGES = {
  planNotOffered: "This meal plan is not available for your selections.",
  loginForSubscription: "Please log in or sign up to order a subscription.",
  subscriptionDates: "Please choose a start and an end date.",
  invalidStart: "Please choose a valid start date.",
  invalidEnd: "Please choose a valid end date.",
  customPlanOptions: "Please choose a swipe option and a declining balance option.",
  customPlanNotOffered: "Custom plans are not available for your customer type.",
  decliningBalanceNotFound: "Sorry, we're unable to find that.",
  decliningBalanceNotOffered: "Sorry, we can't display this button right now.",
  coffeeUnavailable: "The coffee subscription is not available.",
  invalidSelection: "Please choose one of the listed options.",
  invalidCustomerType: "Please choose one of the listed customer types.",
  smallerAmount: "Please enter a smaller amount.",
  cartFull: `Your cart can hold at most ${MAX_CART_LINES} items.`,
  requiresMealPlan: (name: string) =>
    `A meal plan is required to purchase ${name}. Please add a meal plan to your cart first.`,
} as const;

function withCustomerType(state: CartState, config: PurchaseConfig, typeId: string | undefined) {
  if (typeId === undefined) return state;
  if (!config.selections.types.some((type) => type.id === typeId)) {
    throw new ValidationError(CART_MESSAGES.invalidCustomerType);
  }
  const current = resolveSelection(config, state.selection);
  if (!current) throw new ValidationError(CART_MESSAGES.invalidSelection);
  return { ...state, selection: { ...selectionIds(current), type_id: typeId } };
}

/** Every add route ends here: a line that would pass MAX_CART_LINES is refused. */
function add(state: CartState, config: PurchaseConfig, item: CartItem): CartState {
  const context = pricingContextFor(config, resolveSelection(config, state.selection));
  const cart = addCartItem({ id: "cart", items: state.items }, item, context);
  const settled = settleCart({ ...state, items: cart.items }, config);
  if (settled.items.length > MAX_CART_LINES) throw new ConflictError(CART_MESSAGES.cartFull);
  return settled;
}

/** Applying the four selections (requirements: purchases §4) re-prices the cart and drops what they do not offer. */
export function setSelection(
  state: CartState,
  config: PurchaseConfig,
  ids: SelectionIds,
): CartState {
  if (!selectionExists(config, ids)) throw new ValidationError(CART_MESSAGES.invalidSelection);
  return settleCart({ ...state, selection: ids }, config);
}

export interface SubscriptionRequest {
  /** The chosen start (monthly: a 1st; weekly: a Monday). */
  start_date?: Ymd | undefined;
  /** The chosen end (monthly: a month's last day; weekly: the picked end date). */
  end_date?: Ymd | undefined;
}

/**
 * Plan and billing dates recomputed from the chosen start and end in campus time, after
 * checking them against the same calendars the pickers offer; the client's dates are never
 * stored (docs/decisions/purchase.md).
 */
export function subscriptionSchedule(
  plan: MealPlan,
  request: SubscriptionRequest,
  today: Ymd,
): SubscriptionSchedule {
  const { start_date: start, end_date: end } = request;
  if (!start || !end) throw new ValidationError(CART_MESSAGES.subscriptionDates);
  if (plan.subscription_frequency === "weekly") {
    if (!isWeeklyStartAllowed(start, today, plan))
      throw new ValidationError(CART_MESSAGES.invalidStart);
    if (!isWeeklyEndAllowed(start, end, plan)) throw new ValidationError(CART_MESSAGES.invalidEnd);
    return weeklySchedule(today, start, end);
  }
  if (!monthlyStartChoices(today, plan).includes(start)) {
    throw new ValidationError(CART_MESSAGES.invalidStart);
  }
  if (!monthlyEndChoices(start, plan).includes(end))
    throw new ValidationError(CART_MESSAGES.invalidEnd);
  return monthlySchedule(today, start, end);
}

export interface AddMealPlanRequest extends SubscriptionRequest {
  meal_plan: string;
  customer_type_id?: string | undefined;
}

export function addMealPlan(
  state: CartState,
  config: PurchaseConfig,
  request: AddMealPlanRequest,
  env: { itemId: string; today: Ymd; signedIn: boolean },
): CartState {
  const typed = withCustomerType(state, config, request.customer_type_id);
  const selection = resolveSelection(config, typed.selection);
  const plan = selection ? offeredMealPlans(config, selection).get(request.meal_plan) : undefined;
  if (!selection || !plan) throw new NotFoundError(CART_MESSAGES.planNotOffered);
  const item = mealPlanCartItem(env.itemId, plan);
  if (!plan.subscription) {
    return add({ ...typed, selection: selectionIds(selection) }, config, item);
  }
  if (!env.signedIn) throw new UnauthorizedError(CART_MESSAGES.loginForSubscription);
  const schedule = subscriptionSchedule(plan, request, env.today);
  return add({ ...typed, selection: selectionIds(selection) }, config, {
    ...item,
    bill_today: schedule.billToday,
    first_bill_date: schedule.firstBillDate,
    last_bill_date: schedule.lastBillDate,
    first_plan_date: schedule.firstPlanDate,
    last_plan_date: schedule.lastPlanDate,
  });
}

export function addCustomPlan(
  state: CartState,
  config: PurchaseConfig,
  request: { swipe_id: string; db_id: string },
  env: { itemId: string },
): CartState {
  const selection = resolveSelection(config, state.selection);
  if (!selection || !offersCustomPlans(config, selection.type)) {
    throw new ForbiddenError(CART_MESSAGES.customPlanNotOffered);
  }
  const options = config.customPlanOptions;
  const swipe = options.find((o) => o.type === "swipe" && o.id === request.swipe_id);
  const db = options.find((o) => o.type === "db" && o.id === request.db_id);
  if (!swipe || !db) throw new ValidationError(CART_MESSAGES.customPlanOptions);
  const item = customPlanCartItem(env.itemId, "Custom Plan", swipe, db);
  const desc = `${swipe.value} swipes and ${formatCents(db.value)} declining balance`;
  return add({ ...state, selection: selectionIds(selection) }, config, { ...item, desc });
}

export interface AddDecliningBalanceRequest {
  declining_balance_value: string;
  db_id?: string | undefined;
  customer_type_id?: string | undefined;
}

export function addDecliningBalance(
  state: CartState,
  config: PurchaseConfig,
  request: AddDecliningBalanceRequest,
  env: { itemId: string },
): CartState {
  const typed = withCustomerType(state, config, request.customer_type_id);
  const selection = resolveSelection(config, typed.selection);
  const settings = request.db_id
    ? config.decliningBalances.find((db) => db.id === request.db_id)
    : config.decliningBalances[0];
  if (!settings) throw new NotFoundError(CART_MESSAGES.decliningBalanceNotFound);
  if (!selection || !offersDecliningBalance(config, selection.type)) {
    throw new ForbiddenError(CART_MESSAGES.decliningBalanceNotOffered);
  }
  // Checked against the cart as it prices now (a plan no longer offered is not counted).
  const current = settleCart({ ...typed, selection: selectionIds(selection) }, config);
  if (settings.requires_plan && !holdsMealPlan(current.items)) {
    throw new ConflictError(CART_MESSAGES.requiresMealPlan(settings.name));
  }
  const inCart = decliningBalanceInCart(current.items.filter((item) => item.db_id === settings.id));
  const check = checkDecliningBalanceAmount(request.declining_balance_value, settings, inCart);
  if (!check.ok)
    throw new ValidationError(check.message, { declining_balance_value: check.message });
  if (check.cents === 0 || inCart + check.cents > MAX_DECLINING_BALANCE_CENTS) {
    const message =
      check.cents === 0
        ? minimumAmountMessage(Math.max(1, settings.minimum_purchase))
        : CART_MESSAGES.smallerAmount;
    throw new ValidationError(message, { declining_balance_value: message });
  }
  // Added to the product's line if the cart has one (mergeDecliningBalanceLines).
  return add(current, config, decliningBalanceCartItem(env.itemId, settings, check.cents));
}

export function addCoffeeSubscription(
  state: CartState,
  config: PurchaseConfig,
  months: number,
  env: { itemId: string; today: Ymd },
): CartState {
  if (!config.settings.coffee_subscription)
    throw new NotFoundError(CART_MESSAGES.coffeeUnavailable);
  return add(state, config, coffeeCartItem(env.itemId, env.today, months, config.settings));
}

/** Deleting a line that is not there leaves the cart as it is (a repeated click is harmless). */
export function deleteItem(state: CartState, config: PurchaseConfig, itemId: string): CartState {
  return settleCart({ ...state, items: state.items.filter((item) => item.id !== itemId) }, config);
}

/** The typed code is looked up, in any case, among the campus's current codes. */
export function applyPromo(state: CartState, config: PurchaseConfig, typedCode: string): CartState {
  const promo = findPromoCode(config.promoCodes, typedCode);
  const context = pricingContextFor(config, resolveSelection(config, state.selection));
  const result = applyPromoCode({ id: "cart", items: state.items }, typedCode, promo, context);
  if (!result.ok) throw new ValidationError(result.message, { promo_code: result.message });
  return settleCart({ ...state, items: result.cart.items, promo }, config);
}

export function removePromo(state: CartState, config: PurchaseConfig): CartState {
  return settleCart({ ...state, promo: null }, config);
}
