import { hoursForDate } from "../platform/time/hours";
import type { Site } from "../site-content/schemas/site";
import type { Location } from "./schemas/location";
import type { MenuPeriod } from "./schemas/menu";

/**
 * A location's menus as an OpenMensa feed, version 2.1 (https://doc.openmensa.org/feed/v2/),
 * the format OpenMensa's apps and parsers read: `openmensa` > `canteen` (its metadata, then one
 * `day` per date) > `closed` or `category` > `meal` > `name`, `note`*. The element order, the
 * 250-character limits and the date form follow OpenMensa's XML schema (open-mensa-v2.xsd);
 * tests/unit/open-data/openmensa-feed.test.ts checks every feed against those rules.
 */

export const OPENMENSA_NAMESPACE = "http://openmensa.org/open-mensa-v2";
export const OPENMENSA_SCHEMA_LOCATION = "http://openmensa.org/open-mensa-v2.xsd";
export const OPENMENSA_VERSION = "2.1";

/** Days the feed covers, today included (the menu import's usual horizon is a week or two). */
export const OPENMENSA_DAYS = 14;

/** open-mensa-v2.xsd: category names, meal names and notes are 1 to 250 characters. */
export const MAX_NAME_LENGTH = 250;

export interface FeedDay {
  date: string;
  closed: boolean;
  periods: readonly MenuPeriod[];
}

type FeedLocation = Pick<Location, "name" | "address" | "contact_email" | "schedules">;
type FeedSite = Pick<Site, "display_allergens">;

/** XML 1.0 refuses most control characters and U+FFFE/U+FFFF even escaped: they are dropped. */
function xmlChars(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(
    // A lone surrogate is no character at all.
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "",
  );
}

export function escapeXml(value: string): string {
  return xmlChars(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** One line of text within the schema's length: whitespace runs joined, cut with an ellipsis. */
export function limitedText(value: string, max = MAX_NAME_LENGTH): string {
  const chars = [...xmlChars(value).replace(/\s+/g, " ").trim()];
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("")}…`;
}

interface XmlNode {
  name: string;
  attributes?: Readonly<Record<string, string>>;
  text?: string;
  children?: readonly XmlNode[];
}

function writeNode(node: XmlNode, depth: number): string {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");
  if (node.children && node.children.length > 0) {
    const inner = node.children.map((child) => writeNode(child, depth + 1)).join("");
    return `${indent}<${node.name}${attributes}>\n${inner}${indent}</${node.name}>\n`;
  }
  if (node.text !== undefined) {
    return `${indent}<${node.name}${attributes}>${escapeXml(node.text)}</${node.name}>\n`;
  }
  return `${indent}<${node.name}${attributes}/>\n`;
}

const textNode = (name: string, text: string | null | undefined): XmlNode[] => {
  const value = limitedText(text ?? "");
  return value ? [{ name, text: value }] : [];
};

/**
 * Notes of a dish: its dietary categories, then (when the site shows allergens) what it contains
 * and what the kitchen declared it free of. An allergen in neither is "not stated" and gets no
 * note: silence never reads as "free of" (docs/decisions/allergen-labels.md).
 */
function mealNotes(
  item: MenuPeriod["categories"][number]["items"][number],
  site: FeedSite,
): string[] {
  const dietary = item.filters.filter((f) => f.type !== "allergen").map((f) => f.name);
  const allergens = site.display_allergens
    ? [
        ...item.filters.filter((f) => f.type === "allergen").map((f) => f.name),
        ...item.custom_allergens,
      ]
        .map((name) => `Contains ${name}`)
        .concat(item.allergens_free.map((name) => `Free of ${name}`))
    : [];
  return [...new Set([...dietary, ...allergens].map((note) => limitedText(note)))].filter(Boolean);
}

const bySortOrder = <T extends { sort_order: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.sort_order - b.sort_order);

/** One category per period and station ("Lunch: Grill"), each with at least one meal. */
function categories(periods: readonly MenuPeriod[], site: FeedSite): XmlNode[] {
  return bySortOrder(periods).flatMap((period) =>
    bySortOrder(period.categories).flatMap((station) => {
      const meals = bySortOrder(station.items)
        .filter((item) => limitedText(item.name) !== "")
        .map(
          (item): XmlNode => ({
            name: "meal",
            children: [
              ...textNode("name", item.name),
              ...mealNotes(item, site).map((note) => ({ name: "note", text: note })),
            ],
          }),
        );
      if (meals.length === 0) return [];
      return [
        {
          name: "category",
          attributes: { name: limitedText(`${period.name}: ${station.name}`) },
          children: meals,
        },
      ];
    }),
  );
}

/**
 * A date's `day`: the menu's closed mark or its dishes; a date without a menu is `closed` when
 * the location's hours close it that day, and left out otherwise (OpenMensa reads a missing day
 * as "no data", not as closed). A location without any hours says nothing about closing.
 */
function dayNode(
  date: string,
  menu: FeedDay | undefined,
  location: FeedLocation,
  site: FeedSite,
): XmlNode | null {
  const closed: XmlNode = { name: "day", attributes: { date }, children: [{ name: "closed" }] };
  if (menu?.closed) return closed;
  const served = categories(menu?.periods ?? [], site);
  if (served.length > 0) return { name: "day", attributes: { date }, children: served };
  const hasHours = location.schedules.some((schedule) => schedule.type !== "reservation");
  return hasHours && hoursForDate(location.schedules, date).length === 0 ? closed : null;
}

function canteenMetadata(location: FeedLocation): XmlNode[] {
  const address = location.address;
  const street = address
    ? [address.street, [address.city, address.state].filter(Boolean).join(", "), address.zip_code]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(", ")
    : "";
  return [
    ...textNode("name", location.name),
    ...textNode("address", street),
    ...textNode("city", address?.city),
    ...textNode("phone", address?.phone_formatted || address?.phone),
    ...textNode("email", location.contact_email),
    ...(address
      ? [
          {
            name: "location",
            attributes: { latitude: String(address.lat), longitude: String(address.lon) },
          },
        ]
      : []),
  ];
}

/** The feed of `location` for `dates` (campus dates, in order), from the menus stored for them. */
export function openMensaFeed(input: {
  site: FeedSite;
  location: FeedLocation;
  dates: readonly string[];
  menus: readonly FeedDay[];
}): string {
  const { site, location } = input;
  const byDate = new Map(input.menus.map((menu) => [menu.date, menu]));
  const days = input.dates
    .map((date) => dayNode(date, byDate.get(date), location, site))
    .filter((day): day is XmlNode => day !== null);
  const root: XmlNode = {
    name: "openmensa",
    attributes: {
      version: OPENMENSA_VERSION,
      xmlns: OPENMENSA_NAMESPACE,
      "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
      "xsi:schemaLocation": `${OPENMENSA_NAMESPACE} ${OPENMENSA_SCHEMA_LOCATION}`,
    },
    children: [{ name: "canteen", children: [...canteenMetadata(location), ...days] }],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeNode(root, 0)}`;
}
