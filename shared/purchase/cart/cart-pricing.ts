import type {
  DecliningBalanceSettings,
  OrderFormSettings,
} from "../../visitor-forms/schemas/order-form-settings";
import { customPlanDisplay } from "../custom-plan";
import { decliningBalanceBonus, decliningBalanceDiscount } from "../declining-balance";
import { linePromo, promoEffect } from "../promo-effect";
import type { Cart, CartItem } from "../schemas/cart";
import { isTaxable, salesTax, type TaxSettings } from "../tax";

/** Everything outside the cart that its prices depend on. */
export interface PricingContext {
  settings: TaxSettings & Pick<OrderFormSettings, "custom_meal_plan_as">;
  /** the chosen customer type's apply_tax */
  customerTypeAppliesTax: boolean;
  decliningBalances: readonly DecliningBalanceSettings[];
}

function priceLine(item: CartItem, context: PricingContext): CartItem {
  switch (item.type) {
    case "Meal plan": {
      const promo = linePromo(item);
      const effect = promo ? promoEffect(item.price, promo) : { discount: 0, promoBonus: 0 };
      return {
        ...item,
        ...effect,
        bonus: 0,
        promo_price: promo ? item.price - effect.discount : null,
      };
    }
    case "Declining balance": {
      const settings = context.decliningBalances.find((db) => db.id === item.db_id);
      return {
        ...item,
        discount: settings ? decliningBalanceDiscount(item.price, settings) : 0,
        bonus: settings ? decliningBalanceBonus(item.price, settings) : 0,
        promoBonus: 0,
      };
    }
    case "Create your plan": {
      const dbValue = item.dbValue ?? 0;
      const dbPrice = item.dbPrice ?? 0;
      return {
        ...item,
        ...customPlanDisplay(dbValue, dbPrice, context.settings.custom_meal_plan_as),
        price: (item.swipePrice ?? 0) + dbPrice,
        discount: 0,
        promoBonus: 0,
      };
    }
    case "Coffee subscription":
      return { ...item, discount: 0, bonus: 0, promoBonus: 0 };
  }
}

/**
 * Recomputes one line: discount and bonus from its product rules, then tax on the price
 * after discount (requirements: purchases §4: recomputed after any cart change).
 */
export function recomputeItem(item: CartItem, context: PricingContext): CartItem {
  const priced = priceLine(item, context);
  const taxable = isTaxable(priced, context.settings, context.customerTypeAppliesTax);
  const tax = taxable ? salesTax(priced.price - priced.discount, context.settings.tax_rate) : 0;
  return { ...priced, tax };
}

export function recomputeCart(cart: Cart, context: PricingContext): Cart {
  return { ...cart, items: cart.items.map((item) => recomputeItem(item, context)) };
}

export interface LineTotals {
  id: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

export interface CartTotals {
  lines: LineTotals[];
  subtotal: number;
  discount: number;
  tax: number;
  /** always the sum of the line totals */
  total: number;
}

export function lineTotals(item: CartItem): LineTotals {
  return {
    id: item.id,
    subtotal: item.price,
    discount: item.discount,
    tax: item.tax,
    total: item.price - item.discount + item.tax,
  };
}

/** Cart totals as sums of the lines, so the cart total can never drift from its lines. */
export function cartTotals(cart: Cart): CartTotals {
  const lines = cart.items.map(lineTotals);
  const sum = (key: keyof Omit<LineTotals, "id">) =>
    lines.reduce((total, line) => total + line[key], 0);
  return {
    lines,
    subtotal: sum("subtotal"),
    discount: sum("discount"),
    tax: sum("tax"),
    total: sum("total"),
  };
}
