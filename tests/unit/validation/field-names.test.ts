import { describe, expect, it } from "vitest";
import { fieldLabel } from "../../../shared/platform/validation/field-label";
import {
  FORM_TO_SERVER_FIELD,
  formFieldsFor,
  isFormFieldName,
  toServerFieldName,
} from "../../../shared/platform/validation/field-names";

describe("form field name → server name map (requirements: purchases §3, requirements: public-browsing §5)", () => {
  it("is exactly the spec's map", () => {
    expect(FORM_TO_SERVER_FIELD).toEqual({
      firstName: "first_name",
      lastName: "last_name",
      studentId: "student_id",
      password: "password",
      confirmPassword: "password",
      emailAddress: "email",
      confirmEmailAddress: "email",
      phoneNumber: "phone",
      zipCode: "zip",
    });
  });

  it.each([
    ["firstName", "first_name"],
    ["confirmEmailAddress", "email"],
    ["zipCode", "zip"],
    ["city", "city"],
    ["toString", "toString"],
  ])("maps %s to %s", (form, server) => expect(toServerFieldName(form)).toBe(server));

  it("lists every form field of a server field", () => {
    expect(formFieldsFor("email")).toEqual(["emailAddress", "confirmEmailAddress"]);
    expect(formFieldsFor("password")).toEqual(["password", "confirmPassword"]);
    expect(formFieldsFor("city")).toEqual([]);
    expect(isFormFieldName("constructor")).toBe(false);
  });
});

describe("fieldLabel", () => {
  it.each([
    ["first_name", "First name"],
    ["firstName", "First name"],
    ["zip", "Zip"],
    ["emailAddress", "Email address"],
    ["STATE", "State"],
    ["", ""],
  ])("sentence-cases %j as %j", (name, label) => expect(fieldLabel(name)).toBe(label));
});
