import { describe, expect, it } from "vitest";
import {
  DIETARY_ALLERGENS,
  ON_THE_GO_ALLERGENS,
} from "../../../shared/accounts/schemas/allergen-choices";
import { dietaryHealthSchema } from "../../../shared/visitor-forms/schemas/dietary-health";
import {
  createOnTheGoOrderSchema,
  ON_THE_GO_ENTREES,
  ON_THE_GO_PLANS,
} from "../../../shared/visitor-forms/schemas/on-the-go";
import { createDietaryHealthInput, createOnTheGoInput } from "./fixtures";
import { type InvalidCase, issuesOf } from "./support";

describe("dietary health form (requirements: purchases §3, §5 Dietary form)", () => {
  it("has the spec's allergen choices", () => {
    expect(DIETARY_ALLERGENS).toEqual([
      "Milk",
      "Soy",
      "Wheat",
      "Egg",
      "Fish",
      "Shellfish",
      "Peanuts",
      "Tree Nuts",
      "Gluten",
      "Corn",
      "Sesame",
      "Other (Please specify)",
    ]);
  });

  it("accepts a valid submission", () => {
    expect(dietaryHealthSchema.parse(createDietaryHealthInput())).toEqual(
      createDietaryHealthInput(),
    );
  });

  const cases: InvalidCase[] = [
    { name: "name", change: { name: "" }, path: "name", message: "Your name is required." },
    {
      name: "name with apostrophe",
      change: { name: "Ana O'Neil" },
      path: "name",
      message: "Your name may only contain letters and spaces.",
    },
    { name: "email", change: { email: "" }, path: "email", message: "Your email is required." },
    {
      name: "email invalid",
      change: { email: "ana@" },
      path: "email",
      message: "Please enter a valid email address.",
    },
    { name: "date", change: { date: "" }, path: "date", message: "The date is required." },
    {
      name: "date malformed",
      change: { date: "03/08/2026" },
      path: "date",
      message: "Please enter a valid date.",
    },
    { name: "city", change: { city: "" }, path: "city", message: "Your city is required." },
    {
      name: "city with digits",
      change: { city: "District 9" },
      path: "city",
      message: "Your city may only contain letters and spaces.",
    },
    {
      name: "no allergen",
      change: { allergens: [] },
      path: "allergens",
      message: "At least one allergen is required.",
    },
    {
      name: "allergens missing",
      change: { allergens: undefined },
      path: "allergens",
      message: "At least one allergen is required.",
    },
    {
      name: "unknown allergen",
      change: { allergens: ["Kiwi"] },
      path: "allergens.0",
      message: "Please choose allergens from the list.",
    },
    {
      name: "Other unspecified",
      change: { allergens: ["Other (Please specify)"] },
      path: "other_allergies",
      message: "Please specify your other allergies.",
    },
    {
      name: "no consent",
      change: { consent: false },
      path: "consent",
      message: "You must give consent.",
    },
    {
      name: "consent missing",
      change: { consent: undefined },
      path: "consent",
      message: "You must give consent.",
    },
  ];

  it.each(cases)("$name → $message", ({ change, path, message }) => {
    expect(issuesOf(dietaryHealthSchema, createDietaryHealthInput(change))).toEqual([
      [path, message],
    ]);
  });
});

describe("On The Go order form (requirements: purchases §3 On The Go order)", () => {
  const schema = createOnTheGoOrderSchema();

  it("has the spec's lists; allergens omit Sesame", () => {
    expect(ON_THE_GO_ENTREES).toEqual(["Salad", "Sandwich", "Pizza"]);
    expect(ON_THE_GO_PLANS).toEqual([
      "Gold",
      "Silver",
      "Bronze",
      "Block 10",
      "Block 25",
      "Block 40",
      "Block 50",
      "Block 60",
      "Block 75",
    ]);
    expect(ON_THE_GO_ALLERGENS).toEqual(DIETARY_ALLERGENS.filter((a) => a !== "Sesame"));
    expect(ON_THE_GO_ALLERGENS).toHaveLength(11);
  });

  it("accepts a valid order; optional picks may be left out", () => {
    expect(schema.parse(createOnTheGoInput())).toEqual(createOnTheGoInput());
    const minimal = createOnTheGoInput();
    for (const key of [
      "base",
      "protein",
      "cheese",
      "dressing_sauce",
      "drink",
      "sides",
      "addons",
      "allergens",
      "other_allergies",
      "comments",
    ] as const) {
      delete (minimal as Record<string, unknown>)[key];
    }
    expect(schema.parse(minimal)).toMatchObject({ base: "", sides: [], allergens: [] });
  });

  const cases: InvalidCase[] = [
    {
      name: "student id",
      change: { student_id: "" },
      path: "student_id",
      message: "Your student ID is required.",
    },
    {
      name: "student id symbol",
      change: { student_id: "A-1" },
      path: "student_id",
      message: "Your student ID may only contain letters, numbers and spaces.",
    },
    { name: "name", change: { name: "" }, path: "name", message: "Your name is required." },
    {
      name: "name digits",
      change: { name: "Ana 2" },
      path: "name",
      message: "Your name may only contain letters, apostrophes, hyphens and spaces.",
    },
    { name: "email", change: { email: "" }, path: "email", message: "Your email is required." },
    {
      name: "email invalid",
      change: { email: "ana" },
      path: "email",
      message: "Please enter a valid email address.",
    },
    {
      name: "entree",
      change: { entree: "Soup" },
      path: "entree",
      message: "Please choose an entree.",
    },
    {
      name: "plan",
      change: { plan: "Block 30" },
      path: "plan",
      message: "Please choose a meal plan.",
    },
    {
      name: "pick up",
      change: { pick_up: "" },
      path: "pick_up",
      message: "Please choose a pick up time.",
    },
    {
      name: "Sesame",
      change: { allergens: ["Sesame"] },
      path: "allergens.0",
      message: "Please choose allergens from the list.",
    },
    {
      name: "Other unspecified",
      change: { allergens: ["Other (Please specify)"] },
      path: "other_allergies",
      message: "Please specify your other allergies.",
    },
  ];

  it.each(cases)("$name → $message", ({ change, path, message }) => {
    expect(issuesOf(schema, createOnTheGoInput(change))).toEqual([[path, message]]);
  });

  it("checks picks against the site's lists when given", () => {
    const menu = createOnTheGoOrderSchema({ bases: ["Romaine"], sides: ["Fruit", "Chips"] });
    expect(issuesOf(menu, createOnTheGoInput())).toEqual([]);
    expect(issuesOf(menu, createOnTheGoInput({ base: "Kale" }))).toEqual([
      ["base", "Please choose from the list."],
    ]);
    expect(issuesOf(menu, createOnTheGoInput({ sides: ["Fries"] }))).toEqual([
      ["sides", "Please choose from the list."],
    ]);
  });
});
