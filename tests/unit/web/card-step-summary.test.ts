import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EMPTY_CUSTOMER } from "@/features/purchase/checkout/lib/customer-values";
import { AccordionStep } from "@/features/purchase/purchase/components/accordion-step";
import { createCartItem } from "../../support/factories/purchases";
import { CardStep } from "./card-step";

// The payment step says what it charges: the total on its button and the order summary beside
// the form, on both card forms; the card's brand comes from its number, not a card type to pick.

const BLOCK_100 = createCartItem({ id: "b", name: "Block 100", price: 179_900, tax: 16_640 });

function SummaryCardStep({ stripe }: { stripe?: true }) {
  return h(CardStep, {
    gateway: stripe ? { kind: "stripe", publishableKey: "pk_test_abc123" } : { kind: "sandbox" },
    customer: EMPTY_CUSTOMER,
    amountCents: 196_540,
    cartItems: [BLOCK_100],
    loaded: stripe,
  });
}

describe("the payment step", () => {
  it.each([
    ["sandbox", false],
    ["Stripe", true],
  ] as const)("on a %s campus shows the order summary and the total on its button", (_, stripe) => {
    const html = renderToStaticMarkup(h(SummaryCardStep, stripe ? { stripe } : {}));
    expect(html).toMatch(/<h3 id="[^"]+">Order summary<\/h3>/);
    for (const text of ["Block 100", "$1,799.00", "Subtotal", "Tax", "$166.40", "Total"]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Pay \$1,965\.40<\/button>/);
    expect(html).not.toContain("Submit payment");
  });

  it("asks no card type: the number tells it, and the brands accepted are said under it", () => {
    const html = renderToStaticMarkup(h(SummaryCardStep));
    expect(html).not.toContain("Card type");
    expect(html).toContain("We accept Visa, MasterCard and American Express.");
    expect(html).toContain("3 digits on the back of the card");
  });
});

// A .ts test has no JSX: the step's required children go in its props.
const step = (isOpen: boolean) =>
  // biome-ignore lint/correctness/noChildrenProp: see above.
  h(AccordionStep, { number: 4, title: "Checkout", isOpen, children: "form" });

describe("the purchase steps", () => {
  it("draws the step the buyer is in as the current step, not as a greyed, disabled button", () => {
    const current = renderToStaticMarkup(step(true));
    expect(current).toMatch(/<span class="purchase-step__current" aria-current="step">/);
    expect(current).not.toMatch(/disabled/);
    const closed = renderToStaticMarkup(step(false));
    expect(closed).toMatch(/<button[^>]*disabled/);
  });
});
