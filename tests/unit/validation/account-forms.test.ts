import { describe, expect, it } from "vitest";
import { allergenProfileSchema } from "../../../shared/accounts/schemas/allergen-profile";
import { loginSchema } from "../../../shared/accounts/schemas/login";
import { passwordResetSchema } from "../../../shared/accounts/schemas/password-reset";
import { profileFormSchema, profileSchema } from "../../../shared/accounts/schemas/profile";
import { signUpSchema } from "../../../shared/accounts/schemas/sign-up";
import { reservationSchema } from "../../../shared/reservations/schemas/reservation-form";
import { createProfileInput, createSignUpInput } from "./fixtures";
import { type InvalidCase, issuesOf } from "./support";

describe("login (requirements: purchases §5 Login)", () => {
  const valid = { email: "ana@school.edu", password: " any " };

  it("accepts a valid login and keeps the password as typed", () => {
    expect(loginSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ email: "" }, "email", "An email address is required"],
    [{ email: "ana@" }, "email", "Please enter a valid email address"],
    [{ password: "" }, "password", "A password is required"],
    [{ password: undefined }, "password", "A password is required"],
  ])("%j → %s: %s", (change, path, message) => {
    expect(issuesOf(loginSchema, { ...valid, ...change })).toEqual([[path, message]]);
  });
});

const profileCases: InvalidCase[] = [
  {
    name: "first name",
    change: { first_name: "" },
    path: "first_name",
    message: "First name is required",
  },
  {
    name: "first name digits",
    change: { first_name: "Ana1" },
    path: "first_name",
    message: "A first name may only contain letters, apostrophes, hyphens and spaces",
  },
  {
    name: "last name",
    change: { last_name: "" },
    path: "last_name",
    message: "Last name is required",
  },
  {
    name: "student id",
    change: { student_id: "" },
    path: "student_id",
    message: "A student ID is required",
  },
  {
    name: "student id symbol",
    change: { student_id: "AB-1" },
    path: "student_id",
    message: "A student ID may only contain letters, numbers and spaces",
  },
  { name: "email", change: { email: "" }, path: "email", message: "An email address is required" },
  {
    name: "email invalid",
    change: { email: "ana", email_confirmation: "ana" },
    path: "email",
    message: "Please enter a valid email address",
  },
  { name: "address", change: { address: "" }, path: "address", message: "An address is required" },
  { name: "city", change: { city: "" }, path: "city", message: "A city is required" },
  { name: "state", change: { state: "" }, path: "state", message: "A state is required" },
  {
    name: "state invalid",
    change: { state: "Mas" },
    path: "state",
    message: "Please enter a valid state",
  },
  {
    name: "mobile letters",
    change: { mobile: "555ABC1234" },
    path: "mobile",
    message: "A mobile number must only contain numbers",
  },
  {
    name: "mobile short",
    change: { mobile: "555123" },
    path: "mobile",
    message: "Please enter a valid mobile number",
  },
];

describe("profile (requirements: purchases §5 Profile)", () => {
  it("accepts a valid profile with the state upper-cased for the update call (requirements: purchases §7)", () => {
    expect(profileSchema.parse(createProfileInput())).toEqual(
      createProfileInput({ state: "MA", current_password: "" }),
    );
  });

  it("lets mobile and zip be left out", () => {
    const { mobile: _m, zip: _z, ...rest } = createProfileInput();
    expect(profileSchema.parse(rest)).toMatchObject({ mobile: "", zip: "" });
  });

  it.each([
    ...profileCases,
    { name: "phone", change: { phone: "" }, path: "phone", message: "A phone number is required" },
    {
      name: "phone letters",
      change: { phone: "555O123456" },
      path: "phone",
      message: "A phone number must only contain numbers",
    },
    {
      name: "phone short",
      change: { phone: "555123456" },
      path: "phone",
      message: "Please enter a valid phone number",
    },
    {
      name: "zip letters",
      change: { zip: "O2108" },
      path: "zip",
      message: "A zip code must only contain numbers",
    },
  ])("$name → $message", ({ change, path, message }) => {
    expect(issuesOf(profileSchema, createProfileInput(change))).toEqual([[path, message]]);
  });
});

describe("sign-up (requirements: purchases §3, §5 Sign-up)", () => {
  it("accepts a valid sign-up keyed phone_number and zip_code", () => {
    const result = signUpSchema.parse(createSignUpInput());
    expect(result).toMatchObject({ phone_number: "5551234567", zip_code: "02108", state: "MA" });
    expect(result).not.toHaveProperty("phone");
  });

  it.each([
    ...profileCases,
    {
      name: "phone",
      change: { phone_number: "" },
      path: "phone_number",
      message: "A phone number is required",
    },
    {
      name: "phone letters",
      change: { phone_number: "555O123456" },
      path: "phone_number",
      message: "A phone number must only contain numbers",
    },
    {
      name: "zip letters",
      change: { zip_code: "O2108" },
      path: "zip_code",
      message: "A zip code must only contain numbers",
    },
    {
      name: "email confirmation",
      change: { email_confirmation: "" },
      path: "email_confirmation",
      message: "Please confirm your email address",
    },
    {
      name: "email confirmation differs",
      change: { email_confirmation: "anna@school.edu" },
      path: "email_confirmation",
      message: "The email addresses do not match",
    },
    {
      name: "password",
      change: { password: "" },
      path: "password",
      message: "A password is required",
    },
    {
      name: "password short",
      change: { password: "Se#1abc", password_confirmation: "Se#1abc" },
      path: "password",
      message: "Your password must be at least 8 characters",
    },
    {
      name: "password no capital",
      change: { password: "secret#123", password_confirmation: "secret#123" },
      path: "password",
      message:
        "Your password must contain an uppercase letter, a lowercase letter, a number and a special character",
    },
    {
      name: "password no symbol",
      change: { password: "Secret1234", password_confirmation: "Secret1234" },
      path: "password",
      message:
        "Your password must contain an uppercase letter, a lowercase letter, a number and a special character",
    },
    {
      name: "password confirmation",
      change: { password_confirmation: "" },
      path: "password_confirmation",
      message: "Please confirm your password",
    },
    {
      name: "password confirmation differs",
      change: { password_confirmation: "Secret#124" },
      path: "password_confirmation",
      message: "The passwords do not match",
    },
  ])("$name → $message", ({ change, path, message }) => {
    expect(issuesOf(signUpSchema, createSignUpInput(change))).toEqual([[path, message]]);
  });
});

describe("password reset (requirements: purchases §3, §5 Password reset)", () => {
  const valid = { password: "12345678", password_confirmation: "12345678", public_key: "k3y" };

  it("accepts 8 characters with a matching confirmation", () => {
    expect(passwordResetSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ password: "" }, "password", "A password is required"],
    [
      { password: "1234567", password_confirmation: "1234567" },
      "password",
      "Your password must be at least 8 characters",
    ],
    [{ password_confirmation: "" }, "password_confirmation", "Please confirm your password"],
    [{ password_confirmation: "12345679" }, "password_confirmation", "The passwords do not match"],
    [{ public_key: "" }, "public_key", "This password reset link is not valid"],
  ])("%j → %s: %s", (change, path, message) => {
    expect(issuesOf(passwordResetSchema, { ...valid, ...change })).toEqual([[path, message]]);
  });
});

describe("allergen profile (requirements: purchases §5 Allergen form)", () => {
  const valid = {
    allergens: ["Peanuts", "Other"],
    custom_allergen: "Kiwi",
    contact_name: "Pat Lee 2",
    contact_number: "(555) 123 - 4567",
    carries_epinephrine: true,
    serial_number: "",
  };

  it("accepts a valid profile", () => {
    expect(allergenProfileSchema.parse(valid)).toEqual({ ...valid, contact_number: "5551234567" });
  });

  it("needs no custom text without Other", () => {
    const input = { ...valid, allergens: ["Peanuts"], custom_allergen: undefined };
    expect(issuesOf(allergenProfileSchema, input)).toEqual([]);
  });

  it.each([
    [{ contact_name: "" }, "contact_name", "An emergency contact name is required"],
    [
      { contact_name: "Pat-Lee" },
      "contact_name",
      "An emergency contact name may only contain letters, numbers and spaces",
    ],
    [{ contact_number: "" }, "contact_number", "An emergency contact phone number is required"],
    [{ contact_number: "555" }, "contact_number", "Please enter a valid phone number"],
    [{ custom_allergen: " " }, "custom_allergen", "Please specify your other allergen"],
  ])("%j → %s: %s", (change, path, message) => {
    expect(issuesOf(allergenProfileSchema, { ...valid, ...change })).toEqual([[path, message]]);
  });
});

describe("reservation form (requirements: purchases §5 Reservation form, §7 POST reservations/)", () => {
  const valid = {
    first_name: "Ana",
    last_name: "Lopez",
    email: "ana@school.edu",
    notes: "",
    location_id: "main-hall",
    date: "2026-03-08",
    hour: 12,
    minute: 30,
    friends: 2,
  };

  it("accepts a valid reservation; notes and friends are optional", () => {
    expect(reservationSchema.parse(valid)).toEqual(valid);
    const { notes: _n, friends: _f, ...rest } = valid;
    expect(reservationSchema.parse(rest)).toMatchObject({ notes: "", friends: 0 });
  });

  it.each([
    [{ first_name: "" }, "first_name", "First name is required"],
    [
      { first_name: "An4" },
      "first_name",
      "A first name may only contain letters, apostrophes, hyphens and spaces",
    ],
    [{ last_name: "" }, "last_name", "Last name is required"],
    [{ email: "" }, "email", "An email address is required"],
    [{ email: "ana@school" }, "email", "Please enter a valid email address"],
    [{ location_id: "" }, "location_id", "Please choose a location"],
    [{ date: "" }, "date", "Please choose a date"],
    [{ date: "3/8/2026" }, "date", "Please choose a date"],
    [{ hour: 24 }, "hour", "Please choose a time"],
    [{ minute: 7.5 }, "minute", "Please choose a time"],
    [{ friends: -1 }, "friends", "Please choose the number of guests"],
  ])("%j → %s: %s", (change, path, message) => {
    expect(issuesOf(reservationSchema, { ...valid, ...change })).toEqual([[path, message]]);
  });
});

describe("profile form: changing the sign-in email needs the current password", () => {
  const schema = profileFormSchema("ana@school.edu");
  it("asks for the current password only when the email changes", () => {
    expect(schema.safeParse(createProfileInput()).success).toBe(true);
    expect(schema.safeParse(createProfileInput({ email: "ANA@school.edu" })).success).toBe(true);
    expect(issuesOf(schema, createProfileInput({ email: "new@school.edu" }))).toEqual([
      ["current_password", "Please enter your current password to change your email address"],
    ]);
    expect(
      schema.safeParse(createProfileInput({ email: "new@school.edu", current_password: "x" }))
        .success,
    ).toBe(true);
  });
});
