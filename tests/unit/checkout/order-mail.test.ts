import { describe, expect, it } from "vitest";
import { orderConfirmationMail } from "../../../shared/purchase/checkout/order-mail";
import { coffeeCartItem } from "../../../shared/subscriptions/coffee";
import { createCartItem, createOrder } from "../../support/factories/purchases";

// The order mail is the thank-you page's receipt, in the campus's colours, for mail clients
// (docs/decisions/receipts.md "The mail").

const ORIGIN = "https://dine.example";
const order = createOrder({
  items: [
    createCartItem({
      name: "Block 100",
      price: 179_900,
      discount: 17_990,
      promo_code: "FALL10",
      tax: 14_976,
    }),
  ],
  tax: 14_976,
  discount: 17_990,
  total: 176_886,
});
const campus = {
  brand: { brand_color: "#0b6e4f", text_color: "#ffffff" },
  campusUrl: `${ORIGIN}/cedarridge`,
  contactEmail: "dining@cedarridge.example.edu",
};

describe("the order mail", () => {
  it("is the receipt: line price, its promo discount, subtotal, tax and total, in both parts", () => {
    const mail = orderConfirmationMail(order, "Cedar Ridge", null, campus);
    expect(mail.text).toContain(
      [
        "Block 100: $1,799.00",
        "  Promo code FALL10: −$179.90",
        "Subtotal: $1,619.10",
        "Tax: $149.76",
        "Total: $1,768.86",
        "",
        "Payment: Credit card (Visa ending in 1111)",
      ].join("\n"),
    );
    const receipt = mail.html.match(/<caption[^>]*>Receipt<\/caption>(.*?)<\/table>/)?.[1];
    const cells = [...(receipt ?? "").matchAll(/<(?:th|td)[^>]*>([^<]*)/g)].map((m) => m[1]);
    expect(cells).toEqual([
      "Block 100",
      "$1,799.00",
      "Promo code FALL10",
      "−$179.90",
      "Subtotal",
      "$1,619.10",
      "Tax",
      "$149.76",
      "Total",
      "$1,768.86",
    ]);
  });

  it("renders in mail clients: tables, inline styles only, the campus's colours, no external CSS", () => {
    const { html } = orderConfirmationMail(order, "Cedar Ridge", null, campus);
    expect(html).not.toMatch(/<style|<link|<script|class=|<img/i);
    expect(html).toMatch(/<table role="presentation" width="600"/);
    expect(html).toContain('bgcolor="#0b6e4f"');
    expect(html).toContain("background-color:#0b6e4f;color:#ffffff");
    // A campus text colour without contrast on its brand gives way to black or white.
    const pale = orderConfirmationMail(order, "Cedar Ridge", null, {
      ...campus,
      brand: { brand_color: "#ffd400", text_color: "#ffffff" },
    });
    expect(pale.html).toContain("background-color:#ffd400;color:#000000");
  });

  it("gives a guest no 'Your orders' link, and links the campus as what it is", () => {
    const mail = orderConfirmationMail(order, "Cedar Ridge", null, campus);
    expect(mail.html).not.toContain("Your orders");
    expect(mail.text).not.toContain("Your orders");
    expect(mail.html).toContain(`<a href="${ORIGIN}/cedarridge"`);
    expect(mail.html).toContain(">Visit Cedar Ridge</a>");
    expect(mail.text).toContain(`Visit Cedar Ridge: ${ORIGIN}/cedarridge`);
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([`${ORIGIN}/cedarridge`, "mailto:dining@cedarridge.example.edu"]);
  });

  it("links a signed-in buyer's orders, and tells a subscriber how to cancel", () => {
    const account = `${ORIGIN}/cedarridge/customer-account`;
    const coffee = coffeeCartItem("c", "2026-11-23", 3, { coffee_subscription_price: 4_500 });
    const subscribed = { ...order, customer_id: "cust-1", items: [coffee] };
    const mail = orderConfirmationMail(subscribed, "Cedar Ridge", account, campus);
    expect(mail.html).toContain(`<a href="${account}"`);
    expect(mail.text).toContain(`Your orders: ${account}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(
        "You can cancel a subscription from the Subscriptions tab of your account up to 3 days before its next delivery.",
      );
      expect(part).toContain(
        "A coffee subscription can also be cancelled early by email to dining@cedarridge.example.edu before the next charge date.",
      );
    }
    expect(orderConfirmationMail(order, "Cedar Ridge", account, campus).text).not.toContain(
      "cancel",
    );
  });

  it("lays out a schedule block when the schedule rule gives one", () => {
    const mail = orderConfirmationMail(order, "Cedar Ridge", null, {
      ...campus,
      schedule: [
        {
          heading: "Monthly Meal Club: charges",
          rows: [
            { label: "Dec 1, 2026 (today)", amount: 24_900 },
            { label: "Jan 1, 2027", amount: 24_900 },
          ],
          note: "Next charge $249.00 on Jan 1, 2027.",
        },
      ],
    });
    expect(mail.text).toContain(
      "Monthly Meal Club: charges\nDec 1, 2026 (today): $249.00\nJan 1, 2027: $249.00\nNext charge $249.00 on Jan 1, 2027.",
    );
    expect(mail.html).toContain(">Monthly Meal Club: charges</h2>");
    expect(mail.html).toContain(">Jan 1, 2027</th>");
  });

  it("escapes what the campus and the order say", () => {
    const odd = { ...order, items: [createCartItem({ name: "Block <100>", price: 100 })] };
    const mail = orderConfirmationMail(odd, "Cedar & Co", null, campus);
    expect(mail.html).toContain("Block &lt;100&gt;");
    expect(mail.html).toContain("Cedar &amp; Co");
    expect(mail.subject).toBe("Cedar & Co: your order AB12CD34");
  });
});
