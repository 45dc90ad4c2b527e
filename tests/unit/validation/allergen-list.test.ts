import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allergenProfileSchema,
  CUSTOM_ALLERGEN_MAX,
  PROFILE_ALLERGENS,
  readStoredAllergens,
} from "../../../shared/accounts/schemas/allergen-profile";

// docs/security.md "Forms, mail and votes" and docs/decisions/accounts.md "Allergens are a
// closed list": one schema for the Lambda and the form; stored free text reads as Other.
const base = { contact_name: "Pat Lee", contact_number: "5551234567" };
const anyStored = fc.record({
  allergens: fc.array(fc.oneof(fc.constantFrom(...PROFILE_ALLERGENS), fc.string()), {
    maxLength: 8,
  }),
  custom_allergen: fc.string({ maxLength: 120 }),
});

describe("allergen profile schema", () => {
  it("accepts exactly the known allergens and Other", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const parsed = allergenProfileSchema.safeParse({ ...base, allergens: [name] });
        expect(parsed.success).toBe((PROFILE_ALLERGENS as readonly string[]).includes(name));
      }),
    );
  });

  it("bounds the Other text and keeps it plain", () => {
    const other = (custom_allergen: string) =>
      allergenProfileSchema.safeParse({ ...base, allergens: ["Other"], custom_allergen }).success;
    expect(other("Kiwi, mango (raw) & latex")).toBe(true);
    expect(other("Kiwi".padEnd(CUSTOM_ALLERGEN_MAX, "i"))).toBe(true);
    expect(other("Kiwi".padEnd(CUSTOM_ALLERGEN_MAX + 1, "i"))).toBe(false);
    for (const bad of ["<b>Kiwi</b>", "Kiwi\nmango", "Kiwi\u0000", 'Kiwi"', "{{x}}"]) {
      expect(other(bad)).toBe(false);
    }
  });
});

describe("readStoredAllergens", () => {
  it("always yields a profile the schema accepts (so the form can save it back)", () => {
    fc.assert(
      fc.property(anyStored, (stored) => {
        const read = readStoredAllergens(stored);
        for (const allergen of read.allergens) expect(PROFILE_ALLERGENS).toContain(allergen);
        expect(read.custom_allergen.length).toBeLessThanOrEqual(CUSTOM_ALLERGEN_MAX);
        const withText = read.allergens.includes("Other") && read.custom_allergen === "";
        const parsed = allergenProfileSchema.safeParse({ ...base, ...read });
        expect(parsed.success || withText).toBe(true);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(anyStored, (stored) => {
        const once = readStoredAllergens(stored);
        expect(readStoredAllergens(once)).toEqual(once);
      }),
    );
  });

  it("keeps known names in any case and turns other text into Other", () => {
    expect(
      readStoredAllergens({
        allergens: ["peanuts", " MILK ", "Other (Please specify)", "Latex<script>"],
        custom_allergen: "Kiwi",
      }),
    ).toEqual({ allergens: ["Milk", "Peanuts", "Other"], custom_allergen: "Kiwi, Latex script" });
    expect(readStoredAllergens({ allergens: ["Soy"], custom_allergen: "left over" })).toEqual({
      allergens: ["Soy"],
      custom_allergen: "",
    });
    expect(readStoredAllergens({})).toEqual({ allergens: [], custom_allergen: "" });
  });
});
