import { describe, expect, inject, it } from "vitest";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { coffeeCartItem } from "../../shared/subscriptions/coffee";
import { AccountClient } from "../support/account-client";
import { cedarRidgeCopy } from "../support/campus-copy";
import { callCheckout } from "../support/checkout";
import { BLOCK_100, block100Item, checkoutBody, putCart } from "../support/factories/checkout";
import { createSignUp } from "../support/factories/customer";
import { waitForMail } from "../support/mail";
import { sandboxToken, TEST_CARDS } from "../support/payments";

// The order mail through the real checkout is the thank-you page's receipt: line price, the
// promo's discount, tax and total, in the campus's colours, links from the configured web
// origin only (docs/decisions/receipts.md).

const origin = () => String(inject("localEnv").WEB_ORIGIN).replace(/\/$/, "");
// Cedar Ridge's brand colour and contact address (scripts/demo/cedar-ridge/campus.json).
const BRAND = "#1F5C3A";
const CONTACT = "dining@cedarridge.example.edu";

async function card(overrides: Record<string, unknown>) {
  return checkoutBody({
    card_token: await sandboxToken(TEST_CARDS.approved),
    card_brand: "Visa",
    card_last4: "1111",
    ...overrides,
  });
}

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");

describe("the order mail", () => {
  it("gives a guest's taxed, discounted order as a receipt in the campus colours, with no 'Your orders'", async () => {
    // A promo code is campus data: it lives on a copy of Cedar Ridge.
    const siteId = "cedar-ridge-receipt";
    await cedarRidgeCopy(siteId);
    const cartId = await putCart([block100Item()], {
      siteId,
      typeId: "faculty-staff",
      promo: { code: "FALL10", type: "discount", adj: "percent", value: 10 },
    });
    // $1,799.00 − 10 % = $1,619.10; 9.25 % tax on it, rounded down: $149.76.
    const total = BLOCK_100 - 17_990 + 14_976;
    const body = await card({ site_id: siteId, type_id: "faculty-staff", total });
    const placed = await callCheckout("create_cc_order", body, {
      cartId,
      siteId,
      host: "evil.example",
    });
    expect(placed.status, placed.body.msg).toBe(200);

    const [mail] = await waitForMail(String(body.email));
    const { text = "", html = "" } = mail?.body ?? {};
    expect(text).toContain(
      [
        "Block 100: $1,799.00",
        "  Promo code FALL10: −$179.90",
        "Subtotal: $1,619.10",
        "Tax: $149.76",
        "Total: $1,768.86",
      ].join("\n"),
    );
    for (const cell of ["Promo code FALL10", "−$179.90", "$1,619.10", "$149.76", "$1,768.86"]) {
      expect(html).toContain(`${cell}</`);
    }
    expect(html.toLowerCase()).toContain(`bgcolor="${BRAND.toLowerCase()}"`);
    expect(html).not.toMatch(/<style|<link|<script|class=/i);
    // A guest has no orders page: no "Your orders", and the campus home is named as such.
    expect(`${text}${html}`).not.toContain("Your orders");
    expect(hrefsOf(html)).toEqual([`${origin()}/${siteId}`, `mailto:${CONTACT}`]);
    expect(`${text}${html}`).not.toContain("evil.example");
  });

  it("links a signed-in subscriber's orders and says how to cancel", async () => {
    const account = new AccountClient();
    const signUp = createSignUp({ email: `receipt.${Date.now()}@cedarridge.example.edu` });
    await account.call("/v1/customer/create", { method: "POST", body: signUp });
    const session = `doc_session=${account.cookies.get("doc_session")}`;
    const today = campusDate(new Date(), "America/Los_Angeles");
    const coffee = coffeeCartItem("coffee-1", today, 2, { coffee_subscription_price: 4_500 });
    const cartId = await putCart([coffee]);
    const body = await card({
      total: 4_500,
      email: signUp.email,
      email_confirmation: signUp.email,
    });
    const placed = await callCheckout("create_cc_order", body, { cartId, cookies: [session] });
    expect(placed.status, placed.body.msg).toBe(200);

    const [mail] = await waitForMail(signUp.email);
    const { text = "", html = "" } = mail?.body ?? {};
    const orders = `${origin()}/cedarridge/customer-account`;
    expect(text).toContain(`Your orders: ${orders}`);
    expect(hrefsOf(html)).toContain(orders);
    for (const part of [text, html]) {
      expect(part).toContain("from the Subscriptions tab of your account up to 3 days before");
      expect(part).toContain(`by email to ${CONTACT} before the next charge date`);
    }
    expect(
      hrefsOf(html).every((href) => href.startsWith(origin()) || href.startsWith("mailto:")),
    ).toBe(true);
  });
});
