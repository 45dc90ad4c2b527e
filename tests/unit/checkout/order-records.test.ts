import { describe, expect, it } from "vitest";
import { orderConfirmationMail } from "../../../shared/purchase/checkout/order-mail";
import {
  calendarOfLine,
  subscriptionsFromCart,
} from "../../../shared/purchase/checkout/subscriptions";
import {
  decodeSandboxToken,
  encodeSandboxToken,
  sandboxOutcomeOf,
} from "../../../shared/purchase/payments/sandbox";
import { coffeeCartItem } from "../../../shared/subscriptions/coffee";
import { createCartItem, createOrder } from "../../support/factories/purchases";

const order = createOrder({
  items: [createCartItem({ name: "Block <100>", price: 179_900, tax: 16_640 })],
  tax: 16_640,
  total: 196_540,
});

describe("order confirmation mail", () => {
  it("carries the campus, number, lines, tax, total, payment type and last four in both parts", () => {
    const mail = orderConfirmationMail(
      order,
      "Cedar Ridge & Co",
      "https://dine.example/cedarridge",
    );
    expect(mail.subject).toBe("Cedar Ridge & Co: your order AB12CD34");
    for (const part of [mail.text, mail.html]) {
      for (const text of ["AB12CD34", "$1,799.00", "$166.40", "$1,965.40", "Credit card", "1111"]) {
        expect(part).toContain(text);
      }
    }
    expect(mail.html).toContain("Block &lt;100&gt;");
    expect(mail.html).toContain("Cedar Ridge &amp; Co");
    expect(mail.html).toContain('href="https://dine.example/cedarridge"');
  });

  it("has no link without a configured origin, and no card for a Student ID order", () => {
    const mail = orderConfirmationMail(
      { ...order, payment_type: "Student ID", card_brand: null, card_last4: null },
      "Cedar Ridge",
      null,
    );
    expect(mail.html).not.toContain("href");
    expect(mail.text).not.toContain("http");
    expect(mail.text).toContain("Payment: Student ID");
  });
});

describe("subscriptions from the cart", () => {
  const context = {
    siteId: "cedar-ridge",
    customerId: "cust-1",
    orderId: "order-1",
    orderCreatedAt: "2026-11-23T18:00:00.000Z",
    today: "2026-11-23",
    paymentMethod: "sbxpm_x",
    cardBrand: "Visa",
    cardLast4: "1111",
    result: "Approved",
    newId: () => "sub-1",
  };

  it("bills a coffee subscription on its payment dates, the first paid at checkout", () => {
    const coffee = coffeeCartItem("c", "2026-11-23", 3, { coffee_subscription_price: 4_500 });
    const [record] = subscriptionsFromCart([coffee, createCartItem()], context);
    expect(record?.subscription).toMatchObject({
      kind: "coffee",
      billing_days: ["2026-11-23", "2026-12-23", "2027-01-23"],
      next_bill_day: "2026-12-23",
      amount: 4_500,
      payment_method: "sbxpm_x",
    });
    expect(record?.payment).toMatchObject({ period: "2026-11-23", amt: 4_500, result: "Approved" });
  });

  it("uses the monthly and weekly calendars for meal plan subscriptions, the first period paid at checkout", () => {
    const monthly = createCartItem({
      subscription: true,
      subscription_frequency: "monthly",
      first_plan_date: "2026-12-01",
      last_plan_date: "2027-02-28",
    });
    expect(calendarOfLine(monthly, "2026-11-23").billing_days).toEqual([
      "2026-11-23",
      "2027-01-01",
      "2027-02-01",
    ]);
    const weekly = createCartItem({
      subscription: true,
      subscription_frequency: "weekly",
      first_plan_date: "2026-11-30",
      last_plan_date: "2026-12-14",
    });
    const [record] = subscriptionsFromCart([weekly], context);
    expect(record?.subscription).toMatchObject({
      kind: "meal_plan_weekly",
      start: "2026-11-30",
      end: "2026-12-20",
      billing_days: ["2026-11-23", "2026-11-30", "2026-12-07"],
      next_bill_day: "2026-11-30",
    });
    expect(record?.payment?.period).toBe("2026-11-23");
  });
});

describe("sandbox tokens", () => {
  it("round-trips outcome, brand and last four, and refuses anything else", () => {
    const parts = { outcome: "declined", brand: "American Express", last4: "0005" } as const;
    expect(decodeSandboxToken(encodeSandboxToken(parts, "abcdef0123"))).toEqual(parts);
    expect(decodeSandboxToken(encodeSandboxToken(parts, "abcdef0123", "sbxpm"))).toBeNull();
    expect(decodeSandboxToken(encodeSandboxToken(parts, "abcdef0123", "sbxpm"), "sbxpm")).toEqual(
      parts,
    );
    expect(decodeSandboxToken("sbx_exploded_visa_1111_abcdef0123")).toBeNull();
    expect(decodeSandboxToken("sbx_approved_diners_1111_abcdef0123")).toBeNull();
    expect(sandboxOutcomeOf("4000000000000119")).toBe("unavailable");
    expect(sandboxOutcomeOf("4242424242424242")).toBe("approved");
  });
});
