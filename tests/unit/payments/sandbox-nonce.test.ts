import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findCardData } from "../../../shared/purchase/checkout/card-data";
import {
  decodeSandboxToken,
  encodeSandboxToken,
  sandboxNonce,
} from "../../../shared/purchase/payments/sandbox";

describe("sandbox token nonces", () => {
  it("are letters only, so a token never looks like a card number to the card-data guard", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 24, maxLength: 24 }), (bytes) => {
        const nonce = sandboxNonce(bytes);
        expect(nonce).toMatch(/^[A-Za-z]{24}$/);
        const token = encodeSandboxToken(
          { outcome: "approved", brand: "Visa", last4: "1111" },
          nonce,
        );
        expect(findCardData({ card_token: token })).toBeNull();
        expect(decodeSandboxToken(token)).toEqual({
          outcome: "approved",
          brand: "Visa",
          last4: "1111",
        });
      }),
    );
  });

  it("a hex nonce with a Luhn-valid digit run is refused, which is why nonces avoid digits", () => {
    const token = encodeSandboxToken(
      { outcome: "approved", brand: "Visa", last4: "1111" },
      "ab4111111111111111cd",
    );
    expect(findCardData({ card_token: token })).toBe("card_token");
  });
});
