import { describe, expect, it } from "vitest";
import {
  caretAfterDigits,
  formatPhoneMask,
  PHONE_MASK,
  phoneDigits,
} from "../../../shared/platform/validation/phone-mask";
import { createCheckoutCustomerSchema } from "../../../shared/purchase/schemas/checkout-customer";

// The purchase walk, finding 17 (docs/decisions/purchase-walk.md): the mask "(999) 999 - 9999" was
// only a placeholder. It is now applied as the customer types; the value sent and stored stays the
// 10 digits.
describe("the checkout phone mask", () => {
  it("is the spec's mask", () => expect(PHONE_MASK).toBe("(999) 999 - 9999"));

  it("builds up digit by digit as the customer types", () => {
    const typed = "5555550100";
    const shown = [...typed].map((_, index) => formatPhoneMask(typed.slice(0, index + 1)));
    expect(shown).toEqual([
      "(5",
      "(55",
      "(555",
      "(555) 5",
      "(555) 55",
      "(555) 555",
      "(555) 555 - 0",
      "(555) 555 - 01",
      "(555) 555 - 010",
      "(555) 555 - 0100",
    ]);
  });

  it.each([
    ["", ""],
    ["555-555-0100", "(555) 555 - 0100"],
    ["555.555.0100", "(555) 555 - 0100"],
    ["+1 (555) 555-0100", "(555) 555 - 0100"],
    ["55555501009", "(555) 555 - 0100"],
    ["(555) 555 - ", "(555) 555"],
    ["(555) ", "(555"],
    ["abc", ""],
  ])("formats %j as %j", (typed, masked) => expect(formatPhoneMask(typed)).toBe(masked));

  it("keeps only the digits as the value", () => {
    expect(phoneDigits("(555) 555 - 0100")).toBe("5555550100");
    expect(phoneDigits("1 555 555 0100")).toBe("5555550100");
  });

  it("keeps the caret after the digit it followed", () => {
    const masked = "(555) 555 - 0100";
    expect(caretAfterDigits(masked, 0)).toBe(1);
    expect(caretAfterDigits(masked, 3)).toBe(4);
    expect(caretAfterDigits(masked, 4)).toBe(7);
    expect(caretAfterDigits(masked, 6)).toBe(9);
    expect(caretAfterDigits(masked, 7)).toBe(13);
    expect(caretAfterDigits(masked, 10)).toBe(16);
    expect(caretAfterDigits("", 0)).toBe(0);
    expect(caretAfterDigits("(555", 5)).toBe(4);
  });

  it("gives a masked value the checkout schema reads as the digits", () => {
    const schema = createCheckoutCustomerSchema({
      paymentType: "Credit card",
      isParent: false,
      isLoggedIn: true,
      studentIdPattern: "",
      emailDomain: "",
    });
    const parsed = schema.safeParse({
      first_name: "Dana",
      last_name: "Lee",
      student_id: "S1",
      email: "dana@example.edu",
      email_confirmation: "dana@example.edu",
      phone: formatPhoneMask("5555550100"),
      address: "1 Elm St",
      city: "Cedar Ridge",
      state: "OR",
      zip: "97001",
    });
    expect(parsed.success && parsed.data.phone).toBe("5555550100");
  });
});
