import type { BrowserContext, Page, Request } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_TEXT } from "../../shared/purchase/checkout/messages";
import { newPage, seriousA11yViolations, viewports } from "../support/browser";
import {
  buyerEmail,
  fillCustomer,
  fillNamesOnCard,
  openCardStep,
  SLUG,
  toCheckout,
} from "../support/e2e-checkout";
import { sandboxToken, TEST_CARDS } from "../support/payments";

// A Stripe campus's card step in real Chromium under the production Content-Security-Policy,
// with a fake Stripe.js served as https://js.stripe.com (the test machine cannot reach Stripe):
// the Payment Element's chunk loads, the script and its iframe pass the CSP, our page has no card
// input, and a 402 asking for 3-D Secure is authenticated and the same order sent again. The fake
// PaymentMethod's id is a sandbox token, so the local API (the sandbox) completes the order.

const SECRET = "pi_fake_secret_3ds";
const ASKS_AUTHENTICATION = {
  status: "error",
  msg: "Your bank asks you to confirm this payment.",
  next_action: { client_secret: SECRET },
};

/** Stripe.js as far as React Stripe.js and our glue use it; its iframe is a page of its own. */
function fakeStripeJs(paymentMethodId: string): string {
  return `(() => {
  const state = { secrets: [], created: 0, billing: null, nextActionError: null, elementsOptions: null };
  window.__fakeStripe = state;
  function Stripe(key) {
    state.key = key;
    const handlers = {};
    let frame = null;
    const element = {
      mount(node) {
        frame = document.createElement("iframe");
        frame.title = "Secure card payment input frame";
        frame.src = "https://js.stripe.com/fake/card-frame.html";
        frame.style.cssText = "width:100%;height:7rem;border:0";
        frame.addEventListener("load", () => (handlers.ready || []).forEach((h) => h(element)));
        (typeof node === "string" ? document.querySelector(node) : node).appendChild(frame);
      },
      on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
      off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return element; },
      update() {}, destroy() { if (frame) frame.remove(); }, focus() { if (frame) frame.focus(); },
      blur() {}, clear() {}, unmount() {}, collapse() {},
    };
    const elements = {
      create(type, options) { state.elementType = type; state.paymentElementOptions = options; return element; },
      getElement() { return element; },
      update(options) { state.elementsOptions = Object.assign({}, state.elementsOptions, options); },
      async submit() { return {}; },
      async fetchUpdates() { return {}; },
    };
    return {
      elements(options) { state.elementsOptions = options; return elements; },
      createToken() {}, confirmCardPayment() {}, registerAppInfo() {}, _registerWrapper() {},
      async createPaymentMethod(args) {
        state.created += 1;
        state.billing = args.params.billing_details;
        return { paymentMethod: { id: ${JSON.stringify(paymentMethodId)}, type: "card", card: { brand: "visa", last4: "1111" } } };
      },
      async handleNextAction({ clientSecret }) {
        state.secrets.push(clientSecret);
        return state.nextActionError
          ? { error: { type: "card_error", message: state.nextActionError } }
          : { paymentIntent: { id: "pi_fake", status: "requires_confirmation" } };
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;
}

const CARD_FRAME = `<!doctype html><html lang="en"><title>Card</title>
<label>Card number <input autocomplete="cc-number"></label></html>`;

interface FakeStripeState {
  secrets: string[];
  created: number;
  key: string;
  elementType: string;
  billing: { name: string; address: { postal_code: string; country: string } } | null;
  elementsOptions: { mode: string; allowedPaymentMethodTypes: string[]; amount: number };
  nextActionError: string | null;
}

let token = "";
beforeAll(async () => {
  token = await sandboxToken(TEST_CARDS.approved);
});

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page on which Cedar Ridge is a Stripe campus and the card order's first answer is a 402. */
async function stripeCampusPage(viewport: { width: number; height: number }) {
  const opened = await newPage(viewport);
  context = opened.context;
  const { page } = opened;
  const violations: string[] = [];
  await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      );
    });
  });
  await context.route("https://js.stripe.com/**", (route) => {
    const url = route.request().url();
    if (url.endsWith("/fake/card-frame.html")) {
      return route.fulfill({ contentType: "text/html", body: CARD_FRAME });
    }
    return route.fulfill({ contentType: "text/javascript", body: fakeStripeJs(token) });
  });
  await context.route("**/v1/sites/*/info", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { site: Record<string, unknown> };
    body.site.payment_gateway = "stripe";
    body.site.stripe_publishable_key = "pk_test_fakeCedarRidge";
    await route.fulfill({ status: response.status(), json: body });
  });
  const orders: Request[] = [];
  await context.route("**/v1/cart/create_cc_order", async (route) => {
    orders.push(route.request());
    if (orders.length === 1) return route.fulfill({ status: 402, json: ASKS_AUTHENTICATION });
    return route.continue();
  });
  const state = () =>
    page.evaluate(() => (window as unknown as { __fakeStripe: FakeStripeState }).__fakeStripe);
  return { page, violations, orders, state };
}

/** Block 100 in the cart, the customer form filled, the meal plan terms accepted: the card step. */
async function toCardStep(page: Page) {
  await toCheckout(page);
  await fillCustomer(page, { email: buyerEmail() });
  const form = await openCardStep(page);
  await form.getByRole("group", { name: "Card details" }).locator("iframe").waitFor();
  await fillNamesOnCard(page);
}

describe("the Stripe card step", () => {
  it("pays through the Payment Element, authenticating when the first answer asks for it", async () => {
    const { page, violations, orders, state } = await stripeCampusPage(viewports.desktop);
    await toCardStep(page);
    // The card is typed into Stripe's frame only: our page has no card input of its own.
    expect(await page.locator("main").getByLabel("Card number").count()).toBe(0);
    expect(await page.locator('main input[autocomplete^="cc-"]').count()).toBe(2);

    await page.getByRole("button", { name: "Pay $1,799.00", exact: true }).click();
    await page.waitForURL(new RegExp(`/${SLUG}/order-complete$`));
    await page.getByText(CHECKOUT_TEXT.thankYou, { exact: true }).waitFor();

    const fake = await state();
    expect(fake.key).toBe("pk_test_fakeCedarRidge");
    expect(fake.elementType).toBe("payment");
    expect(fake.elementsOptions).toMatchObject({
      mode: "payment",
      amount: 179_900,
      allowedPaymentMethodTypes: ["card"],
    });
    expect(fake.billing).toMatchObject({
      name: "Dana ONeil",
      address: { postal_code: "97001", country: "US" },
    });
    expect(fake.created).toBe(1);
    expect(fake.secrets).toEqual([SECRET]);
    // The same request twice: the server completes the same checkout attempt.
    expect(orders).toHaveLength(2);
    expect(orders[1]?.postDataJSON()).toEqual(orders[0]?.postDataJSON());
    expect(orders[0]?.postDataJSON()).toMatchObject({
      card_token: token,
      card_brand: "Visa",
      card_last4: "1111",
    });
    expect(
      Object.keys(orders[0]?.postDataJSON() ?? {}).filter((k) => /num|cvv|exp/.test(k)),
    ).toEqual([]);
    expect(violations).toEqual([]);
  });

  it("shows a failed authentication on the card, announced, with the page usable at 360 px", async () => {
    const { page, violations, orders, state } = await stripeCampusPage(viewports.phone);
    await toCardStep(page);
    // Not "networkidle": Playwright never reports it for a page with a routed cross-origin frame.
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);

    const refusal = "We are unable to authenticate your payment method.";
    await page.evaluate((message) => {
      (window as unknown as { __fakeStripe: FakeStripeState }).__fakeStripe.nextActionError =
        message;
    }, refusal);
    await page.getByRole("button", { name: "Pay $1,799.00", exact: true }).click();
    const alert = page.getByRole("group", { name: "Card details" }).getByRole("alert");
    await alert.getByText(refusal, { exact: true }).waitFor();
    expect(page.url()).toMatch(/meal-plan-purchase$/);
    // The processing overlay is gone (it may finish its opening animation first).
    await expect
      .poll(() => page.getByRole("alertdialog", { name: CHECKOUT_TEXT.processing }).count())
      .toBe(0);
    expect(orders).toHaveLength(1);
    expect((await state()).secrets).toEqual([SECRET]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(violations).toEqual([]);
  });
});
