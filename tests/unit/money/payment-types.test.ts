import { describe, expect, it } from "vitest";
import {
  availablePaymentTypes,
  itemPaymentTypes,
  payWithLabel,
} from "../../../shared/purchase/payment-types";
import type { PaymentType } from "../../../shared/purchase/schemas/meal-plan";
import { createCartItem, createOrderFormSettings } from "../../support/factories/purchases";

const ALL: PaymentType[] = ["Student ID", "Credit card", "Payroll deduction"];
const settings = createOrderFormSettings({
  custom_meal_plan_payment_types: ["Student ID", "Credit card"],
  declining_balance_payment_types: ["Credit card", "Payroll deduction"],
});
const plan = (types: PaymentType[]) => createCartItem({ type: "Meal plan", payment_types: types });
const custom = createCartItem({ type: "Create your plan" });
const db = createCartItem({ type: "Declining balance" });
const coffee = createCartItem({ type: "Coffee subscription" });

describe("payment types left after narrowing", () => {
  it.each([
    ["empty cart keeps the customer type's", ALL, [], ALL],
    [
      "a meal plan's own list",
      ALL,
      [plan(["Student ID", "Payroll deduction"])],
      ["Student ID", "Payroll deduction"],
    ],
    ["custom plans by their settings list", ALL, [custom], ["Student ID", "Credit card"]],
    ["declining balance by its settings list", ALL, [db], ["Credit card", "Payroll deduction"]],
    ["coffee → Credit card only", ALL, [coffee], ["Credit card"]],
    ["custom plan and declining balance together", ALL, [custom, db], ["Credit card"]],
    ["customer type without credit card and coffee", ["Student ID"], [coffee], []],
    [
      "intersection with the customer type",
      ["Payroll deduction", "Student ID"],
      [plan(ALL)],
      ["Payroll deduction", "Student ID"],
    ],
  ] as [string, PaymentType[], ReturnType<typeof createCartItem>[], PaymentType[]][])(
    "%s",
    (_, customerType, items, expected) => {
      expect(availablePaymentTypes(customerType, items, settings)).toEqual(expected);
    },
  );

  it("coffee allows only a credit card", () => {
    expect(itemPaymentTypes(coffee, settings)).toEqual(["Credit card"]);
  });

  it("labels the payment buttons 'Pay with {type}'", () => {
    expect(payWithLabel("Student ID")).toBe("Pay with Student ID");
  });
});
