/**
 * What onboarding owns, and so may overwrite or remove: the site record, public content and
 * purchase configuration in the site partition, and menus in the locations' partitions.
 * Customers, carts, orders, reservations, subscriptions, votes, feedback and submissions live
 * in other partitions (docs/data-model.md) and are never read or written here.
 */
const SITE_PARTITION_EXACT = new Set(["SITE", "MICROSITE", "NEWS", "FAQ", "ORDERFORM"]);
const SITE_PARTITION_PREFIXES = [
  "SECTION#",
  "BUILDING#",
  "LOCATION#",
  "EVENT#",
  "BUEVENT#",
  "OFFER#",
  "STAFF#",
  "NEWSLETTER#",
  "ALBUM#",
  "SURVEY#",
  "CATERING#",
  "BLOG#",
  "MEETING#",
  "TERM#",
  "SELECTION#",
  "MEALPLAN#",
  "CUSTOMOPT#",
  "DBSETTINGS#",
  "PROMO#",
  "BLOCKED#",
  "FACULTY#",
];
const MENU_PREFIXES = ["MENU#", "LEGACY#"];

export function isOwnedSiteItem(sk: string): boolean {
  return SITE_PARTITION_EXACT.has(sk) || SITE_PARTITION_PREFIXES.some((p) => sk.startsWith(p));
}

export function isOwnedMenuItem(sk: string): boolean {
  return MENU_PREFIXES.some((prefix) => sk.startsWith(prefix));
}

/**
 * Attributes the live table changes after onboarding: ignored when comparing, and a survey's
 * vote counts are carried over when its item is rewritten (never reset by a re-run).
 */
export const VOLATILE_ATTRIBUTES = ["updated_at", "votes"] as const;
