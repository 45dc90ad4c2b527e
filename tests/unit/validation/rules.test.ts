import { describe, expect, it } from "vitest";
import {
  addressText,
  alpha,
  alphaNum,
  alphaNumSpaces,
  alphaSpaces,
  decimal,
  email,
  formName,
  inside,
  isNot,
  minIfOne,
  minLength,
  minValue,
  notInside,
  numeric,
  passwordComplexity,
  phone,
  type Rule,
  required,
  state,
} from "../../../shared/platform/validation/rules";

// Each row: the rule, values it accepts, values it rejects (requirements: public-browsing §5 shared field rules).
const table: [string, Rule, string[], string[]][] = [
  ["required", required("x"), ["a", " "], [""]],
  [
    "formName",
    formName("x"),
    ["Mary-Ann", "O'Brien", "Zoë de la Cruz", "D’Angelo"],
    ["R2D2", "Ann.", "a_b"],
  ],
  ["alpha", alpha("Name"), ["Anna", "José"], ["Mary Ann", "Ann1", "O'Brien", ""]],
  ["alphaNum", alphaNum("Code"), ["Abc123"], ["Abc 123", "a-1"]],
  ["alphaSpaces", alphaSpaces("City"), ["San Diego", "Zürich"], ["St. Louis", "Area 51"]],
  ["alphaNumSpaces", alphaNumSpaces("x"), ["AB 123", "123"], ["A-123", "A#1"]],
  [
    "addressText",
    addressText("x"),
    ["12 Main St., Apt #4", "Paris"],
    ["12 Main St-4", "Apt @2", "O'Hare Rd"],
  ],
  ["numeric", numeric("Zip"), ["02108", "0"], ["021 08", "1.5", "-1", ""]],
  ["decimal", decimal("x"), ["0", "12.345", ".5", "10"], ["", "-1", "1.", "1e3", "1,000", "$5"]],
  ["decimal (2 places)", decimal("x", 2), ["12.34", "12.3", "12"], ["12.345", ""]],
  ["phone", phone(), ["5551234567"], ["555123456", "55512345678", "555-123-4567", ""]],
  [
    "email",
    email("x"),
    ["ana@school.edu", "a.b+tag@mail.school.co.uk", "o'neil@x.io"],
    ["ana", "ana@school", "ana@@school.edu", "ana@school.e", "ana school@x.edu", "ana@-x.edu"],
  ],
  [
    "state",
    state("State"),
    ["TX", "tx", "texas", "District of Columbia"],
    ["TEX", "Tx.", "Atlantis", ""],
  ],
  ["minLength", minLength(8, "x"), ["12345678", "ünïcödé!"], ["1234567"]],
  ["minIfOne", minIfOne("password", 7), ["", "12345678"], ["1", "1234567"]],
  [
    "passwordComplexity",
    passwordComplexity("x"),
    ["Secret#123", "Ünï9!x"],
    ["secret#123", "SECRET#123", "Secret#abc", "Secret1234", "Secret 123"],
  ],
  ["minValue", minValue("Guests", 1), ["1", "2.5", "10"], ["0", "0.99", "-1", "", "1e3", "one"]],
  ["isNot", isNot("none", "x"), ["some"], ["none"]],
  ["notInside", notInside([" A123 "], "x"), ["B123"], ["A123", "a123"]],
  ["inside", inside(["Dean@School.edu"], "x"), ["dean@school.edu"], ["prof@school.edu"]],
];

describe("field rules", () => {
  describe.each(table)("%s", (_name, rule, accepted, rejected) => {
    it.each(accepted)("accepts %j", (value) => expect(rule.test(value)).toBe(true));
    it.each(rejected)("rejects %j", (value) => expect(rule.test(value)).toBe(false));
  });

  it("uses the spec's generic messages with the field's label", () => {
    expect(phone().message).toBe("Please enter a valid phone number");
    expect(state("Billing state").message).toBe("The Billing state field must be a state");
    expect(minIfOne("password", 7).message).toBe(
      "A password field must be longer than 7 characters",
    );
    expect(alpha("First name").message).toBe(
      "The First name field may only contain alphabetic characters",
    );
    expect(alphaNum("Code").message).toBe(
      "The Code field may only contain alpha-numeric characters",
    );
    expect(alphaSpaces("City").message).toBe(
      "The City field may only contain alphabetic characters as well as spaces",
    );
    expect(minValue("Guests", 1).message).toBe("The Guests field must be 1 or more");
    expect(numeric("Zip").message).toBe("The Zip field may only contain numeric characters");
  });
});
