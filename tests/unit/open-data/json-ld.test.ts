import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  campusHomeJsonLd,
  type JsonLdLocation,
  type JsonLdMenuItem,
  jsonLdScriptText,
  locationPageJsonLd,
  menuPageJsonLd,
  nutritionInformation,
  openingHours,
  restrictedDiets,
} from "../../../shared/site-content/open-data/json-ld";
import { SCHEMA_ENUMERATIONS } from "../../fixtures/schema-org";
import { schemaOrgProblems } from "../../support/schema-org-rules";

// The pages' schema.org JSON-LD against the vocabulary it uses (tests/fixtures/schema-org.ts):
// every property defined on its type or a parent, every value of an expected type, every
// enumeration value a member.

const ORIGIN = "https://dining.example.edu";
const site = {
  slug: "cedarridge",
  name: "Cedar Ridge",
  email: "dining@example.edu",
  display_email: true,
  address: {
    street: "1 Campus Way",
    city: "Cedar Ridge",
    state: "IA",
    zip_code: "50000",
    phone: "5155550100",
    coordinates: { lat: 41.5, lon: -93.6 },
  },
};

const week = [
  // Sunday 2026-03-08 closed; Monday with two windows; Friday open past midnight.
  { date: "2026-03-08", hours: [] },
  {
    date: "2026-03-09",
    hours: [
      { start_hour: 7, start_minutes: 0, end_hour: 10, end_minutes: 30 },
      { start_hour: 11, start_minutes: 0, end_hour: 20, end_minutes: 0 },
    ],
  },
  {
    date: "2026-03-13",
    hours: [{ start_hour: 18, start_minutes: 0, end_hour: 2, end_minutes: 0 }],
  },
];

const location: JsonLdLocation = {
  id: "commons",
  name: "Cedar Commons",
  description: "All-you-care-to-eat",
  address: {
    street: "1 Campus Way",
    city: "Cedar Ridge",
    state: "IA",
    zip_code: "50000",
    lat: 41.5,
    lon: -93.6,
    phone: "5155550100",
  },
  contact_email: "commons@example.edu",
  cuisines: ["American"],
  custom_cuisines_used: ["Comfort food"],
  payment_types: ["meal swipe", "credit card"],
  custom_payment_types_used: [],
  week,
};

const dish = (overrides: Partial<JsonLdMenuItem> = {}): JsonLdMenuItem => ({
  name: "Tofu Scramble",
  desc: "With peppers",
  portion: "4 oz",
  calories: 160,
  filters: [
    { name: "Soy", type: "allergen" },
    { name: "Vegan", type: "dietary" },
    { name: "Vegetarian", type: "dietary" },
    { name: "Avoiding Gluten", type: "dietary" },
  ],
  nutrients: [
    { name: "Total Fat", uom: "g", value_numeric: 9 },
    { name: "Sodium", uom: "mg", value_numeric: 290 },
    { name: "Carbohydrates", uom: "g", value_numeric: 6 },
    { name: "Protein", uom: "g", value_numeric: 14 },
    { name: "Vitamin A", uom: "%", value_numeric: 6 },
    { name: "Fiber", uom: "g", value_numeric: null },
  ],
  ...overrides,
});

const periods = [
  {
    name: "Lunch",
    sort_order: 1,
    categories: [
      {
        name: "Grill",
        sort_order: 0,
        items: [
          dish({
            name: "Burger",
            desc: "",
            filters: [],
            calories: null,
            portion: "",
            nutrients: [],
          }),
        ],
      },
    ],
  },
  {
    name: "Breakfast",
    sort_order: 0,
    categories: [{ name: "Hot Line", sort_order: 0, items: [dish()] }],
  },
  // A period whose menu the page has not loaded yet: named, without sections.
  { name: "Dinner", sort_order: 2 },
];

describe("the pages' JSON-LD", () => {
  const home = campusHomeJsonLd({
    site,
    origin: ORIGIN,
    logo: `${ORIGIN}/files/cedar-ridge/logo/logo.png`,
    locations: [
      { id: "commons", name: "Cedar Commons", today: week[1] },
      { id: "cafe", name: "Cafe" },
    ],
  });
  const locationPage = locationPageJsonLd({
    site,
    origin: ORIGIN,
    location,
    pageUrl: `${ORIGIN}/cedarridge/campus-map`,
  });
  const menuPage = menuPageJsonLd({
    site: { ...site, display_email: false },
    origin: ORIGIN,
    location: { id: "commons", name: "Cedar Commons" },
    date: "2026-03-09",
    pageUrl: `${ORIGIN}/cedarridge/whats-on-the-menu`,
    periods,
  });

  it.each([
    ["campus home", home],
    ["location page", locationPage],
    ["menu page", menuPage],
  ])("the %s uses only schema.org properties and values", (_, document) => {
    expect(schemaOrgProblems(document)).toEqual([]);
  });

  it("describes the campus and its locations, each linked to the campus", () => {
    const graph = home["@graph"] as Record<string, unknown>[];
    expect(graph.map((node) => node["@type"])).toEqual([
      "Organization",
      "FoodEstablishment",
      "FoodEstablishment",
    ]);
    expect(graph[0]).toMatchObject({
      "@id": `${ORIGIN}/cedarridge/#organization`,
      name: "Cedar Ridge Dining",
      email: "dining@example.edu",
      address: { "@type": "PostalAddress", postalCode: "50000" },
    });
    expect(graph[1]).toMatchObject({
      "@id": `${ORIGIN}/cedarridge/#location-commons`,
      parentOrganization: { "@id": `${ORIGIN}/cedarridge/#organization` },
      url: `${ORIGIN}/cedarridge/campus-map`,
    });
    expect(graph[2]).not.toHaveProperty("openingHoursSpecification");
  });

  it("gives a location its address, position, contact and hours in campus time", () => {
    const place = (locationPage["@graph"] as Record<string, unknown>[])[1];
    expect(place).toMatchObject({
      geo: { "@type": "GeoCoordinates", latitude: 41.5, longitude: -93.6 },
      telephone: "5155550100",
      servesCuisine: ["American", "Comfort food"],
      paymentAccepted: "meal swipe, credit card",
    });
    expect(place?.openingHoursSpecification).toEqual(openingHours(week));
  });

  it("puts the menu's periods, stations and dishes in order", () => {
    const place = (menuPage["@graph"] as Record<string, unknown>[])[1] as Record<string, unknown>;
    const menu = place.hasMenu as Record<string, unknown>;
    const sections = menu.hasMenuSection as Record<string, unknown>[];
    expect(sections.map((s) => s.name)).toEqual(["Breakfast", "Lunch", "Dinner"]);
    expect(sections[2]).not.toHaveProperty("hasMenuSection");
    const grill = ((sections[1]?.hasMenuSection ?? []) as Record<string, unknown>[])[0];
    expect(grill?.hasMenuItem).toEqual([{ "@type": "MenuItem", name: "Burger" }]);
    const station = ((sections[0]?.hasMenuSection ?? []) as Record<string, unknown>[])[0];
    expect(station).toMatchObject({ "@type": "MenuSection", name: "Hot Line" });
    expect(((station?.hasMenuItem ?? []) as unknown[])[0]).toEqual({
      "@type": "MenuItem",
      name: "Tofu Scramble",
      description: "With peppers",
      suitableForDiet: ["https://schema.org/VeganDiet", "https://schema.org/VegetarianDiet"],
      nutrition: {
        "@type": "NutritionInformation",
        calories: "160 calories",
        fatContent: "9 g",
        sodiumContent: "290 mg",
        carbohydrateContent: "6 g",
        proteinContent: "14 g",
        servingSize: "4 oz",
      },
    });
  });
});

describe("the building blocks", () => {
  it("maps dietary categories to RestrictedDiet members only", () => {
    expect(
      restrictedDiets([
        { name: "Gluten-Free", type: "dietary" },
        { name: " halal ", type: "dietary" },
        { name: "Kosher", type: "dietary" },
        { name: "Vegan", type: "allergen" },
        { name: "Avoiding Gluten", type: "dietary" },
        { name: "Low Sodium", type: "dietary" },
        { name: "Low Salt", type: "dietary" },
      ]),
    ).toEqual([
      "https://schema.org/GlutenFreeDiet",
      "https://schema.org/HalalDiet",
      "https://schema.org/KosherDiet",
      "https://schema.org/LowSaltDiet",
    ]);
    fc.assert(
      fc.property(fc.array(fc.string()), (names) => {
        for (const diet of restrictedDiets(names.map((name) => ({ name, type: "dietary" })))) {
          expect(SCHEMA_ENUMERATIONS.RestrictedDiet).toContain(
            diet.replace("https://schema.org/", ""),
          );
        }
      }),
    );
  });

  it("writes opening hours per date: windows, closed days, past midnight", () => {
    expect(openingHours(week)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Sunday",
        validFrom: "2026-03-08",
        validThrough: "2026-03-08",
      },
      expect.objectContaining({
        dayOfWeek: "https://schema.org/Monday",
        opens: "07:00:00",
        closes: "10:30:00",
      }),
      expect.objectContaining({ opens: "11:00:00", closes: "20:00:00" }),
      expect.objectContaining({
        dayOfWeek: "https://schema.org/Friday",
        opens: "18:00:00",
        closes: "02:00:00",
      }),
    ]);
  });

  it("has no nutrition for a dish without facts, and keeps the first of two names", () => {
    expect(nutritionInformation(dish({ calories: null, portion: " ", nutrients: [] }))).toBeNull();
    expect(
      nutritionInformation(
        dish({
          calories: null,
          portion: "",
          nutrients: [
            { name: "Sugars", uom: "G", value_numeric: 3 },
            { name: "Total Sugars", uom: "g", value_numeric: 4 },
          ],
        }),
      ),
    ).toEqual({ "@type": "NutritionInformation", sugarContent: "3 g" });
  });

  it("leaves out what a site or location does not have", () => {
    const bare = locationPageJsonLd({
      site: {
        ...site,
        email: null,
        address: { street: "", city: "", state: "", zip_code: "", phone: "", coordinates: null },
      },
      origin: `${ORIGIN}/`,
      location: { id: "cafe", name: "Cafe", address: null },
      pageUrl: `${ORIGIN}/cedarridge/campus-map`,
    });
    expect(schemaOrgProblems(bare)).toEqual([]);
    const [campus, place] = bare["@graph"] as Record<string, unknown>[];
    expect(Object.keys(campus ?? {})).toEqual(["@type", "@id", "name", "url"]);
    expect(Object.keys(place ?? {})).toEqual(["@type", "@id", "name", "url", "parentOrganization"]);
  });

  it("cannot end its script element early", () => {
    const text = jsonLdScriptText({ "@type": "MenuItem", name: "</script><script>alert(1)" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)");
  });
});

describe("the vocabulary check", () => {
  // It must be able to fail.
  it.each([
    [{ "@type": "MenuItem", name: "x", calories: "1 calories" }, /not a schema.org property/],
    [
      { "@type": "MenuItem", suitableForDiet: "https://schema.org/PaleoDiet" },
      /is not RestrictedDiet/,
    ],
    [{ "@type": "OpeningHoursSpecification", opens: "7am" }, /is not Time/],
    [{ "@type": "FoodEstablishment", geo: { "@type": "PostalAddress" } }, /is not GeoCoordinates/],
    [{ "@type": "Recipe" }, /unknown @type/],
  ])("refuses %j", (node, problem) => {
    expect(
      schemaOrgProblems({ "@context": "https://schema.org", "@graph": [node] }).join("\n"),
    ).toMatch(problem);
  });
});
