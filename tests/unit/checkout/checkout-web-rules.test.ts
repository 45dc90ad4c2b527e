import { describe, expect, it } from "vitest";
import { findCardData } from "../../../shared/purchase/checkout/card-data";
import { ssoPrefill } from "../../../web/src/features/purchase/checkout/lib/sso-prefill";
import { termsFor } from "../../../web/src/features/purchase/checkout/lib/terms";
import { createOrderFormSettings } from "../../support/factories/purchases";

describe("single sign-on prefill", () => {
  const four =
    "first_name=Dana&last_name=O%27Neil&student_id=CR1234567&email=dana%40cedarridge.example.edu";

  it("prefills with exactly the four parameters, the email doubling as its confirmation", () => {
    expect(ssoPrefill(`?${four}`)).toEqual({
      first_name: "Dana",
      last_name: "O'Neil",
      student_id: "CR1234567",
      email: "dana@cedarridge.example.edu",
      email_confirmation: "dana@cedarridge.example.edu",
    });
  });

  it.each([
    ["three of them", "first_name=Dana&last_name=X&email=d%40x.edu"],
    ["a fifth parameter", `${four}&utm_source=mail`],
    ["a repeated one instead of another", "first_name=A&first_name=B&student_id=1&email=e%40x.edu"],
    ["an empty value", "first_name=&last_name=X&student_id=1&email=e%40x.edu"],
    ["nothing", ""],
  ])("does nothing with %s", (_name, query) => {
    expect(ssoPrefill(query)).toBeNull();
  });
});

describe("terms before paying", () => {
  const settings = createOrderFormSettings({
    student_id_requires_terms: true,
    student_id_terms: "<p>Student</p>",
    plans_require_terms: true,
    meal_plan_terms: "<p>Plans</p>",
  });

  it("shows the Student ID terms first for Student ID billing", () => {
    expect(termsFor("Student ID", settings)?.html).toBe("<p>Student</p>");
  });

  it("shows the meal plan terms otherwise, and none when not required", () => {
    expect(termsFor("Credit card", settings)?.html).toBe("<p>Plans</p>");
    expect(termsFor("Student ID", { ...settings, student_id_requires_terms: false })?.html).toBe(
      "<p>Plans</p>",
    );
    expect(termsFor("Payroll deduction", { ...settings, plans_require_terms: false })).toBeNull();
  });
});

describe("raw card data in a checkout request", () => {
  it.each([
    [{ card_num: "4111111111111111" }, "card_num"],
    [{ card_cvv: "123" }, "card_cvv"],
    [{ address: "4111-1111-1111-1111 Main St" }, "address"],
    [{ student: { phone: "378282246310005" } }, "student.phone"],
    [{ list: [1, 5555555555554444] }, "list.1"],
    [{ note: "discover 6011 1111 1111 1117" }, "note"],
  ])("finds %j at %s", (input, path) => {
    expect(findCardData(input)).toBe(path);
  });

  it("leaves phone numbers, ids, tokens and digit runs that fail the Luhn check alone", () => {
    expect(
      findCardData({
        phone: "(555) 555 - 0100",
        student_id: "CR1234567",
        card_token: "sbx_approved_visa_1111_0123456789abcdef",
        card_last4: "1111",
        order_time: "2026-11-23T10:00:00.000Z",
        note: "4111111111111112",
        card_cvv: "",
      }),
    ).toBeNull();
  });

  it("leaves Luhn-valid digit runs no card network issues alone, like a timestamp in an email", () => {
    // 1763900000003 passes the Luhn check; a test's Date.now() in an address was refused once.
    expect(findCardData({ email: "fifty.1763900000003@cedarridge.example.edu" })).toBeNull();
    expect(findCardData({ reference: "41111111111111110000" })).toBeNull();
  });
});
