// Texts of requirements: public-browsing §2 Menu page and §8, verbatim.
export const MENUS_NOTICE = "* Menus are subject to change.";
export const MENUS_LOADING = "Loading menus for selected location and date";
export const MENUS_FAILED =
  "Sorry, we weren't able to find menus for this location for the day you selected.";
export const SEARCH_FOUND = "We found items matching your search on the following dates:";
export const SEARCH_NONE = "Sorry, we didn't find any menus that match your search.";
export const closedText = (location: string, date: string) => `${location} is closed ${date}.`;

// Texts the spec describes without wording (docs/decisions/locations-and-menus.md).
export const CALORIES_NOTE =
  "Calories and nutrients are listed under each item's Nutritional Info.";
export const SODIUM_WARNING =
  "This item contains 2300 mg or more of sodium per serving, the recommended daily limit.";
export const DISCLAIMER =
  "Nutritional information is provided as a guide only. Recipes, portions and suppliers change, so values and allergens may differ. If you have a food allergy, please ask a manager before ordering.";
