import { describe, expect, it } from "vitest";
import { cartCountText, showDecliningBalanceUpsell } from "../../../shared/purchase/cart/cart-text";
import type { CartItemType } from "../../../shared/purchase/schemas/cart";

describe("cart item count text (requirements: purchases §2)", () => {
  it.each([
    [0, "Your shopping cart is empty."],
    [1, "There is 1 item in your shopping cart."],
    [2, "There are 2 items in your shopping cart."],
    [12, "There are 12 items in your shopping cart."],
  ])("%i items → %s", (count, text) => {
    expect(cartCountText(count)).toBe(text);
  });
});

describe("declining balance upsell (requirements: purchases §4)", () => {
  const items = (...types: CartItemType[]) => types.map((type) => ({ type }));
  it.each([
    ["meal plan and requires_plan", items("Meal plan"), true, true],
    ["meal plan, plan not required", items("Meal plan"), false, false],
    ["no meal plan", items("Declining balance", "Create your plan"), true, false],
    ["empty cart", items(), true, false],
  ])("%s", (_, cartItems, requiresPlan, expected) => {
    expect(showDecliningBalanceUpsell(cartItems, { requires_plan: requiresPlan })).toBe(expected);
  });

  it("is hidden without declining balance settings", () => {
    expect(showDecliningBalanceUpsell(items("Meal plan"), null)).toBe(false);
  });
});
