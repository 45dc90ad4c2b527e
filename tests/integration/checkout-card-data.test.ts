import { describe, expect, it } from "vitest";
import { everyStoredItem } from "../../scripts/local/table-scan";
import { captureLogsAtDebug } from "../support/captured-logs";
import { callCheckout } from "../support/checkout";
import { block100Item, checkoutBody, putCart } from "../support/factories/checkout";
import { sandboxToken, TEST_CARDS } from "../support/payments";

// The card number and security code never reach a log line or the table: raw card data is
// refused at the door, and the token path stores brand and last four only. The handler runs
// in this process at DEBUG level while everything written to stdout and stderr is captured.
const PAN = "4111111111111111";
const PAN_SPACED = "4111 1111 1111 1111";
const CVV = "9731";
const written = captureLogsAtDebug();

async function tokenBody(overrides: Record<string, unknown> = {}) {
  return checkoutBody({
    card_token: await sandboxToken(TEST_CARDS.approved),
    card_brand: "Visa",
    card_last4: "1111",
    ...overrides,
  });
}

describe("card data at checkout", () => {
  it.each([
    ["card_num and card_cvv", { card_num: PAN, card_cvv: CVV }, "card_num"],
    ["a card number in another field", { address: `${PAN_SPACED} Elm St` }, "address"],
    ["a card number as a number", { note: Number(PAN) }, "note"],
    ["a security code alone", { card_cvv: CVV }, "card_cvv"],
  ])("refuses %s with 400, naming the field and not the value", async (_name, extra, field) => {
    const cartId = await putCart([block100Item()]);
    for (const path of ["create_cc_order", "checkout"] as const) {
      const body = {
        ...(await tokenBody(extra)),
        ...(path === "checkout" ? { payment_type: "Student ID" } : {}),
      };
      const result = await callCheckout(path, body, { cartId });
      expect(result.status).toBe(400);
      expect(result.body.fields?.[field]).toContain("not accepted");
      expect(JSON.stringify(result.body)).not.toContain(PAN);
      expect(JSON.stringify(result.body)).not.toContain(CVV);
    }
  });

  it("stores brand and last four only for a card order", async () => {
    const cartId = await putCart([block100Item()]);
    const result = await callCheckout("create_cc_order", await tokenBody(), { cartId });
    expect(result.status, result.body.msg).toBe(200);
    expect(result.body.order?.card_last4).toBe("1111");
  });

  it("left no card number or security code in any log line or table item", async () => {
    const logs = written.join("");
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).toContain("request done");
    for (const secret of [PAN, PAN_SPACED, `"${CVV}"`]) expect(logs).not.toContain(secret);

    for (const item of await everyStoredItem()) {
      const text = JSON.stringify(item);
      expect(text).not.toContain(PAN);
      expect(text).not.toContain(PAN_SPACED);
      expect(text).not.toMatch(/card_(num|cvv)/);
    }
  });
});
