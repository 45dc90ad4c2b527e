import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { publishedSite } from "../../functions/platform/site-cache";
import { getItem, queryAll } from "../../functions/platform/table";
import { confirmHeldOrder } from "../../functions/purchase/cart/confirm-order";
import { holdStore } from "../../functions/purchase/checkout/hold-store";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { CHECKOUT_TEXT } from "../../shared/purchase/checkout/messages";
import { HOLD_HOURS } from "../../shared/purchase/checkout/order-hold";
import { cartEntity } from "../../shared/purchase/entities/cart";
import { checkoutClaimEntity } from "../../shared/purchase/entities/checkout-claim";
import { chargesWithKeyPrefix } from "../../shared/purchase/entities/gateway-charge";
import { coffeeCartItem } from "../../shared/subscriptions/coffee";
import { subscriptionsOfCustomer } from "../../shared/subscriptions/entities/subscription";
import { AccountClient } from "../support/account-client";
import { api } from "../support/api";
import { cedarRidgeCopy } from "../support/campus-copy";
import { callCheckout } from "../support/checkout";
import {
  BLOCK_100,
  BLOCK_100_FACULTY_TAX,
  block100Item,
  checkoutBody,
  putCart,
} from "../support/factories/checkout";
import { createSignUp } from "../support/factories/customer";
import { callHandler } from "../support/in-process";
import { waitForMail } from "../support/mail";
import { sandboxToken, TEST_CARDS } from "../support/payments";

const SITE = "cedar-ridge";
const chargesOf = async (orderId: string) =>
  (await queryAll(chargesWithKeyPrefix(SITE, orderId))).length;
const cartExists = async (cartId: string) =>
  Boolean(await getItem(cartEntity.key({ siteId: SITE, cartId })));

async function card(number: string, overrides: Record<string, unknown> = {}) {
  const digits = number.replace(/\s/g, "");
  return checkoutBody({
    card_token: await sandboxToken(number),
    card_brand: "Visa",
    card_last4: digits.slice(-4),
    ...overrides,
  });
}

describe("card checkout", () => {
  it("places the order, charges once, closes the cart and mails the buyer", async () => {
    const cartId = await putCart([block100Item()]);
    const body = await card(TEST_CARDS.approved);
    const result = await callCheckout("create_cc_order", body, { cartId, host: "evil.example" });

    expect(result.status, result.body.msg).toBe(200);
    expect(result.body).toMatchObject({ status: "success", total: BLOCK_100 });
    const order = result.body.order;
    expect(order).toMatchObject({ total: BLOCK_100, card_last4: "1111" });
    expect(await chargesOf(order?.id ?? "")).toBe(1);
    expect(await cartExists(cartId)).toBe(false);
    expect(
      result.cookies.some((c) => c.startsWith("doc_cart_cedar-ridge=;") && c.includes("Max-Age=0")),
    ).toBe(true);

    // Recorded with the order, sent by the outbox worker a moment later.
    const [mail] = await waitForMail(String(body.email));
    expect(mail?.subject).toContain(order?.no);
    expect(mail?.body.html).toContain("Cedar Ridge");
    for (const part of [mail?.body.text, mail?.body.html]) {
      expect(part).toContain(order?.no);
      expect(part).toContain("Block 100");
      expect(part).toContain("$1,799.00");
      expect(part).toContain("Tax");
      expect(part).toContain("1111");
      expect(part).toContain("Credit card");
      expect(part).not.toContain("evil.example");
    }
  });

  it("keeps the cart after a decline and takes the next card", async () => {
    const cartId = await putCart([block100Item()]);
    const declined = await callCheckout("create_cc_order", await card(TEST_CARDS.declined), {
      cartId,
    });
    expect(declined.status).toBe(402);
    expect(declined.body.msg).toBe(
      "Card declined. If your billing address is correct, please contact your card issuer.",
    );
    expect(declined.body.fields?.card_num).toBe(declined.body.msg);
    expect(await cartExists(cartId)).toBe(true);
    // The declined attempt is over: nothing was charged under its key, the cart is free.
    const attempt = await getItem(checkoutClaimEntity.key({ siteId: SITE, cartId }));
    expect(checkoutClaimEntity.fromItem(attempt ?? {})).toMatchObject({
      state: "released",
      resolution: "declined",
    });

    const invalid = await callCheckout("create_cc_order", await card(TEST_CARDS.invalid), {
      cartId,
    });
    expect(invalid.status).toBe(402);
    expect(invalid.body.fields?.card_num).toBe("Invalid card number");
    expect(await cartExists(cartId)).toBe(true);

    const approved = await callCheckout("create_cc_order", await card(TEST_CARDS.approved), {
      cartId,
    });
    expect(approved.status).toBe(200);
    expect(await chargesOf(approved.body.order?.id ?? "")).toBe(1);
  });

  it("refuses a total that no longer matches the cart, without charging", async () => {
    // Prices are re-read from the stored plans: a price written into the stored line is not
    // what checkout charges.
    const item = block100Item();
    const tampered = await putCart([item]);
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cartEntity.key({ siteId: SITE, cartId: tampered }),
        UpdateExpression: "SET #data.#items[0].price = :price",
        ExpressionAttributeNames: { "#data": "data", "#items": "items" },
        ExpressionAttributeValues: { ":price": 1_000 },
      }),
    );
    const stale = await callCheckout(
      "create_cc_order",
      await card(TEST_CARDS.approved, { total: 1_000 }),
      { cartId: tampered },
    );
    expect(stale.status).toBe(409);

    // The cart changed under the buyer (now priced for a taxed customer type): the total the
    // page showed no longer matches.
    const cartId = await putCart([block100Item()]);
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cartEntity.key({ siteId: SITE, cartId }),
        UpdateExpression: "SET #data.#selection.type_id = :type",
        ExpressionAttributeNames: { "#data": "data", "#selection": "selection" },
        ExpressionAttributeValues: { ":type": "faculty-staff" },
      }),
    );
    const result = await callCheckout(
      "create_cc_order",
      await card(TEST_CARDS.approved, { type_id: "faculty-staff" }),
      { cartId },
    );
    expect(result.status).toBe(409);
    expect(result.body.msg).toBe(
      "The prices in your cart have changed since you started checking out. Please review your cart and try again.",
    );
    expect(await cartExists(cartId)).toBe(true);
    expect(await getItem(checkoutClaimEntity.key({ siteId: SITE, cartId }))).toBeUndefined();

    const otherType = await callCheckout("create_cc_order", await card(TEST_CARDS.approved), {
      cartId,
    });
    expect(otherType.status).toBe(409);
    expect(otherType.body.msg).toBe(
      "Your customer selections have changed since you started checking out. Please review your cart and try again.",
    );
  });

  it("skips the gateway for a zero total", async () => {
    // A 100 % code is campus data: it lives on a copy of Cedar Ridge, not on the demo campus.
    const siteId = "cedar-ridge-free";
    await cedarRidgeCopy(siteId);
    const cartId = await putCart([block100Item()], {
      siteId,
      promo: { code: "FREE", type: "discount", adj: "percent", value: 100 },
    });
    const result = await callCheckout(
      "create_cc_order",
      await card(TEST_CARDS.declined, { total: 0, site_id: siteId }),
      { cartId, siteId },
    );
    expect(result.status, result.body.msg).toBe(200);
    expect(result.body.total).toBe(0);
    const charges = await queryAll(chargesWithKeyPrefix(siteId, result.body.order?.id ?? "-"));
    expect(charges).toHaveLength(0);
  });

  it("refuses a failing card after 10 failed payments of one cart in the window", async () => {
    const cartId = await putCart([block100Item()]);
    const body = await card(TEST_CARDS.declined);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await callCheckout("create_cc_order", body, { cartId, sourceIp: "10.0.0.9" })).status,
      ).toBe(402);
    }
    const limited = await callCheckout("create_cc_order", body, { cartId, sourceIp: "10.0.0.9" });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe(
      "Too many payment attempts. Please wait a few minutes and try again.",
    );
  });

  it("saves the card and writes the subscription for a signed-in buyer of a coffee subscription", async () => {
    const account = new AccountClient();
    const signUp = createSignUp({ email: `coffee.${Date.now()}@cedarridge.example.edu` });
    await account.call("/v1/customer/create", { method: "POST", body: signUp });
    const session = `doc_session=${account.cookies.get("doc_session")}`;
    const today = campusDate(new Date(), "America/Los_Angeles");
    const coffee = coffeeCartItem("coffee-1", today, 3, { coffee_subscription_price: 4_500 });
    const anonymousCart = await putCart([coffee]);
    const body = await card(TEST_CARDS.approved, {
      total: 4_500,
      email: signUp.email,
      email_confirmation: signUp.email,
    });

    const anonymous = await callCheckout("create_cc_order", body, { cartId: anonymousCart });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.msg).toBe("Please log in or sign up to order a subscription.");

    const cartId = await putCart([coffee]);
    const result = await callCheckout("create_cc_order", body, { cartId, cookies: [session] });
    expect(result.status, result.body.msg).toBe(200);
    const info = await account.call<{ customer: { id: string } }>(
      "/v1/customer/info?site_id=cedar-ridge",
    );
    const customerId = info.body.customer.id;
    const items = await queryAll(subscriptionsOfCustomer(SITE, customerId));
    const subscription = items.find((item) => item.type === "subscription")?.data as Record<
      string,
      unknown
    >;
    expect(subscription).toMatchObject({
      kind: "coffee",
      amount: 4_500,
      billing_days: coffee.payments.map((p) => p.date),
      next_bill_day: coffee.payments[1]?.date,
      card_last4: "1111",
    });
    expect(String(subscription.payment_method)).toMatch(/^sbxpm_/);
    expect(items.some((item) => item.type === "subscription_payment")).toBe(true);
  });
});

/** The owner of a billed account opening the mailed link, as the confirm page calls it. */
const confirm = (token: string) =>
  callHandler<{ order?: { id: string; state: string } }>("cart", "POST", "/v1/cart/confirm_order", {
    site_id: SITE,
    token,
  });

describe("non-card checkout rules", () => {
  const studentId = (overrides: Record<string, unknown>) =>
    checkoutBody({ payment_type: "Student ID", ...overrides });

  it("holds a Student ID order until the student confirms it by the link mailed to their campus address", async () => {
    const cartId = await putCart([block100Item()]);
    const email = `dana.${Date.now()}@cedarridge.example.edu`;
    const result = await callCheckout("checkout", studentId({ email, email_confirmation: email }), {
      cartId,
    });
    expect(result.status, result.body.msg).toBe(200);
    expect(result.body.msg).toBe(
      `Almost done: we've sent a confirmation link to ${email}. Your order will be placed when the account holder opens it within 48 hours; until then nothing is billed.`,
    );
    const order = result.body.order;
    expect(order).toMatchObject({ card_last4: null, state: "awaiting_confirmation" });
    expect(await cartExists(cartId)).toBe(false);

    const [hold] = await waitForMail(email);
    expect(hold?.subject).toBe(`Cedar Ridge University: please confirm order ${order?.no}`);
    const link = /https?:\/\/\S+\/cedarridge\/confirm-order#token=(\S+)/.exec(
      hold?.body.text ?? "",
    );
    expect(link, hold?.body.text).not.toBeNull();
    const token = link?.[1] ?? "";

    const wrong = await confirm(`${order?.id}.${"x".repeat(32)}`);
    expect([wrong.status, wrong.body.msg]).toEqual([404, CHECKOUT_TEXT.confirmLinkInvalid]);
    const confirmed = await confirm(token);
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    expect(confirmed.body.order).toMatchObject({ id: order?.id, state: "placed" });
    // Opening the link again shows the same order and mails nothing more.
    expect((await confirm(token)).body.order?.state).toBe("placed");
    const mails = await waitForMail(email, { count: 2 });
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `Cedar Ridge University: please confirm order ${order?.no}`,
        `Cedar Ridge University: your order ${order?.no}`,
      ].sort(),
    );
  });

  it("never places a hold after its 48 hours, nor for another campus's address", async () => {
    const other = "eve@harborstate.example.edu";
    const refused = await callCheckout(
      "checkout",
      studentId({ student_id: "CR7777777", email: other, email_confirmation: other }),
      { cartId: await putCart([block100Item()]) },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      "Purchases billed to Student Account can only be purchased using an email address with the domain name: cedarridge.example.edu.",
    );

    const email = `late.${Date.now()}@cedarridge.example.edu`;
    const held = await callCheckout("checkout", studentId({ email, email_confirmation: email }), {
      cartId: await putCart([block100Item()]),
    });
    const [hold] = await waitForMail(email);
    const token = /#token=(\S+)/.exec(hold?.body.text ?? "")?.[1] ?? "";
    const site = await publishedSite(SITE, new Date());
    const later = new Date(Date.now() + (HOLD_HOURS + 1) * 3_600_000);
    await expect(
      confirmHeldOrder({ holds: holdStore, webOrigin: undefined }, site, token, later),
    ).rejects.toMatchObject({ statusCode: 410, message: CHECKOUT_TEXT.confirmLinkExpired });
    expect((await holdStore.get(SITE, held.body.order?.id ?? ""))?.order.state).toBe(
      "awaiting_confirmation",
    );
  });

  it.each([
    [
      "a student id off the pattern",
      { student_id: "AB1234567" },
      "The student ID pattern does not match",
    ],
    [
      "a blocked student id",
      { student_id: "CR0000001" },
      "There is a problem with your student id.",
    ],
    [
      "an email outside the campus domain",
      { email: "dana@gmail.com", email_confirmation: "dana@gmail.com" },
      "Purchases billed to Student Account can only be purchased using an email address with the domain name: cedarridge.example.edu.",
    ],
  ])("refuses %s with its message", async (_name, overrides, message) => {
    const cartId = await putCart([block100Item()]);
    const result = await callCheckout("checkout", studentId(overrides), { cartId });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(message);
    expect(await cartExists(cartId)).toBe(true);
  });

  it("refuses payroll deduction for an email off the faculty list, accepts one on it", async () => {
    const payroll = (email: string) =>
      checkoutBody({
        payment_type: "Payroll deduction",
        type_id: "faculty-staff",
        total: BLOCK_100 + BLOCK_100_FACULTY_TAX,
        email,
        email_confirmation: email,
      });
    const faculty = { typeId: "faculty-staff" };
    const refused = await callCheckout("checkout", payroll("someone@cedarridge.example.edu"), {
      cartId: await putCart([block100Item()], faculty),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      "Payroll deduction is only available to Cedar Ridge faculty and staff.",
    );

    const accepted = await callCheckout("checkout", payroll("prof.nguyen@cedarridge.example.edu"), {
      cartId: await putCart([block100Item()], faculty),
    });
    expect(accepted.status, accepted.body.msg).toBe(200);
    expect(accepted.body.total).toBe(BLOCK_100 + BLOCK_100_FACULTY_TAX);
    // Payroll is held for the faculty member too.
    expect(accepted.body.order?.state).toBe("awaiting_confirmation");
  });

  it("collects a parent buyer's student, whose email must differ", async () => {
    const student = {
      first_name: "Sam",
      last_name: "O'Neil",
      address: "12 Elm St.",
      city: "Cedar Ridge",
      state: "OR",
      zip: "97001",
      email: "sam@cedarridge.example.edu",
      email_confirmation: "sam@cedarridge.example.edu",
      phone: "5555550101",
    };
    const parent = (overrides: Record<string, unknown>) =>
      checkoutBody({ type_id: "parent", ...overrides });
    const missing = await callCheckout(
      "create_cc_order",
      await card(TEST_CARDS.approved, { type_id: "parent" }),
      { cartId: await putCart([block100Item()], { typeId: "parent" }) },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe("Student first name is required");

    const same = await callCheckout(
      "create_cc_order",
      {
        ...(await card(TEST_CARDS.approved)),
        ...parent({
          student: {
            ...student,
            email: "p@cedarridge.example.edu",
            email_confirmation: "p@cedarridge.example.edu",
          },
          email: "p@cedarridge.example.edu",
          email_confirmation: "p@cedarridge.example.edu",
        }),
      },
      { cartId: await putCart([block100Item()], { typeId: "parent" }) },
    );
    expect(same.body.msg).toBe("The parent and student email addresses cannot match");

    const ok = await callCheckout(
      "create_cc_order",
      { ...(await card(TEST_CARDS.approved)), type_id: "parent", student },
      { cartId: await putCart([block100Item()], { typeId: "parent" }) },
    );
    expect(ok.status, ok.body.msg).toBe(200);
  });
});

describe("blocked student id and faculty email checks", () => {
  it("answers for one id or email and never lists them", async () => {
    const blocked = await api<{ blocked: boolean }>(
      "/v1/blocked_student_accounts/list?site_id=cedar-ridge&student_id=cr0000001",
    );
    expect(blocked.body).toMatchObject({
      blocked: true,
      msg: "There is a problem with your student id.",
    });
    const fine = await api<{ blocked: boolean }>(
      "/v1/blocked_student_accounts/list?site_id=cedar-ridge&student_id=CR1234567",
    );
    expect(fine.body.blocked).toBe(false);
    const everyone = await api("/v1/blocked_student_accounts/list?site_id=cedar-ridge");
    expect(everyone.status).toBe(400);

    const faculty = await api<{ valid: boolean }>(
      "/v1/faculty_email/list?site_id=cedar-ridge&email=Prof.Nguyen@cedarridge.example.edu",
    );
    expect(faculty.body.valid).toBe(true);
    const stranger = await api<{ valid: boolean }>(
      "/v1/faculty_email/list?site_id=cedar-ridge&email=someone@cedarridge.example.edu",
    );
    expect(stranger.body).toMatchObject({
      valid: false,
      msg: "Payroll deduction is only available to Cedar Ridge faculty and staff.",
    });
    expect(JSON.stringify(stranger.body)).not.toContain("prof.nguyen");
  });
});
