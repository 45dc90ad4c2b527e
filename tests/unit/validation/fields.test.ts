import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  confirmed,
  optionalPhoneText,
  optionalSecret,
  optionalStateText,
  optionalText,
  phoneText,
  secret,
  stateText,
  text,
} from "../../../shared/platform/validation/fields";
import { formName, phone, required, state } from "../../../shared/platform/validation/rules";
import { issuesOf } from "./support";

describe("zod field builders", () => {
  const name = text(required("First name is required"), formName("Letters only"));

  it("trims and reports only the first failing rule", () => {
    expect(name.parse("  Ana  ")).toBe("Ana");
    expect(issuesOf(name, "   ")).toEqual([["", "First name is required"]]);
    expect(issuesOf(name, "R2")).toEqual([["", "Letters only"]]);
  });

  it("reports the first rule's message for a missing or non-text value", () => {
    expect(issuesOf(name, undefined)).toEqual([["", "First name is required"]]);
    expect(issuesOf(name, 42)).toEqual([["", "First name is required"]]);
  });

  it("keeps passwords exactly as typed", () => {
    expect(secret(required("x")).parse(" pass ")).toBe(" pass ");
    expect(optionalSecret().parse(undefined)).toBe("");
    expect(optionalSecret(required("never")).parse("")).toBe("");
  });

  it("lets optional text be missing or empty but checks anything typed", () => {
    const zip = optionalText(formName("Letters only"));
    expect(zip.parse(undefined)).toBe("");
    expect(zip.parse("  ")).toBe("");
    expect(issuesOf(zip, "12")).toEqual([["", "Letters only"]]);
    expect(issuesOf(optionalText(), 3)).toEqual([
      ["", "Invalid input: expected string, received number"],
    ]);
  });

  it("strips the (999) 999 - 9999 mask from phone numbers", () => {
    const field = phoneText(required("A phone number is required"), phone());
    expect(field.parse("(555) 123 - 4567")).toBe("5551234567");
    expect(field.parse("555.123.4567")).toBe("5551234567");
    expect(issuesOf(field, "( ) - ")).toEqual([["", "A phone number is required"]]);
    expect(issuesOf(field, "(555) 123 - 456")).toEqual([["", "Please enter a valid phone number"]]);
    const optional = optionalPhoneText(phone());
    expect(optional.parse(undefined)).toBe("");
    expect(optional.parse("")).toBe("");
    expect(optional.parse("555 123 4567")).toBe("5551234567");
    expect(issuesOf(optional, "123")).toEqual([["", "Please enter a valid phone number"]]);
  });

  it("outputs states as upper-case codes", () => {
    const field = stateText(
      required("A state is required"),
      state("State", "Please enter a valid state"),
    );
    expect(field.parse("new jersey")).toBe("NJ");
    expect(field.parse("nj")).toBe("NJ");
    expect(issuesOf(field, "")).toEqual([["", "A state is required"]]);
    expect(issuesOf(field, "NEW")).toEqual([["", "Please enter a valid state"]]);
    const optional = optionalStateText(state("State"));
    expect(optional.parse(undefined)).toBe("");
    expect(optional.parse("ohio")).toBe("OH");
    expect(issuesOf(optional, "Ohi")).toEqual([["", "The State field must be a state"]]);
  });

  describe("confirmed", () => {
    const schema = z
      .object({ email: z.string(), email_confirmation: z.string() })
      .superRefine(confirmed("email", "email_confirmation", "Mismatch", { ignoreCase: true }));
    const strict = z
      .object({ password: z.string(), password_confirmation: z.string() })
      .superRefine(confirmed("password", "password_confirmation", "Mismatch"));

    it.each([
      [schema, { email: "a@b.co", email_confirmation: "A@B.CO" }, []],
      [schema, { email: "a@b.co", email_confirmation: "" }, []],
      [schema, { email: "", email_confirmation: "a@b.co" }, []],
      [
        schema,
        { email: "a@b.co", email_confirmation: "c@b.co" },
        [["email_confirmation", "Mismatch"]],
      ],
      [
        strict,
        { password: "Abc", password_confirmation: "abc" },
        [["password_confirmation", "Mismatch"]],
      ],
      [strict, { password: "Abc", password_confirmation: "Abc" }, []],
    ] as const)("%#", (target, input, expected) => {
      expect(issuesOf(target, input)).toEqual(expected);
    });
  });
});
