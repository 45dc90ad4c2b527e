import { describe, expect, it } from "vitest";
import { ALLERGENS, sortAllergens } from "../../../shared/menus/allergens";
import {
  availableFilters,
  filterMenuItems,
  type MenuFilter,
} from "../../../shared/menus/menu-filter";

const allergen = (name: string): MenuFilter => ({ name, type: "allergen" });
const category = (name: string): MenuFilter => ({ name, type: "dietary category" });

const items = [
  { name: "Omelet", filters: [allergen("Egg"), allergen("Milk"), category("Vegetarian")] },
  { name: "Tofu Bowl", filters: [allergen("Soy"), category("Vegan"), category("Vegetarian")] },
  {
    name: "Salad",
    filters: [category("Vegan"), category("Vegetarian"), category("Avoiding Gluten")],
  },
  { name: "Burger", filters: [allergen("Wheat")] },
];
const names = (list: { name: string }[]) => list.map((item) => item.name);

describe("menu filtering (requirements: public-browsing §2 Menus)", () => {
  it.each([
    ["no filters", [], [], ["Omelet", "Tofu Bowl", "Salad", "Burger"]],
    ["hide any item carrying a selected allergen", ["Egg"], [], ["Tofu Bowl", "Salad", "Burger"]],
    ["two allergens", ["Soy", "Wheat"], [], ["Omelet", "Salad"]],
    ["one category", [], ["Vegetarian"], ["Omelet", "Tofu Bowl", "Salad"]],
    ["ALL selected categories", [], ["Vegan", "Avoiding Gluten"], ["Salad"]],
    ["allergens and categories", ["Soy"], ["Vegan"], ["Salad"]],
    [
      "a category name is not an allergen",
      ["Vegan"],
      [],
      ["Omelet", "Tofu Bowl", "Salad", "Burger"],
    ],
  ])("%s", (_, allergens, categories, expected) => {
    expect(names(filterMenuItems(items, allergens, categories))).toEqual(expected);
  });

  it("does not offer selected filters again", () => {
    const all = [allergen("Egg"), allergen("Milk"), category("Vegan")];
    expect(availableFilters(all, ["Milk"])).toEqual([allergen("Egg"), category("Vegan")]);
  });
});

describe("allergen display order (requirements: public-browsing §3)", () => {
  it("is the spec's list", () => {
    expect(ALLERGENS).toEqual([
      "Egg",
      "Fish",
      "Gluten",
      "Milk",
      "MSG",
      "Peanuts",
      "Sesame",
      "Shellfish - Crustacean",
      "Shellfish - Mollusk",
      "Soy",
      "Tree Nuts",
      "Wheat",
    ]);
  });

  it("sorts by it, unknown names last alphabetically", () => {
    expect(sortAllergens(["Wheat", "Mustard", "Egg", "Celery", "MSG"])).toEqual([
      "Egg",
      "MSG",
      "Wheat",
      "Celery",
      "Mustard",
    ]);
  });
});
