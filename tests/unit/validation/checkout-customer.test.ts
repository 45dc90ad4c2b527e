import { describe, expect, it } from "vitest";
import { compileStudentIdPattern } from "../../../shared/accounts/schemas/student-id";
import { createCheckoutCustomerSchema } from "../../../shared/purchase/schemas/checkout-customer";
import { onCampusDomain } from "../../../shared/purchase/schemas/email-rules";
import {
  createBillingAddress,
  createCheckoutCustomerInput,
  createCheckoutSettings,
  createStudentBlock,
} from "./fixtures";
import { type InvalidCase, issuesOf } from "./support";

const schema = createCheckoutCustomerSchema(createCheckoutSettings());

describe("checkout customer form (requirements: purchases §5 Checkout customer)", () => {
  it("accepts a valid buyer and normalises state and phone", () => {
    expect(schema.parse(createCheckoutCustomerInput())).toEqual({
      first_name: "Mary-Ann",
      last_name: "O'Brien",
      student_id: "1234567",
      address: "12 Main St., Apt #4",
      city: "St. Louis",
      state: "MO",
      zip: "63101",
      email: "mary@school.edu",
      email_confirmation: "mary@school.edu",
      phone: "5551234567",
      password: "",
      password_confirmation: "",
      student: undefined,
      use_billing_address: false,
      billing_address: undefined,
    });
  });

  const cases: InvalidCase[] = [
    {
      name: "first name missing",
      change: { first_name: " " },
      path: "first_name",
      message: "First name is required",
    },
    {
      name: "first name digits",
      change: { first_name: "Ann3" },
      path: "first_name",
      message: "A first name may only contain letters, apostrophes, hyphens and spaces",
    },
    {
      name: "last name missing",
      change: { last_name: "" },
      path: "last_name",
      message: "Last name is required",
    },
    {
      name: "last name symbol",
      change: { last_name: "Smith!" },
      path: "last_name",
      message: "A last name may only contain letters, apostrophes, hyphens and spaces",
    },
    {
      name: "student id missing",
      change: { student_id: "" },
      path: "student_id",
      message: "A student ID is required",
    },
    {
      name: "student id symbol",
      change: { student_id: "12-34" },
      path: "student_id",
      message: "A student ID may only contain letters, numbers and spaces",
    },
    {
      name: "address missing",
      change: { address: "" },
      path: "address",
      message: "An address is required",
    },
    {
      name: "address symbol",
      change: { address: "12 Main St; 4" },
      path: "address",
      message: "An address may only contain letters, numbers, spaces, commas, periods and #",
    },
    { name: "city missing", change: { city: "" }, path: "city", message: "A city is required" },
    {
      name: "city symbol",
      change: { city: "Winston-Salem" },
      path: "city",
      message: "A city may only contain letters, numbers, spaces, commas, periods and #",
    },
    { name: "state missing", change: { state: "" }, path: "state", message: "A state is required" },
    {
      name: "state of 3 characters",
      change: { state: "Tex" },
      path: "state",
      message: "Please enter a valid state",
    },
    {
      name: "state unknown",
      change: { state: "Ontario" },
      path: "state",
      message: "Please enter a valid state",
    },
    { name: "zip missing", change: { zip: "" }, path: "zip", message: "A zip code is required" },
    {
      name: "zip letters",
      change: { zip: "6310A" },
      path: "zip",
      message: "A zip code must only contain numbers",
    },
    {
      name: "email missing",
      change: { email: "" },
      path: "email",
      message: "An email address is required",
    },
    {
      name: "email invalid",
      change: { email: "mary@school", email_confirmation: "mary@school" },
      path: "email",
      message: "Please enter a valid email address",
    },
    {
      name: "confirmation missing",
      change: { email_confirmation: "" },
      path: "email_confirmation",
      message: "Please confirm your email address",
    },
    {
      name: "confirmation differs",
      change: { email_confirmation: "marie@school.edu" },
      path: "email_confirmation",
      message: "The email addresses do not match",
    },
    {
      name: "phone missing",
      change: { phone: "" },
      path: "phone",
      message: "A phone number is required",
    },
    {
      name: "phone 9 digits",
      change: { phone: "(555) 123 - 456" },
      path: "phone",
      message: "Please enter a valid phone number",
    },
    {
      name: "phone 11 digits",
      change: { phone: "15551234567" },
      path: "phone",
      message: "Please enter a valid phone number",
    },
    {
      name: "password too short",
      change: { password: "1234567", password_confirmation: "1234567" },
      path: "password",
      message: "A password field must be longer than 7 characters",
    },
    {
      name: "password unconfirmed",
      change: { password: "12345678" },
      path: "password_confirmation",
      message: "Please confirm your password",
    },
    {
      name: "password confirmation differs",
      change: { password: "12345678", password_confirmation: "12345679" },
      path: "password_confirmation",
      message: "The passwords do not match",
    },
  ];

  it.each(cases)("$name → $message", ({ change, path, message }) => {
    expect(issuesOf(schema, createCheckoutCustomerInput(change))).toEqual([[path, message]]);
  });

  it("treats e-mail confirmation case-insensitively and accepts an 8-character password", () => {
    const input = createCheckoutCustomerInput({
      email_confirmation: "MARY@School.edu",
      password: "12345678",
      password_confirmation: "12345678",
    });
    expect(issuesOf(schema, input)).toEqual([]);
  });

  it("drops the password block when logged in (requirements: purchases §6)", () => {
    const loggedIn = createCheckoutCustomerSchema(createCheckoutSettings({ isLoggedIn: true }));
    const result = loggedIn.parse(
      createCheckoutCustomerInput({ password: "x", password_confirmation: "y" }),
    );
    expect(result.password).toBe("");
    expect(result.password_confirmation).toBe("");
  });

  it("ignores a student block for a buyer who is not a parent", () => {
    const input = createCheckoutCustomerInput({ student: { first_name: "" } });
    expect(schema.parse(input).student).toBeUndefined();
  });
});

describe("Student ID payment (requirements: purchases §5)", () => {
  const studentIdSchema = createCheckoutCustomerSchema(
    createCheckoutSettings({
      paymentType: "Student ID",
      studentIdPattern: "[0-9]{7}",
      emailDomain: "school.edu",
      blockedStudentIds: ["7654321"],
      blockedStudentIdMessage: "Your student account is on hold.",
    }),
  );

  it.each([
    ["1234567", []],
    ["12345678", [["student_id", "The student ID pattern does not match"]]],
    ["A1234567", [["student_id", "The student ID pattern does not match"]]],
    ["123456", [["student_id", "The student ID pattern does not match"]]],
    ["7654321", [["student_id", "Your student account is on hold."]]],
  ])("student id %j", (studentId, expected) => {
    expect(
      issuesOf(studentIdSchema, createCheckoutCustomerInput({ student_id: studentId })),
    ).toEqual(expected);
  });

  it("uses the default blocked message when the server gives none", () => {
    const blocked = createCheckoutCustomerSchema(
      createCheckoutSettings({ paymentType: "Student ID", blockedStudentIds: ["AB 1"] }),
    );
    expect(issuesOf(blocked, createCheckoutCustomerInput({ student_id: "ab 1" }))).toEqual([
      ["student_id", "There is a problem with your student id."],
    ]);
  });

  it("applies pattern and blocked list only to Student ID payments", () => {
    const card = createCheckoutCustomerSchema(
      createCheckoutSettings({ studentIdPattern: "[0-9]{7}", blockedStudentIds: ["X1"] }),
    );
    expect(issuesOf(card, createCheckoutCustomerInput({ student_id: "X1" }))).toEqual([]);
  });

  it.each([
    ["mary@school.edu", []],
    ["mary@mail.students.SCHOOL.EDU", []],
    [
      "mary@gmail.com",
      [
        [
          "email",
          "Purchases billed to Student Account can only be purchased using an email address with the domain name: school.edu.",
        ],
      ],
    ],
    [
      "mary@school.edu.evil.com",
      [
        [
          "email",
          "Purchases billed to Student Account can only be purchased using an email address with the domain name: school.edu.",
        ],
      ],
    ],
  ])("email %j against the domain school.edu", (email, expected) => {
    const input = createCheckoutCustomerInput({ email, email_confirmation: email });
    expect(issuesOf(studentIdSchema, input)).toEqual(expected);
  });

  it("does not apply the domain rule to a parent buyer", () => {
    const parent = createCheckoutCustomerSchema(
      createCheckoutSettings({
        paymentType: "Student ID",
        isParent: true,
        emailDomain: "school.edu",
      }),
    );
    const input = createCheckoutCustomerInput({
      email: "mom@gmail.com",
      email_confirmation: "mom@gmail.com",
      student: createStudentBlock(),
    });
    expect(issuesOf(parent, input)).toEqual([]);
  });

  it("compares the whole configured domain, subdomains included", () => {
    expect(onCampusDomain("Jo@Mail.CedarRidge.Example.EDU ", "cedarridge.example.edu")).toBe(true);
    expect(onCampusDomain("jo@cedarridge.example.edu", "@CedarRidge.example.edu")).toBe(true);
    // The spec's "last two labels" made every *.example.edu campus one domain.
    expect(onCampusDomain("eve@harborstate.example.edu", "cedarridge.example.edu")).toBe(false);
    expect(onCampusDomain("eve@evilcedarridge.example.edu", "cedarridge.example.edu")).toBe(false);
    expect(onCampusDomain("eve@example.edu", "cedarridge.example.edu")).toBe(false);
    const campus = createCheckoutCustomerSchema(
      createCheckoutSettings({ paymentType: "Student ID", emailDomain: "cedarridge.example.edu" }),
    );
    const other = "eve@harborstate.example.edu";
    expect(
      issuesOf(campus, createCheckoutCustomerInput({ email: other, email_confirmation: other })),
    ).toEqual([
      [
        "email",
        "Purchases billed to Student Account can only be purchased using an email address with the domain name: cedarridge.example.edu.",
      ],
    ]);
  });

  it("asks a parent billing the student account for the student's campus address", () => {
    const parent = createCheckoutCustomerSchema(
      createCheckoutSettings({
        paymentType: "Student ID",
        isParent: true,
        emailDomain: "school.edu",
      }),
    );
    const student = createStudentBlock({
      email: "kid@gmail.com",
      email_confirmation: "kid@gmail.com",
    });
    const input = createCheckoutCustomerInput({
      email: "mom@gmail.com",
      email_confirmation: "mom@gmail.com",
      student,
    });
    expect(issuesOf(parent, input).map(([path]) => path)).toEqual(["student.email"]);
  });
});

describe("compileStudentIdPattern", () => {
  it.each([
    ["[0-9]{7}", "1234567", true],
    ["[0-9]{7}", "x1234567", false],
    ["/^a[0-9]+$/i", "A12", true],
    ["/^a[0-9]+$/", "A12", false],
    ["a|b", "ab", false],
  ])("%s on %s → %s", (pattern, id, expected) => {
    expect(compileStudentIdPattern(pattern)?.test(id)).toBe(expected);
  });

  it.each([null, undefined, "", "  ", "[0-9"])("gives null for %j", (pattern) =>
    expect(compileStudentIdPattern(pattern)).toBeNull(),
  );
});

describe("Payroll deduction faculty list (requirements: purchases §5)", () => {
  const settings = createCheckoutSettings({
    paymentType: "Payroll deduction",
    facultyCheck: true,
    facultyEmails: ["Dean@School.edu"],
  });

  it("accepts a listed e-mail in any case", () => {
    const input = createCheckoutCustomerInput({
      email: "dean@school.edu",
      email_confirmation: "dean@school.edu",
    });
    expect(issuesOf(createCheckoutCustomerSchema(settings), input)).toEqual([]);
  });

  it("shows the site's message for an unlisted e-mail", () => {
    const schema = createCheckoutCustomerSchema({
      ...settings,
      facultyEmailMessage: "Faculty and staff only.",
    });
    expect(issuesOf(schema, createCheckoutCustomerInput())).toEqual([
      ["email", "Faculty and staff only."],
    ]);
  });

  it("falls back to a default message and skips the check when it is off", () => {
    expect(issuesOf(createCheckoutCustomerSchema(settings), createCheckoutCustomerInput())).toEqual(
      [["email", "This email address is not on the list of valid faculty email addresses."]],
    );
    const off = createCheckoutCustomerSchema({ ...settings, facultyCheck: false });
    expect(issuesOf(off, createCheckoutCustomerInput())).toEqual([]);
  });
});

describe("parent buyer's student block (requirements: purchases §5 Parent buyer)", () => {
  const parent = createCheckoutCustomerSchema(createCheckoutSettings({ isParent: true }));
  const withStudent = (change: Record<string, unknown>) =>
    createCheckoutCustomerInput({ student: createStudentBlock(change) });

  it("accepts a valid student and normalises it", () => {
    const result = parent.parse(withStudent({ state: "illinois", phone: "(555) 987 - 6543" }));
    expect(result.student).toEqual(createStudentBlock({ state: "IL", phone: "5559876543" }));
  });

  const cases: InvalidCase[] = [
    {
      name: "first name",
      change: { first_name: "" },
      path: "student.first_name",
      message: "Student first name is required",
    },
    {
      name: "first name digits",
      change: { first_name: "J0" },
      path: "student.first_name",
      message: "A student first name may only contain letters, apostrophes, hyphens and spaces",
    },
    {
      name: "last name",
      change: { last_name: "" },
      path: "student.last_name",
      message: "Student last name is required",
    },
    {
      name: "address",
      change: { address: "" },
      path: "student.address",
      message: "Student address is required",
    },
    {
      name: "city",
      change: { city: "" },
      path: "student.city",
      message: "Student city is required",
    },
    {
      name: "state",
      change: { state: "" },
      path: "student.state",
      message: "Student state is required",
    },
    {
      name: "state invalid",
      change: { state: "ILL" },
      path: "student.state",
      message: "Please enter a valid student state",
    },
    {
      name: "zip",
      change: { zip: "" },
      path: "student.zip",
      message: "Student zip code is required",
    },
    {
      name: "zip letters",
      change: { zip: "A1" },
      path: "student.zip",
      message: "A student zip code must only contain numbers",
    },
    {
      name: "email",
      change: { email: "" },
      path: "student.email",
      message: "Student email is required",
    },
    {
      name: "email invalid",
      change: { email: "jo@", email_confirmation: "jo@" },
      path: "student.email",
      message: "Please enter a valid student email address",
    },
    {
      name: "confirmation",
      change: { email_confirmation: "" },
      path: "student.email_confirmation",
      message: "Please confirm the student email address",
    },
    {
      name: "confirmation differs",
      change: { email_confirmation: "joe@school.edu" },
      path: "student.email_confirmation",
      message: "The student email addresses do not match",
    },
    {
      name: "phone",
      change: { phone: "" },
      path: "student.phone",
      message: "Student phone number is required",
    },
    {
      name: "phone short",
      change: { phone: "555" },
      path: "student.phone",
      message: "Please enter a valid phone number",
    },
    {
      name: "same email as parent",
      change: { email: "MARY@school.edu", email_confirmation: "mary@school.edu" },
      path: "student.email",
      message: "The parent and student email addresses cannot match",
    },
  ];

  it.each(cases)("$name → $message", ({ change, path, message }) => {
    expect(issuesOf(parent, withStudent(change))).toEqual([[path, message]]);
  });

  it("requires the student block", () => {
    expect(issuesOf(parent, createCheckoutCustomerInput())).toEqual([
      ["student", "Student first name is required"],
    ]);
  });
});

describe("billing address (requirements: purchases §5 Billing address)", () => {
  const billed = (change: Record<string, unknown>) =>
    createCheckoutCustomerInput({
      use_billing_address: true,
      billing_address: createBillingAddress(change),
    });

  it("is ignored while the contact address is the billing address", () => {
    const input = createCheckoutCustomerInput({ billing_address: { address: "" } });
    expect(schema.parse(input).billing_address).toBeUndefined();
  });

  it("is parsed and normalised when used", () => {
    expect(schema.parse(billed({})).billing_address).toEqual(createBillingAddress({ state: "TX" }));
  });

  const cases: InvalidCase[] = [
    {
      name: "address",
      change: { address: "" },
      path: "billing_address.address",
      message: "Billing address is required",
    },
    {
      name: "address symbol",
      change: { address: "9 Oak Rd!" },
      path: "billing_address.address",
      message: "A billing address may only contain letters, numbers, spaces, commas, periods and #",
    },
    {
      name: "city",
      change: { city: "" },
      path: "billing_address.city",
      message: "Billing city is required",
    },
    {
      name: "city symbol",
      change: { city: "Austin!" },
      path: "billing_address.city",
      message: "A billing city may only contain letters, numbers, spaces, commas, periods and #",
    },
    {
      name: "state",
      change: { state: "" },
      path: "billing_address.state",
      message: "Billing state is required",
    },
    {
      name: "state invalid",
      change: { state: "Tex" },
      path: "billing_address.state",
      message: "Please enter a valid billing state",
    },
    {
      name: "zip",
      change: { zip: "" },
      path: "billing_address.zip",
      message: "Billing zip code is required",
    },
    {
      name: "zip letters",
      change: { zip: "7330I" },
      path: "billing_address.zip",
      message: "A billing zip code must only contain numbers",
    },
  ];

  it.each(cases)("$name → $message", ({ change, path, message }) => {
    expect(issuesOf(schema, billed(change))).toEqual([[path, message]]);
  });

  it("requires every billing field when the block is missing", () => {
    const input = createCheckoutCustomerInput({ use_billing_address: true });
    expect(issuesOf(schema, input)).toEqual([
      ["billing_address.address", "Billing address is required"],
      ["billing_address.city", "Billing city is required"],
      ["billing_address.state", "Billing state is required"],
      ["billing_address.zip", "Billing zip code is required"],
    ]);
  });
});
