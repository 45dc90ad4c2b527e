import { WEEKDAY_LONG } from "../../platform/time/weekdays";
import { dayOfWeek } from "../../platform/time/ymd";

/**
 * schema.org JSON-LD for the campus home, location and menu pages (docs/open-data.md): the
 * campus as an Organization, each location a FoodEstablishment with its opening hours, and a
 * day's menu as Menu > MenuSection (period) > MenuSection (station) > MenuItem with its diets
 * and nutrition. Only properties the vocabulary defines for each type are written
 * (tests/unit/open-data/json-ld.test.ts checks them against tests/fixtures/schema-org.ts).
 */

export const SCHEMA_ORG = "https://schema.org";

/** schema.org's DayOfWeek members are the English weekday names. */
const DAYS_OF_WEEK = WEEKDAY_LONG;

export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | JsonLd | readonly JsonLdValue[];

/**
 * Dietary categories that name a schema.org RestrictedDiet. "Avoiding Gluten" is not
 * GlutenFreeDiet: it marks dishes made without gluten ingredients in a kitchen that handles
 * gluten, which is exactly the promise GlutenFreeDiet would make and the campus does not.
 */
const DIETS: Readonly<Record<string, string>> = {
  vegan: "VeganDiet",
  vegetarian: "VegetarianDiet",
  "gluten free": "GlutenFreeDiet",
  halal: "HalalDiet",
  kosher: "KosherDiet",
  "low fat": "LowFatDiet",
  "low calorie": "LowCalorieDiet",
  "low sodium": "LowSaltDiet",
  "low salt": "LowSaltDiet",
  "low lactose": "LowLactoseDiet",
  diabetic: "DiabeticDiet",
  hindu: "HinduDiet",
};

const normalized = (name: string) =>
  name.trim().toLowerCase().replace(/[-_]+/g, " ").replace(/\s+/g, " ");

/** https://schema.org/VeganDiet ... for the dish's dietary categories that name one. */
export function restrictedDiets(filters: readonly { name: string; type: string }[]): string[] {
  const diets = filters
    .filter((filter) => filter.type !== "allergen")
    .map((filter) => DIETS[normalized(filter.name)])
    .filter((diet): diet is string => diet !== undefined)
    .map((diet) => `${SCHEMA_ORG}/${diet}`);
  return [...new Set(diets)];
}

/** NutritionInformation's Mass properties, by the nutrient names menu sources use. */
const MASS_PROPERTIES: Readonly<Record<string, string>> = {
  fat: "fatContent",
  "total fat": "fatContent",
  "saturated fat": "saturatedFatContent",
  "trans fat": "transFatContent",
  "unsaturated fat": "unsaturatedFatContent",
  cholesterol: "cholesterolContent",
  sodium: "sodiumContent",
  carbohydrate: "carbohydrateContent",
  carbohydrates: "carbohydrateContent",
  "total carbohydrate": "carbohydrateContent",
  "total carbohydrates": "carbohydrateContent",
  fiber: "fiberContent",
  "dietary fiber": "fiberContent",
  sugar: "sugarContent",
  sugars: "sugarContent",
  "total sugars": "sugarContent",
  protein: "proteinContent",
};

const MASS_UNITS = new Set(["g", "mg", "mcg", "µg"]);

export interface JsonLdMenuItem {
  name: string;
  desc: string;
  portion: string;
  calories: number | null;
  filters: readonly { name: string; type: string }[];
  nutrients: readonly { name: string; uom: string; value_numeric: number | null }[];
}

/**
 * NutritionInformation in the forms its consumers read ("180 calories", "13 g"); a nutrient
 * without a number or a unit of mass is left out rather than guessed. Null when nothing is known.
 */
export function nutritionInformation(item: JsonLdMenuItem): JsonLd | null {
  const facts: JsonLd = {};
  if (item.calories !== null) facts.calories = `${item.calories} calories`;
  for (const nutrient of item.nutrients) {
    const property = MASS_PROPERTIES[normalized(nutrient.name)];
    const unit = nutrient.uom.trim().toLowerCase();
    if (!property || nutrient.value_numeric === null || !MASS_UNITS.has(unit)) continue;
    facts[property] ??= `${nutrient.value_numeric} ${unit}`;
  }
  if (item.portion.trim()) facts.servingSize = item.portion.trim();
  return Object.keys(facts).length > 0 ? { "@type": "NutritionInformation", ...facts } : null;
}

export function menuItemJsonLd(item: JsonLdMenuItem): JsonLd {
  const diets = restrictedDiets(item.filters);
  const nutrition = nutritionInformation(item);
  return {
    "@type": "MenuItem",
    name: item.name,
    ...(item.desc.trim() ? { description: item.desc.trim() } : {}),
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
    ...(nutrition ? { nutrition } : {}),
  };
}

export interface JsonLdMenuPeriod {
  name: string;
  sort_order: number;
  /** Stations with their dishes; absent for a period whose menu the page has not loaded. */
  categories?: readonly { name: string; sort_order: number; items: readonly JsonLdMenuItem[] }[];
}

const bySortOrder = <T extends { sort_order: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.sort_order - b.sort_order);

/** A day's menu: a MenuSection per period, inside it a MenuSection per station. */
export function menuJsonLd(input: {
  name: string;
  url: string;
  periods: readonly JsonLdMenuPeriod[];
}): JsonLd {
  return {
    "@type": "Menu",
    name: input.name,
    url: input.url,
    hasMenuSection: bySortOrder(input.periods).map(
      (period): JsonLd => ({
        "@type": "MenuSection",
        name: period.name,
        ...(period.categories && period.categories.length > 0
          ? {
              hasMenuSection: bySortOrder(period.categories).map(
                (station): JsonLd => ({
                  "@type": "MenuSection",
                  name: station.name,
                  hasMenuItem: station.items.map(menuItemJsonLd),
                }),
              ),
            }
          : {}),
      }),
    ),
  };
}

/** One day of a location's week as the API serves it (shared/menus/schemas/location-view.ts). */
export interface JsonLdScheduleDay {
  date: string;
  hours: readonly {
    start_hour: number;
    start_minutes: number;
    end_hour: number;
    end_minutes: number;
  }[];
}

const clock = (hour: number, minutes: number) =>
  `${String(hour).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:00`;

/**
 * OpeningHoursSpecification for each campus date: one per opening window (a `closes` before
 * `opens` runs past midnight, as schema.org reads it), and a closed date as a specification
 * without opens and closes. Each is valid on its own date only, so special hours and closures
 * of that week are said as they are rather than as every week's hours.
 */
export function openingHours(days: readonly JsonLdScheduleDay[]): JsonLd[] {
  return days.flatMap((day) => {
    const valid = {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `${SCHEMA_ORG}/${DAYS_OF_WEEK[dayOfWeek(day.date)]}`,
      validFrom: day.date,
      validThrough: day.date,
    };
    if (day.hours.length === 0) return [valid];
    return day.hours.map((range) => ({
      ...valid,
      opens: clock(range.start_hour, range.start_minutes),
      closes: clock(range.end_hour, range.end_minutes),
    }));
  });
}

export interface JsonLdSite {
  slug: string;
  name: string;
  email?: string | null;
  display_email?: boolean;
  address: {
    street: string;
    city: string;
    state: string;
    zip_code: string;
    phone: string;
    coordinates: { lat: number; lon: number } | null;
  };
}

export interface JsonLdLocation {
  id: string;
  name: string;
  description?: string;
  address?: {
    street: string;
    city: string;
    state: string;
    zip_code: string;
    lat: number;
    lon: number;
    phone: string;
  } | null;
  contact_email?: string | null;
  cuisines?: readonly string[];
  custom_cuisines_used?: readonly string[];
  payment_types?: readonly string[];
  custom_payment_types_used?: readonly string[];
  week?: readonly JsonLdScheduleDay[];
}

/** Page addresses of a campus, from the page's own origin. */
export function campusUrls(origin: string, slug: string) {
  const base = `${origin.replace(/\/$/, "")}/${encodeURIComponent(slug)}`;
  return {
    home: `${base}/`,
    organization: `${base}/#organization`,
    location: (id: string) => `${base}/#location-${encodeURIComponent(id)}`,
    page: (section: string) => `${base}/${encodeURIComponent(section)}`,
  };
}

function postalAddress(address: {
  street: string;
  city: string;
  state: string;
  zip_code: string;
}): JsonLd | null {
  const fields: JsonLd = {};
  if (address.street.trim()) fields.streetAddress = address.street.trim();
  if (address.city.trim()) fields.addressLocality = address.city.trim();
  if (address.state.trim()) fields.addressRegion = address.state.trim();
  if (address.zip_code.trim()) fields.postalCode = address.zip_code.trim();
  return Object.keys(fields).length > 0 ? { "@type": "PostalAddress", ...fields } : null;
}

const geo = (lat: number, lon: number): JsonLd => ({
  "@type": "GeoCoordinates",
  latitude: lat,
  longitude: lon,
});

/** The campus dining program: the parent every location names. */
export function campusOrganization(site: JsonLdSite, origin: string, logo?: string): JsonLd {
  const urls = campusUrls(origin, site.slug);
  const address = postalAddress(site.address);
  return {
    "@type": "Organization",
    "@id": urls.organization,
    name: `${site.name} Dining`,
    url: urls.home,
    ...(address ? { address } : {}),
    ...(site.address.phone.trim() ? { telephone: site.address.phone.trim() } : {}),
    ...(site.display_email && site.email ? { email: site.email } : {}),
    ...(logo ? { logo } : {}),
  };
}

/** A location as a FoodEstablishment of the campus; `url` is the page that shows it. */
export function foodEstablishment(
  site: Pick<JsonLdSite, "slug">,
  origin: string,
  location: JsonLdLocation,
  url: string,
  menu?: JsonLd,
): JsonLd {
  const urls = campusUrls(origin, site.slug);
  const address = location.address ? postalAddress(location.address) : null;
  const cuisines = [...(location.cuisines ?? []), ...(location.custom_cuisines_used ?? [])];
  const payments = [
    ...(location.payment_types ?? []),
    ...(location.custom_payment_types_used ?? []),
  ];
  const hours = openingHours(location.week ?? []);
  return {
    "@type": "FoodEstablishment",
    "@id": urls.location(location.id),
    name: location.name,
    url,
    parentOrganization: { "@id": urls.organization },
    ...(location.description?.trim() ? { description: location.description.trim() } : {}),
    ...(address ? { address } : {}),
    ...(location.address ? { geo: geo(location.address.lat, location.address.lon) } : {}),
    ...(location.address?.phone.trim() ? { telephone: location.address.phone.trim() } : {}),
    ...(location.contact_email ? { email: location.contact_email } : {}),
    ...(cuisines.length > 0 ? { servesCuisine: cuisines } : {}),
    ...(payments.length > 0 ? { paymentAccepted: payments.join(", ") } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(menu ? { hasMenu: menu } : {}),
  };
}

const document = (graph: readonly JsonLd[]): JsonLd => ({
  "@context": SCHEMA_ORG,
  "@graph": graph,
});

/** The campus home: the campus and its locations with today's hours. */
export function campusHomeJsonLd(input: {
  site: JsonLdSite;
  origin: string;
  logo?: string;
  locations: readonly { id: string; name: string; today?: JsonLdScheduleDay }[];
}): JsonLd {
  const { site, origin } = input;
  const map = campusUrls(origin, site.slug).page("campus-map");
  return document([
    campusOrganization(site, origin, input.logo),
    ...input.locations.map((location) =>
      foodEstablishment(
        site,
        origin,
        {
          id: location.id,
          name: location.name,
          ...(location.today ? { week: [location.today] } : {}),
        },
        map,
      ),
    ),
  ]);
}

/** A location's page: the location with its week's hours, within its campus. */
export function locationPageJsonLd(input: {
  site: JsonLdSite;
  origin: string;
  location: JsonLdLocation;
  pageUrl: string;
}): JsonLd {
  return document([
    campusOrganization(input.site, input.origin),
    foodEstablishment(input.site, input.origin, input.location, input.pageUrl),
  ]);
}

/** The menu page: the location and the day's menu it serves. */
export function menuPageJsonLd(input: {
  site: JsonLdSite;
  origin: string;
  location: JsonLdLocation;
  date: string;
  pageUrl: string;
  periods: readonly JsonLdMenuPeriod[];
}): JsonLd {
  const menu = menuJsonLd({
    name: `${input.location.name} menu, ${input.date}`,
    url: input.pageUrl,
    periods: input.periods,
  });
  return document([
    campusOrganization(input.site, input.origin),
    foodEstablishment(input.site, input.origin, input.location, input.pageUrl, menu),
  ]);
}

/**
 * The JSON-LD as the text of a `<script type="application/ld+json">`: `<` is escaped so no
 * value (a dish named "</script>") can end the element early.
 */
export function jsonLdScriptText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
