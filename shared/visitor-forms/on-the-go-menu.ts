import type { OnTheGoMenu } from "./schemas/on-the-go";

/**
 * The On The Go lists. The spec names them but not their contents; every campus offers this
 * menu until onboarding gives each its own (docs/decisions/reservations.md).
 */
export const ON_THE_GO_MENU = {
  bases: ["Mixed Greens", "Romaine", "Spinach", "Ciabatta Roll", "Wheat Wrap", "Thin Crust"],
  proteins: ["Grilled Chicken", "Roast Turkey", "Ham", "Tofu", "Chickpeas", "No Protein"],
  cheeses: ["Cheddar", "Swiss", "Mozzarella", "Feta", "No Cheese"],
  sauces: ["Ranch", "Balsamic Vinaigrette", "Caesar", "Marinara", "Pesto", "No Sauce"],
  addons: ["Avocado", "Bacon", "Hard-Boiled Egg", "Extra Cheese", "Roasted Peppers"],
  sides: ["Apple", "Chips", "Cookie", "Fruit Cup", "Carrot Sticks"],
  drinks: ["Water", "Lemonade", "Iced Tea", "Milk", "No Drink"],
} as const satisfies OnTheGoMenu;

/** Pick-up windows offered on the form. */
export const ON_THE_GO_PICK_UP = [
  "11:00a - 11:30a",
  "11:30a - 12:00p",
  "12:00p - 12:30p",
  "12:30p - 1:00p",
  "5:00p - 5:30p",
  "5:30p - 6:00p",
] as const;

/** Texts of the two account forms' pages (requirements: purchases §2). */
export const FORM_TEXT = {
  dietaryTitle: "Food Allergy/Celiac Disease/Medical Diet Form",
  dietaryThanks: "Thank you, your form has been submitted.",
  onTheGoTitle: "On The Go Food Order",
  onTheGoThanks: "Thank you for submitting your food order request!",
} as const;
