import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMenuFile } from "../../../scripts/menu-import/menu-file";
import {
  ALLERGEN_STATE_TEXT,
  type AllergenState,
  allergenLabels,
  allergenState,
  hasUnstatedAllergens,
  labelConflicts,
  SITE_ALLERGENS,
  statedFreeOfAll,
} from "../../../shared/menus/allergen-labels";
import { ALLERGENS } from "../../../shared/menus/allergens";
import {
  LABEL_REPORT_MESSAGES,
  labelReportFormSchema,
  labelReportMail,
} from "../../../shared/menus/label-report";
import { filterMenuItems } from "../../../shared/menus/menu-filter";
import { type MenuItem, menuItemSchema } from "../../../shared/menus/schemas/menu";

type Statement = "contains" | "free" | "silent";

/** A dish whose label says, for each allergen of the site, one of contains / free / nothing. */
const labelledItem = fc
  .record({
    statements: fc.array(fc.constantFrom<Statement>("contains", "free", "silent"), {
      minLength: ALLERGENS.length,
      maxLength: ALLERGENS.length,
    }),
    custom: fc.uniqueArray(fc.constantFrom("Celery", "Lupin", "Mustard", "Sulphites"), {
      maxLength: 3,
    }),
    dietary: fc.subarray(["Vegan", "Vegetarian", "Avoiding Gluten"]),
  })
  .map(({ statements, custom, dietary }) => {
    const named = (wanted: Statement) => ALLERGENS.filter((_, i) => statements[i] === wanted);
    const item = menuItemSchema.parse({
      id: "dish",
      name: "Dish",
      filters: [
        ...named("contains").map((name) => ({ name, type: "allergen" })),
        ...dietary.map((name) => ({ name, type: "dietary" })),
      ],
      custom_allergens: custom,
      allergens_free: named("free"),
    });
    return { item, statements, custom };
  });

const expected: Record<Statement, AllergenState> = {
  contains: "contains",
  free: "free",
  silent: "not_stated",
};

describe("allergen labels: contains, free of, not stated", () => {
  it("gives every allergen of the site exactly one of the three states, in display order", () => {
    fc.assert(
      fc.property(labelledItem, ({ item, statements, custom }) => {
        const labels = allergenLabels(item);
        const listed = labels.slice(0, SITE_ALLERGENS.length);
        expect(listed.map((label) => label.name)).toEqual([...SITE_ALLERGENS]);
        listed.forEach((label, i) => {
          expect(label.state).toBe(expected[statements[i] as Statement]);
          expect(allergenState(item, label.name)).toBe(label.state);
        });
        // Exactly one state each: the three groups partition the site's list.
        const byState = (state: AllergenState) =>
          listed.filter((label) => label.state === state).length;
        expect(byState("contains") + byState("free") + byState("not_stated")).toBe(
          SITE_ALLERGENS.length,
        );
        // Custom allergens follow, alphabetically, as contained.
        expect(labels.slice(SITE_ALLERGENS.length)).toEqual(
          [...custom].sort().map((name) => ({ name, state: "contains" })),
        );
        expect(hasUnstatedAllergens(item)).toBe(statements.includes("silent"));
      }),
    );
  });

  it("never calls an allergen free without a statement (a dish with no allergens_free)", () => {
    fc.assert(
      fc.property(labelledItem, ({ item }) => {
        const unstated = { ...item, allergens_free: [] };
        expect(allergenLabels(unstated).some((label) => label.state === "free")).toBe(false);
      }),
    );
  });

  it("reads a menu stored before the field as not stated, not free", () => {
    const stored = menuItemSchema.parse({
      id: "old",
      name: "Old dish",
      filters: [{ name: "Milk", type: "allergen" }],
    });
    expect(stored.allergens_free).toEqual([]);
    const states = new Set(allergenLabels(stored).map((label) => label.state));
    expect(states).toEqual(new Set(["contains", "not_stated"]));
  });

  it("lets contains win a contradiction, and names it as a conflict", () => {
    const item = {
      filters: [{ name: "Milk", type: "allergen" as const }],
      custom_allergens: [],
      allergens_free: ["Milk", "Egg"] as MenuItem["allergens_free"],
    };
    expect(allergenState(item, "Milk")).toBe("contains");
    expect(allergenState(item, "Egg")).toBe("free");
    expect(labelConflicts(item)).toEqual(["Milk"]);
  });

  it("words every state", () => {
    expect(ALLERGEN_STATE_TEXT).toEqual({
      contains: "Contains",
      free: "Free of",
      not_stated: "Not stated",
    });
  });
});

describe("the allergen filter and the stated-free toggle", () => {
  it("keeps the spec's rule: hides exactly the dishes containing a chosen allergen", () => {
    fc.assert(
      fc.property(
        fc.array(labelledItem, { maxLength: 6 }),
        fc.subarray([...ALLERGENS]),
        (dishes, chosen) => {
          const items = dishes.map(({ item }, i) => ({ ...item, id: `d${i}` }));
          const shown = filterMenuItems(items, chosen, []);
          for (const item of items) {
            const contains = chosen.some((name) => allergenState(item, name) === "contains");
            expect(shown.includes(item)).toBe(!contains);
          }
        },
      ),
    );
  });

  it("only keeps dishes stated free of every chosen allergen, a subset of the spec's list", () => {
    fc.assert(
      fc.property(labelledItem, fc.subarray([...ALLERGENS]), ({ item }, chosen) => {
        const strict = statedFreeOfAll(item, chosen);
        expect(strict).toBe(chosen.every((name) => allergenState(item, name) === "free"));
        if (strict) expect(filterMenuItems([item], chosen, [])).toEqual([item]);
      }),
    );
  });
});

const day = (items: unknown[]) => ({
  site_id: "campus",
  menus: [
    {
      location_id: "hall",
      date: "2026-03-09",
      periods: [
        {
          id: "lunch",
          name: "Lunch",
          categories: [{ id: "grill", name: "Grill", items }],
        },
      ],
    },
  ],
});

describe("the menu import states free-of", () => {
  it("accepts allergens_free and keeps it", () => {
    const parsed = parseMenuFile(
      day([{ id: "burger", name: "Burger", allergens_free: ["Peanuts", "Sesame"] }]),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const item = parsed.file.days[0]?.periods[0]?.categories[0]?.items[0];
    expect(item?.allergens_free).toEqual(["Peanuts", "Sesame"]);
  });

  it("refuses a dish that contains an allergen and is declared free of it, naming the row", () => {
    const parsed = parseMenuFile(
      day([
        {
          id: "burger",
          name: "Burger",
          filters: [{ name: "Milk", type: "allergen" }],
          allergens_free: ["Milk"],
        },
      ]),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: [
        'menus[0].periods[0].categories[0].items[0].allergens_free: "Milk" is both an allergen filter and in allergens_free',
      ],
    });
  });

  it("refuses a name outside the site's list", () => {
    const parsed = parseMenuFile(day([{ id: "b", name: "B", allergens_free: ["Peanut"] }]));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors[0]).toMatch(
      /^menus\[0\]\.periods\[0\]\.categories\[0\]\.items\[0\]\.allergens_free\[0\]: /,
    );
  });
});

describe("the wrong-label report form", () => {
  const valid = { text: "The bun has sesame seeds.", email: "", altcha: "payload" };

  it("takes a report with or without an email", () => {
    expect(labelReportFormSchema.parse(valid)).toEqual(valid);
    expect(labelReportFormSchema.parse({ ...valid, email: " jo@example.edu " }).email).toBe(
      "jo@example.edu",
    );
  });

  it.each([
    [{ text: "   " }, LABEL_REPORT_MESSAGES.text.required],
    [{ text: "x".repeat(1001) }, LABEL_REPORT_MESSAGES.text.tooLong],
    [{ email: "jo@" }, LABEL_REPORT_MESSAGES.email.invalid],
    [{ altcha: "" }, LABEL_REPORT_MESSAGES.altcha.required],
  ])("refuses %j with its message", (change, message) => {
    const result = labelReportFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("mails the dish, its day, place and period, the label shown and the report", () => {
    const item = menuItemSchema.parse({
      id: "lunch-black-bean-burger",
      name: "Black Bean Burger",
      filters: [{ name: "Soy", type: "allergen" }],
      allergens_free: ["Egg", "Milk"],
    });
    const mail = labelReportMail({
      siteName: "Cedar Ridge University",
      locationName: "Cedar Commons",
      date: "2026-03-09",
      periodName: "Lunch",
      stationName: "Grill",
      item,
      text: "The bun has sesame seeds.",
      email: "",
    });
    expect(mail.subject).toBe("Cedar Ridge University: wrong label reported on Black Bean Burger");
    for (const line of [
      "Dish: Black Bean Burger",
      "Date: 2026-03-09",
      "Location: Cedar Commons",
      "Meal period: Lunch",
      "Station: Grill",
      "Contains: Soy",
      "Free of: Egg, Milk",
      "What is wrong: The bun has sesame seeds.",
      "Reporter's email: -",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/^Not stated: Fish, Gluten, MSG, Peanuts, Sesame, /m);
  });
});
