import { inflateSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allergenPassJson,
  allergenText,
  passColor,
} from "../../../functions/accounts/pass/allergen-pass-content";
import { solidPng } from "../../../functions/accounts/pass/solid-png";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import { createSite } from "../../support/factories/site";

const identity = { passTypeIdentifier: "pass.edu.example.allergens", teamIdentifier: "ABCDE12345" };

function createCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: "c-42",
    email: "robin@example.edu",
    first_name: "Robin",
    last_name: "O'Neil",
    student_id: "S1",
    phone: "",
    mobile: "",
    notify_by_text: false,
    address: "",
    city: "",
    state: "OR",
    zip: "",
    allergens: ["Peanuts", "Milk"],
    custom_allergen: "",
    contact_name: "Sam O'Neil",
    contact_number: "5555550101",
    carries_epinephrine: true,
    notification_preferences: {},
    food_insecurity: false,
    ...overrides,
  };
}

const site = createSite({ id: "cedar-ridge", name: "Cedar Ridge", brand_color: "#0a7f3c" });
const fieldsOf = (customer: Customer) => {
  const { generic } = allergenPassJson(site, customer, identity);
  return Object.fromEntries(
    [...generic.primaryFields, ...generic.secondaryFields, ...generic.auxiliaryFields].map(
      (field) => [field.label, field.value],
    ),
  );
};

describe("allergenPassJson", () => {
  it("builds a generic pass with the customer's card under the site's name and colours", () => {
    const pass = allergenPassJson(site, createCustomer(), identity);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: "pass.edu.example.allergens",
      teamIdentifier: "ABCDE12345",
      serialNumber: "cedar-ridge.c-42",
      organizationName: "Cedar Ridge",
      description: "Cedar Ridge Allergen Card",
      backgroundColor: "rgb(10, 127, 60)",
      foregroundColor: "rgb(255, 255, 255)",
      sharingProhibited: true,
    });
    expect(fieldsOf(createCustomer())).toEqual({
      Name: "Robin O'Neil",
      Allergens: "Peanuts, Milk",
      Epinephrine: "Carries epinephrine",
      "Emergency contact": "Sam O'Neil",
    });
    expect(pass.generic.backFields.map((field) => [field.label, field.value])).toEqual([
      ["Allergens", "Peanuts, Milk"],
      ["Epinephrine", "Carries epinephrine"],
      ["Emergency contact", "Sam O'Neil"],
      ["Contact number", "(555) 555 - 0101"],
    ]);
  });

  it.each([
    [{ allergens: ["Other" as const], custom_allergen: "Kiwi" }, "Other: Kiwi"],
    [{ allergens: ["Soy" as const, "Other" as const], custom_allergen: "" }, "Soy, Other"],
    [{ allergens: [] }, "None listed"],
  ])("writes the allergens of %j as %j", (overrides, expected) => {
    expect(allergenText(createCustomer(overrides))).toBe(expected);
  });

  it("says when the customer does not carry epinephrine and keeps odd numbers as typed", () => {
    const customer = createCustomer({ carries_epinephrine: false, contact_number: "+44 20 7946" });
    expect(fieldsOf(customer).Epinephrine).toBe("Does not carry epinephrine");
    const back = allergenPassJson(site, customer, identity).generic.backFields;
    expect(back.at(-1)?.value).toBe("+44 20 7946");
  });

  it("gives every field a unique key, as Wallet requires", () => {
    const { generic } = allergenPassJson(site, createCustomer(), identity);
    const keys = Object.values(generic).flatMap((fields) => fields.map((field) => field.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("passColor", () => {
  it("turns any #rrggbb into the rgb() triple of the same channels", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, "0")}`;
        expect(passColor(hex)).toBe(`rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`);
      }),
    );
  });
});

describe("solidPng", () => {
  it("encodes a square of one colour that a PNG decoder would read back", () => {
    const png = solidPng("#0a7f3c", 29);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([29, 29, 8, 2]);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString("ascii")).toBe("IDAT");
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(29 * (1 + 29 * 3));
    expect([...pixels.subarray(0, 4)]).toEqual([0, 10, 127, 60]);
    expect(png.subarray(-8, -4).toString("ascii")).toBe("IEND");
  });
});
