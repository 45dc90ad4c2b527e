import { readFileSync } from "node:fs";
import type { CartView } from "../../shared/purchase/routes/cart";
import {
  type OrderFormEntry,
  orderFormEntrySchema,
} from "../../shared/purchase/schemas/order-form-entry";
import { AccountClient } from "./account-client";

/** A demo campus's order form as onboarded, for computing expected figures in tests. */
export function demoOrderForm(campus: "cedar-ridge" | "harbor-state"): OrderFormEntry {
  const file = JSON.parse(readFileSync(`scripts/demo/${campus}/campus.json`, "utf8"));
  return orderFormEntrySchema.parse(file.order_form);
}

export type CartResponse = Awaited<ReturnType<AccountClient["call"]>> & {
  body: { cart: CartView; status: string; msg: string; fields?: Record<string, string> };
};

/** A browser stand-in for the purchase flow: keeps the cart and session cookies. */
export class CartClient extends AccountClient {
  constructor(readonly siteId: string) {
    super();
  }

  /** The cart's id (the cookie holds it with its signature). */
  get cartId(): string | undefined {
    return this.cookies.get(`doc_cart_${this.siteId}`)?.split(".")[0];
  }

  private send(path: string, method: string, params: Record<string, unknown>) {
    const body = { site_id: this.siteId, ...params };
    if (method === "GET" || method === "DELETE") {
      const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
      return this.call(`${path}?${query}`, { method }) as Promise<CartResponse>;
    }
    return this.call(path, { method, body }) as Promise<CartResponse>;
  }

  fetch = () => this.send("/v1/cart/fetch", "GET", {});
  select = (ids: { location_id: string; term_id: string; type_id: string; year_id: string }) =>
    this.send("/v1/cart/update_selections", "POST", ids);
  addMealPlan = (params: Record<string, unknown>) =>
    this.send("/v1/cart/add_meal_plan", "POST", params);
  addCustomPlan = (swipe_id: string, db_id: string) =>
    this.send("/v1/cart/add_custom_plan", "POST", { swipe_id, db_id });
  addDecliningBalance = (value: string, params: Record<string, unknown> = {}) =>
    this.send("/v1/cart/add_declining_balance", "POST", {
      declining_balance_value: value,
      ...params,
    });
  addCoffee = (months: number) => this.send("/v1/cart/add_coffee_subscription", "POST", { months });
  deleteItem = (cart_item_id: string) =>
    this.send("/v1/cart/delete_cart_item", "DELETE", { cart_item_id });
  clear = () => this.send("/v1/cart/clear", "POST", {});
  applyPromo = (promo_code: string, params: Record<string, unknown> = {}) =>
    this.send("/v1/promo_codes/apply", "POST", { promo_code, ...params });
  removePromo = () => this.send("/v1/promo_codes/remove", "POST", {});
}

export const CEDAR_STUDENT = {
  location_id: "main-campus",
  term_id: "sel-fall-2026",
  type_id: "student",
  year_id: "year-2026-27",
};

export const CEDAR_FACULTY = { ...CEDAR_STUDENT, type_id: "faculty-staff" };
