import { findCardData } from "@shared/purchase/checkout/card-data";
import type { PaymentMethod, Stripe, StripeElements } from "@stripe/stripe-js";
import { createElement as h, useRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type OrderContext, placeOrder } from "@/features/purchase/checkout/api/place-order";
import type { CardFormProps, PaidCard } from "@/features/purchase/checkout/components/card-form";
import {
  StripeCardElement,
  type StripeCardHandle,
} from "@/features/purchase/checkout/components/stripe-card-element";
import { billingDetailsOf } from "@/features/purchase/checkout/lib/billing-details";
import {
  type CustomerValues,
  EMPTY_CUSTOMER,
} from "@/features/purchase/checkout/lib/customer-values";
import { ApiError } from "@/lib/api-client";
import { CardTokenizeError, cardGatewayOf } from "@/lib/payments";
import {
  type BillingDetails,
  createStripeCardTokenizer,
  STRIPE_CARD_MESSAGES,
} from "@/lib/payments/stripe-card";
import { CardStep } from "./card-step";

// The Stripe card step's glue, with a fake Stripe.js (no network, no iframes): what the order
// call carries (docs/web-app.md "The Stripe card step"), the 3-D Secure repeat and the errors.

type CreateResult =
  | { paymentMethod: PaymentMethod; error?: undefined }
  | { error: { message?: string } };

function fakeStripe(options: {
  brand?: string;
  last4?: string;
  create?: () => CreateResult;
  nextAction?: () => { error?: { message?: string } };
  submitError?: string;
}) {
  let made = 0;
  const createPaymentMethod = vi.fn(async (_: unknown): Promise<CreateResult> => {
    if (options.create) return options.create();
    made += 1;
    const card = { brand: options.brand ?? "visa", last4: options.last4 ?? "4242" };
    return { paymentMethod: { id: `pm_test${made}`, type: "card", card } as PaymentMethod };
  });
  const handleNextAction = vi.fn(async (_: { clientSecret: string }) =>
    options.nextAction
      ? options.nextAction()
      : { paymentIntent: { status: "requires_confirmation" } },
  );
  const submit = vi.fn(async () =>
    options.submitError
      ? { error: { type: "validation_error", message: options.submitError } }
      : {},
  );
  const stripe = { createPaymentMethod, handleNextAction } as unknown as Stripe;
  const elements = { submit } as unknown as StripeElements;
  return { stripe, elements, createPaymentMethod, handleNextAction, submit };
}

const customer: CustomerValues = {
  ...EMPTY_CUSTOMER,
  first_name: "Dana",
  last_name: "ONeil",
  student_id: "CR1234567",
  email: "dana@cedarridge.edu",
  email_confirmation: "dana@cedarridge.edu",
  phone: "555-010-2000",
  address: "1 College Ave",
  city: "Cedar Ridge",
  state: "OR",
  zip: "97000",
};
const holder = { firstName: "Dana", lastName: "ONeil" };
const billing: BillingDetails = billingDetailsOf(customer, holder);

describe("the Stripe card tokenizer", () => {
  it("checks the Payment Element, then sends our billing details and returns the PaymentMethod", async () => {
    const fake = fakeStripe({ brand: "amex", last4: "0005" });
    const card = createStripeCardTokenizer(fake.stripe, fake.elements);
    await expect(card.tokenize(billing)).resolves.toEqual({
      token: "pm_test1",
      brand: "American Express",
      last4: "0005",
    });
    expect(fake.submit).toHaveBeenCalledBefore(fake.createPaymentMethod);
    expect(fake.createPaymentMethod).toHaveBeenCalledWith({
      elements: fake.elements,
      params: {
        billing_details: {
          name: "Dana ONeil",
          email: "dana@cedarridge.edu",
          phone: "555-010-2000",
          address: {
            line1: "1 College Ave",
            line2: "",
            city: "Cedar Ridge",
            state: "OR",
            postal_code: "97000",
            country: "US",
          },
        },
      },
    });
  });

  it("names Stripe's brands as the order does, and refuses the ones the campus does not take", async () => {
    for (const [stripeBrand, ours] of [
      ["visa", "Visa"],
      ["mastercard", "MasterCard"],
      ["amex", "American Express"],
    ] as const) {
      const fake = fakeStripe({ brand: stripeBrand });
      const token = await createStripeCardTokenizer(fake.stripe, fake.elements).tokenize(billing);
      expect(token.brand).toBe(ours);
    }
    const discover = fakeStripe({ brand: "discover" });
    const refused = createStripeCardTokenizer(discover.stripe, discover.elements).tokenize(billing);
    await expect(refused).rejects.toMatchObject({
      name: "CardTokenizeError",
      reason: "refused",
      message: STRIPE_CARD_MESSAGES.brand,
    });
    expect(STRIPE_CARD_MESSAGES.brand).toBe(
      "Please use a Visa, MasterCard or American Express card.",
    );
  });

  it("reuses the PaymentMethod for the same card until the Payment Element reports a change", async () => {
    const fake = fakeStripe({});
    const card = createStripeCardTokenizer(fake.stripe, fake.elements);
    const first = await card.tokenize(billing);
    expect(await card.tokenize(billing)).toEqual(first);
    expect(fake.createPaymentMethod).toHaveBeenCalledTimes(1);
    card.cardChanged();
    expect((await card.tokenize(billing)).token).toBe("pm_test2");
  });

  it("does not keep a PaymentMethod made while the card was being changed", async () => {
    const fake = fakeStripe({});
    const card = createStripeCardTokenizer(fake.stripe, fake.elements);
    const pending = card.tokenize(billing);
    card.cardChanged();
    expect((await pending).token).toBe("pm_test1");
    expect((await card.tokenize(billing)).token).toBe("pm_test2");
  });

  it("leaves an incomplete card to the Payment Element's own messages and makes no PaymentMethod", async () => {
    const fake = fakeStripe({ submitError: "Your card number is incomplete." });
    const card = createStripeCardTokenizer(fake.stripe, fake.elements);
    await expect(card.tokenize(billing)).rejects.toMatchObject({
      reason: "incomplete",
      message: "Your card number is incomplete.",
    });
    expect(fake.createPaymentMethod).not.toHaveBeenCalled();
  });

  it("refuses with Stripe's message when the PaymentMethod cannot be made", async () => {
    const fake = fakeStripe({ create: () => ({ error: { message: "Your card was declined." } }) });
    const tokenized = createStripeCardTokenizer(fake.stripe, fake.elements).tokenize(billing);
    await expect(tokenized).rejects.toMatchObject({
      reason: "refused",
      message: "Your card was declined.",
    });
  });

  it("authenticates with the client secret and throws the card's error when the bank says no", async () => {
    const ok = fakeStripe({});
    await createStripeCardTokenizer(ok.stripe, ok.elements).authenticate("pi_1_secret_2");
    expect(ok.handleNextAction).toHaveBeenCalledWith({ clientSecret: "pi_1_secret_2" });

    const failed = fakeStripe({
      nextAction: () => ({
        error: { message: "We are unable to authenticate your payment method." },
      }),
    });
    const authenticated = createStripeCardTokenizer(failed.stripe, failed.elements).authenticate(
      "s",
    );
    await expect(authenticated).rejects.toBeInstanceOf(CardTokenizeError);
    await expect(authenticated).rejects.toThrow(
      "We are unable to authenticate your payment method.",
    );
  });
});

// ---- The order call: POST /v1/cart/create_cc_order with the PaymentMethod, 3-D Secure ----

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const ORDER = {
  status: "success",
  msg: "OK",
  order: {
    id: "ord-1",
    total: 179_900,
    payment_type: "Credit card",
    card_brand: "Visa",
    card_last4: "4242",
    items: [],
  },
};
const ASKS_AUTHENTICATION = {
  status: "error",
  msg: "Your bank asks you to confirm this payment.",
  next_action: { client_secret: "pi_3DS_secret_abc" },
};
const DECLINED = {
  status: "error",
  msg: "Card declined.",
  fields: { card_num: "Card declined." },
};

const context: OrderContext = {
  siteId: "cedar-ridge",
  selection: { location_id: "loc-1", term_id: "term-1", type_id: "type-1", year_id: "year-1" },
  total: 179_900,
  isParent: false,
};

/** The API answers in turn; every request's URL and body are kept. */
function answering(...answers: Response[]) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body ?? "{}")) });
    const answer = answers.shift();
    if (!answer) throw new Error("no more answers");
    return answer;
  });
  vi.stubGlobal("fetch", fetch);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function stripeCard(fake: ReturnType<typeof fakeStripe>): Promise<PaidCard> {
  const card = createStripeCardTokenizer(fake.stripe, fake.elements);
  const token = await card.tokenize(billingDetailsOf(customer, holder));
  return { ...token, ...holder, authenticate: card.authenticate };
}

describe("the Stripe card order", () => {
  it("sends the PaymentMethod id, brand and last four, and no card data", async () => {
    const sent = answering(json(200, ORDER));
    const order = await placeOrder(
      context,
      "Credit card",
      customer,
      await stripeCard(fakeStripe({})),
    );
    expect(order.id).toBe("ord-1");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/v1/cart/create_cc_order");
    expect(sent[0]?.body).toMatchObject({
      payment_type: "Credit card",
      card_token: "pm_test1",
      card_brand: "Visa",
      card_last4: "4242",
      card_first_name: "Dana",
      card_last_name: "ONeil",
      total: 179_900,
    });
    const fields = Object.keys(sent[0]?.body ?? {});
    expect(fields.filter((name) => /card_(num|cvv|exp)/.test(name))).toEqual([]);
    expect(findCardData(sent[0]?.body)).toBeNull();
  });

  it("authenticates when the answer is 402 with a next action, then sends the same request again", async () => {
    const fake = fakeStripe({});
    const sent = answering(json(402, ASKS_AUTHENTICATION), json(200, ORDER));
    const order = await placeOrder(context, "Credit card", customer, await stripeCard(fake));
    expect(order.id).toBe("ord-1");
    expect(fake.handleNextAction).toHaveBeenCalledExactlyOnceWith({
      clientSecret: "pi_3DS_secret_abc",
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[1]?.body.card_token).toBe("pm_test1");
  });

  it("shows the card's error and sends nothing more when the authentication fails", async () => {
    const fake = fakeStripe({
      nextAction: () => ({
        error: { message: "We are unable to authenticate your payment method." },
      }),
    });
    const sent = answering(json(402, ASKS_AUTHENTICATION));
    const placed = placeOrder(context, "Credit card", customer, await stripeCard(fake));
    await expect(placed).rejects.toBeInstanceOf(CardTokenizeError);
    await expect(placed).rejects.toThrow("We are unable to authenticate your payment method.");
    expect(sent).toHaveLength(1);
  });

  it("answers a decline as before: the card number's message, no authentication", async () => {
    const fake = fakeStripe({});
    answering(json(402, DECLINED));
    const placed = placeOrder(context, "Credit card", customer, await stripeCard(fake));
    await expect(placed).rejects.toMatchObject({
      statusCode: 402,
      fields: { card_num: "Card declined." },
    });
    expect(fake.handleNextAction).not.toHaveBeenCalled();
  });

  it("authenticates once: a second request for it is an error like any other", async () => {
    const fake = fakeStripe({});
    const sent = answering(json(402, ASKS_AUTHENTICATION), json(402, ASKS_AUTHENTICATION));
    const placed = placeOrder(context, "Credit card", customer, await stripeCard(fake));
    await expect(placed).rejects.toBeInstanceOf(ApiError);
    expect(fake.handleNextAction).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it("leaves a card that cannot authenticate (the sandbox's) to the 402's message", async () => {
    answering(json(402, ASKS_AUTHENTICATION));
    const sandboxCard: PaidCard = { token: "sbx_token_1", brand: "Visa", last4: "1111", ...holder };
    const placed = placeOrder(context, "Credit card", customer, sandboxCard);
    await expect(placed).rejects.toMatchObject({ statusCode: 402, msg: ASKS_AUTHENTICATION.msg });
  });
});

// ---- What the page renders ----

function PaymentStep({ gateway, loaded }: { gateway: CardFormProps["gateway"]; loaded?: true }) {
  // `loaded`: the Stripe form as it renders once its lazy chunk is in.
  return h(CardStep, { gateway, customer, amountCents: 179_900, cartItems: [], loaded });
}

function PaymentElementRegion({ errorMessage }: { errorMessage: string | null }) {
  const cardRef = useRef<StripeCardHandle | null>(null);
  return h(StripeCardElement, {
    publishableKey: "pk_test_abc123",
    amountCents: 179_900,
    cardRef,
    errorMessage,
  });
}

describe("the card step", () => {
  it("is Stripe's only for a campus on Stripe", () => {
    expect(cardGatewayOf({ payment_gateway: "sandbox", stripe_publishable_key: null })).toEqual({
      kind: "sandbox",
    });
    expect(
      cardGatewayOf({ payment_gateway: "stripe", stripe_publishable_key: "pk_test_abc123" }),
    ).toEqual({ kind: "stripe", publishableKey: "pk_test_abc123" });
    // Never our own card inputs on a Stripe campus, even one configured without its key.
    expect(cardGatewayOf({ payment_gateway: "stripe", stripe_publishable_key: null })).toEqual({
      kind: "stripe",
      publishableKey: null,
    });
  });

  it("has no card number, expiry or security code input of ours on a Stripe campus", () => {
    const gateway = { kind: "stripe", publishableKey: "pk_test_abc123" } as const;
    // Until the Stripe chunk arrives: a polite status and blocks that hold its place.
    const loading = renderToStaticMarkup(h(PaymentStep, { gateway }));
    expect(loading).toMatch(/role="status">Loading the secure card form</);
    expect(loading).not.toMatch(/<input/);

    const stripe = renderToStaticMarkup(h(PaymentStep, { gateway, loaded: true }));
    expect(stripe).toContain("First name on card");
    expect(stripe).toContain("Last name on card");
    expect(stripe).toContain("<legend>Card details</legend>");
    expect(stripe).toMatch(/autocomplete="cc-given-name"/i);
    expect(stripe).not.toMatch(/cc-number|cc-exp|cc-csc|Card number|Security code/);

    const sandbox = renderToStaticMarkup(h(PaymentStep, { gateway: { kind: "sandbox" } }));
    expect(sandbox).toMatch(/autocomplete="cc-number"/i);
    expect(sandbox).toContain("Security code");
  });

  it("names the Payment Element's region and announces the card's error from it", () => {
    const html = renderToStaticMarkup(h(PaymentElementRegion, { errorMessage: "Card declined." }));
    const describedBy = html.match(/<fieldset[^>]*aria-describedby="([^"]+)"/)?.[1]?.split(" ");
    expect(html).toContain("<legend>Card details</legend>");
    expect(describedBy).toHaveLength(2);
    for (const id of describedBy ?? []) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/role="alert">Card declined\.<\/p>/);
    expect(renderToStaticMarkup(h(PaymentElementRegion, { errorMessage: null }))).toMatch(
      /class="ui-field__error" role="alert"><\/p>/,
    );
  });
});
