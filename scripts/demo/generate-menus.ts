import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ALLERGENS } from "../../shared/menus/allergens";
import { BREAKFAST, DINNER, type Dish, LATE_NIGHT, LUNCH, UNSTATED } from "./menu-dishes";

/**
 * Writes scripts/demo/<campus>/menus.json, the weekly menu template of each demo campus:
 * `npx tsx scripts/demo/generate-menus.ts`. The output is committed; re-run after editing.
 */
interface PeriodPlan {
  id: string;
  name: string;
  stations: string[];
  dishes: Dish[];
  count: number;
}

interface LocationPlan {
  id: string;
  style: "webtrition" | "concept";
  /** The kitchen states what its dishes are free of; without it every other allergen is unstated. */
  statesFreeOf: boolean;
  periods: PeriodPlan[];
  closedOffsets?: number[];
  legacy?: boolean;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/-$/, "");
const round1 = (n: number) => Math.round(n * 10) / 10;
/** value_numeric only where a rule compares numbers (sodium warning, calories). */
const nutrient = (name: string, uom: string, value: number) => ({
  name,
  uom,
  value: String(value),
  ...(name === "Sodium" || uom === "kcal" ? { value_numeric: value } : {}),
});

function nutrients(dish: Dish, style: LocationPlan["style"]) {
  const saturated = round1(dish.fat * 0.35);
  const common = [
    nutrient("Total Fat", "g", dish.fat),
    nutrient("Saturated Fat", "g", saturated),
    nutrient("Trans Fat", "g", 0),
    nutrient("Cholesterol", "mg", dish.allergens.includes("Egg") ? 185 : 25),
    nutrient("Sodium", "mg", dish.sodium),
  ];
  if (style === "webtrition") {
    return [
      nutrient("Calories", "kcal", dish.calories),
      nutrient("Total Fat", "g", dish.fat),
      nutrient("Sodium", "mg", dish.sodium),
      nutrient("Total Carbohydrates", "g", dish.carbs),
      nutrient("Protein", "g", dish.protein),
    ];
  }
  return [
    nutrient("Fat Calories", "kcal", Math.round(dish.fat * 9)),
    ...common,
    nutrient("Potassium", "mg", 180 + dish.protein * 6),
    nutrient("Carbohydrates", "g", dish.carbs),
    nutrient("Fiber", "g", Math.round(dish.carbs / 12)),
    nutrient("Sugars", "g", Math.round(dish.carbs / 5)),
    nutrient("Protein", "g", dish.protein),
    nutrient("Vitamin A", "%", 6),
    nutrient("Vitamin C", "%", 10),
    nutrient("Calcium", "%", dish.allergens.includes("Milk") ? 20 : 4),
    nutrient("Iron", "%", 8),
  ];
}

/** What the kitchen declared the dish free of: none, or all it does not contain but UNSTATED. */
function allergensFree(dish: Dish, statesFreeOf: boolean) {
  if (!statesFreeOf) return {};
  const unstated = UNSTATED[dish.name] ?? [];
  const free = ALLERGENS.filter(
    (name) => !dish.allergens.includes(name) && !unstated.includes(name),
  );
  return { allergens_free: free };
}

function item(dish: Dish, location: LocationPlan, periodId: string, sort: number) {
  const { style } = location;
  return {
    id: `${periodId}-${slug(dish.name)}`,
    name: dish.name,
    ...(dish.desc ? { desc: dish.desc } : {}),
    portion: dish.portion,
    calories: dish.calories,
    sort_order: sort,
    filters: [
      ...dish.allergens.map((name) => ({ name, type: "allergen" })),
      ...dish.dietary.map((name) => ({ name, type: "dietary" })),
    ],
    nutrients: nutrients(dish, style),
    ingredients: dish.ingredients,
    ...(dish.name === "Vegetable Lo Mein" ? { custom_allergens: ["Celery"] } : {}),
    ...allergensFree(dish, location.statesFreeOf),
  };
}

function period(plan: PeriodPlan, location: LocationPlan, offset: number, sort: number) {
  const dishes = Array.from(
    { length: plan.count },
    (_, i) => plan.dishes[(offset * 3 + i) % plan.dishes.length] as Dish,
  );
  const perStation = Math.ceil(dishes.length / plan.stations.length);
  return {
    id: plan.id,
    name: plan.name,
    sort_order: sort,
    categories: plan.stations.map((station, s) => ({
      id: `${plan.id}-${slug(station)}`,
      name: station,
      sort_order: s,
      items: dishes
        .slice(s * perStation, (s + 1) * perStation)
        .map((dish, i) => item(dish, location, plan.id, i)),
    })),
  };
}

function legacyHtml(periods: ReturnType<typeof period>[]): string {
  return periods
    .map(
      (p) =>
        `<h3>${p.name}</h3><ul>${p.categories
          .flatMap((c) => c.items.map((i) => `<li>${i.name} <small>(${c.name})</small></li>`))
          .join("")}</ul>`,
    )
    .join("");
}

function days(location: LocationPlan) {
  return Array.from({ length: 7 }, (_, offset) => {
    if (location.closedOffsets?.includes(offset)) {
      return { location_id: location.id, day_offset: offset, closed: true };
    }
    const periods = location.periods.map((p, sort) => period(p, location, offset, sort));
    return {
      location_id: location.id,
      day_offset: offset,
      periods,
      ...(location.legacy ? { legacy_html: legacyHtml(periods) } : {}),
    };
  });
}

const p = (id: string, name: string, stations: string[], dishes: Dish[], count: number) => ({
  id,
  name,
  stations,
  dishes,
  count,
});

const CAMPUSES: Record<string, LocationPlan[]> = {
  "cedar-ridge": [
    {
      id: "cedar-commons",
      statesFreeOf: true,
      style: "webtrition",
      periods: [
        p("breakfast", "Breakfast", ["Griddle", "Oats & Fruit"], BREAKFAST, 8),
        p("lunch", "Lunch", ["Grill", "Global Kitchen", "Greens"], LUNCH, 10),
        p("dinner", "Dinner", ["Home Style", "Wok", "Sweets"], DINNER, 9),
      ],
    },
    {
      id: "ridge-late-night",
      statesFreeOf: false,
      style: "webtrition",
      closedOffsets: [6],
      periods: [
        p("dinner", "Dinner", ["Pizza", "Grill"], LATE_NIGHT, 8),
        p("late-night", "Late Night", ["Snacks", "Shakes"], LATE_NIGHT, 8),
      ],
    },
    {
      id: "commons-grill",
      statesFreeOf: true,
      style: "concept",
      periods: [
        p("lunch", "Lunch", ["Burgers & Sandwiches", "Sides"], LUNCH, 8),
        p("dinner", "Dinner", ["Entrees", "Sides"], DINNER, 8),
      ],
    },
  ],
  "harbor-state": [
    {
      id: "anchor-dining-hall",
      statesFreeOf: true,
      style: "webtrition",
      legacy: true,
      periods: [
        p("breakfast", "Breakfast", ["Morning Grill", "Bakery"], BREAKFAST, 8),
        p("lunch", "Lunch", ["Deli", "Entrees"], LUNCH, 10),
        p("dinner", "Dinner", ["Entrees", "Plant Forward"], DINNER, 9),
      ],
      closedOffsets: [5],
    },
    {
      id: "lighthouse-cafe",
      statesFreeOf: false,
      style: "concept",
      periods: [p("all-day", "All Day", ["Café Favorites", "Sweets"], LATE_NIGHT, 8)],
    },
  ],
};

for (const [campus, locations] of Object.entries(CAMPUSES)) {
  const entries = locations.flatMap(days).map((day) => JSON.stringify(day));
  const path = join(import.meta.dirname, campus, "menus.json");
  writeFileSync(path, `[\n${entries.join(",\n")}\n]\n`);
  console.log(`${path}: ${entries.length} days`);
}
