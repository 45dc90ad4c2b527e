import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  escapeXml,
  limitedText,
  MAX_NAME_LENGTH,
  openMensaFeed,
} from "../../../shared/menus/openmensa-feed";
import { type LocationInput, locationSchema } from "../../../shared/menus/schemas/location";
import { type MenuPeriod, menuPeriodSchema } from "../../../shared/menus/schemas/menu";
import { addDays } from "../../../shared/platform/time/ymd";
import { openMensaProblems } from "../../support/openmensa-rules";

// A location's OpenMensa feed against the rules of OpenMensa's v2 schema (open-mensa-v2.xsd:
// elements and their order, required attributes, the date form, 250-character names), checked
// by tests/support/openmensa-rules.ts; closed days from the menu's mark and the location's hours.

const MONDAY = "2026-03-09";
const weekdays = {
  id: "weekdays",
  type: "location",
  start: "2026-01-01",
  end: "2026-12-31",
  days: [1, 2, 3, 4, 5],
  start_hour: 7,
  start_minutes: 0,
  end_hour: 20,
  end_minutes: 0,
} as const;

const location = (overrides: Partial<LocationInput> = {}) =>
  locationSchema.parse({
    id: "commons",
    name: "Cedar Commons",
    active: true,
    show_menus: true,
    address: {
      street: "1 Campus Way",
      city: "Cedar Ridge",
      state: "IA",
      zip_code: "50000",
      lat: 41.5,
      lon: -93.6,
      phone: "5155550100",
      phone_formatted: "(515) 555-0100",
    },
    contact_email: "commons@example.edu",
    schedules: [weekdays],
    ...overrides,
  });

const lunch = (items: Record<string, unknown>[]): MenuPeriod =>
  menuPeriodSchema.parse({
    id: "lunch",
    name: "Lunch",
    sort_order: 1,
    categories: [
      { id: "grill", name: "Grill", sort_order: 1, items },
      { id: "empty", name: "Empty Station", sort_order: 0, items: [] },
    ],
  });

const breakfast = menuPeriodSchema.parse({
  id: "breakfast",
  name: "Breakfast",
  sort_order: 0,
  categories: [
    { id: "bakery", name: "Bakery", items: [{ id: "muffin", name: "Blueberry Muffin" }] },
  ],
});

const site = { display_allergens: true };
const dates = Array.from({ length: 14 }, (_, day) => addDays(MONDAY, day));

describe("the OpenMensa feed", () => {
  const feed = openMensaFeed({
    site,
    location: location(),
    dates,
    menus: [
      {
        date: MONDAY,
        closed: false,
        periods: [
          lunch([
            {
              id: "burger",
              name: "Burger & Fries <deluxe>",
              filters: [
                { name: "Milk", type: "allergen" },
                { name: "Halal", type: "dietary" },
              ],
              custom_allergens: ["Celery"],
              allergens_free: ["Peanuts"],
            },
            { id: "salad", name: "Garden Salad", filters: [{ name: "Vegan", type: "dietary" }] },
          ]),
          breakfast,
        ],
      },
      { date: addDays(MONDAY, 1), closed: true, periods: [] },
      // Stored for a date the feed does not cover: left out.
      { date: addDays(MONDAY, 30), closed: false, periods: [breakfast] },
    ],
  });

  it("keeps every rule of OpenMensa's v2 schema", () => {
    expect(openMensaProblems(feed)).toEqual([]);
  });

  it("declares version 2.1 in OpenMensa's namespace, with the canteen's metadata first", () => {
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<openmensa version="2.1"/);
    expect(feed).toContain('xmlns="http://openmensa.org/open-mensa-v2"');
    expect(feed).toContain("<name>Cedar Commons</name>");
    expect(feed).toContain("<address>1 Campus Way, Cedar Ridge, IA, 50000</address>");
    expect(feed).toContain("<phone>(515) 555-0100</phone>");
    expect(feed).toContain('<location latitude="41.5" longitude="-93.6"/>');
  });

  it("lists the dishes by period and station, with diets and allergens as notes", () => {
    const monday = feed.slice(feed.indexOf(`<day date="${MONDAY}">`), feed.indexOf("</day>"));
    expect(monday.indexOf('category name="Breakfast: Bakery"')).toBeLessThan(
      monday.indexOf('category name="Lunch: Grill"'),
    );
    expect(monday).not.toContain("Empty Station");
    expect(monday).toContain("<name>Burger &amp; Fries &lt;deluxe&gt;</name>");
    expect(monday).toContain(
      "<note>Halal</note>\n          <note>Contains Milk</note>\n          <note>Contains Celery</note>\n          <note>Free of Peanuts</note>",
    );
    expect(monday).toContain("<note>Vegan</note>");
  });

  it("marks closed days: the menu's mark, and days the location's hours close", () => {
    const closed = [...feed.matchAll(/<day date="([\d-]+)">\n\s*<closed\/>/g)].map((m) => m[1]);
    // Tuesday's mark, then the two weekends the weekday hours leave closed.
    expect(closed).toEqual([
      addDays(MONDAY, 1),
      addDays(MONDAY, 5),
      addDays(MONDAY, 6),
      addDays(MONDAY, 12),
      addDays(MONDAY, 13),
    ]);
    // Open weekdays without a menu say nothing: OpenMensa reads a missing day as "no data".
    expect(feed).not.toContain(`<day date="${addDays(MONDAY, 2)}">`);
    expect(feed).not.toContain(addDays(MONDAY, 30));
  });

  it("says nothing of closing for a location without hours, and hides allergens when the site does", () => {
    const bare = openMensaFeed({
      site: { display_allergens: false },
      location: location({ schedules: [], address: null, contact_email: null }),
      dates,
      menus: [
        {
          date: MONDAY,
          closed: false,
          periods: [
            lunch([{ id: "b", name: "Burger", filters: [{ name: "Milk", type: "allergen" }] }]),
          ],
        },
      ],
    });
    expect(openMensaProblems(bare)).toEqual([]);
    expect(bare).not.toContain("<closed/>");
    expect(bare).not.toContain("Contains");
    expect(bare).not.toContain("<location");
  });

  it("keeps names within 250 characters and drops characters XML cannot carry", () => {
    expect([...limitedText("x".repeat(300))]).toHaveLength(MAX_NAME_LENGTH);
    expect(limitedText("  a \n b\u0001\ud800 ")).toBe("a b");
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", minLength: 1, maxLength: 400 }),
        fc.array(fc.string({ unit: "binary", minLength: 1, maxLength: 300 }), { maxLength: 4 }),
        (name, diets) => {
          const xml = openMensaFeed({
            site,
            location: location({ name: name.trim() || "x" }),
            dates: [MONDAY],
            menus: [
              {
                date: MONDAY,
                closed: false,
                periods: [
                  lunch([
                    { id: "a", name, filters: diets.map((d) => ({ name: d, type: "dietary" })) },
                    { id: "b", name: "Soup" },
                  ]),
                ],
              },
            ],
          });
          expect(openMensaProblems(xml)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the rule checker", () => {
  // It must be able to fail: each of these breaks one rule of the schema.
  const wrap = (day: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><openmensa version="2.1" xmlns="http://openmensa.org/open-mensa-v2"><canteen>${day}</canteen></openmensa>`;
  const cases: [string, string, RegExp][] = [
    ["a bad date", '<day date="2026-3-9"><closed/></day>', /not YYYY-MM-DD/],
    ["an empty category", '<day date="2026-03-09"><category name="A"></category></day>', /no meal/],
    [
      "closed and serving",
      '<day date="2026-03-09"><closed/><category name="A"><meal><name>x</name></meal></category></day>',
      /both closed and serving/,
    ],
    [
      "a note before the name",
      '<day date="2026-03-09"><category name="A"><meal><note>n</note><name>x</name></meal></category></day>',
      /out of order|does not start/,
    ],
    [
      "a long name",
      `<day date="2026-03-09"><category name="A"><meal><name>${"x".repeat(251)}</name></meal></category></day>`,
      /251 characters/,
    ],
    [
      "a plural role",
      '<day date="2026-03-09"><category name="A"><meal><name>x</name><price role="students">1.00</price></meal></category></day>',
      /role students/,
    ],
    ["metadata after days", '<day date="2026-03-09"><closed/></day><name>x</name>', /out of order/],
    ["no XML", "<day>", /well-formed/],
  ];
  it.each(cases)("finds %s", (_, day, problem) => {
    expect(openMensaProblems(wrap(day)).join("\n")).toMatch(problem);
  });
});
