import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currentWeek, locationNow, scheduleWeek } from "../../../shared/menus/location-now";
import { filterChoices } from "../../../shared/menus/menu-choices";
import { isBlankPhrase, searchMenus } from "../../../shared/menus/menu-search";
import {
  conceptNutrients,
  hasSodiumWarning,
  SODIUM_WARNING_MG,
  sodiumMg,
} from "../../../shared/menus/nutrition";
import { createPeriod } from "../../support/factories/location";
import { createSchedule } from "../../support/factories/schedule";

const sodium = (value: number | null, uom = "mg") => ({
  nutrients: [{ name: "Sodium", uom, value: String(value), value_numeric: value }],
});

describe("sodium warning (requirements: public-browsing §9: 2300 mg per serving)", () => {
  it.each([
    [2299, false],
    [2300, true],
    [2301, true],
  ])("%i mg warns: %s", (mg, warns) => {
    expect(hasSodiumWarning(sodium(mg))).toBe(warns);
  });

  it("reads grams and unknown values", () => {
    expect(sodiumMg(sodium(2.3, "g"))).toBe(2300);
    expect(sodiumMg(sodium(null))).toBeNull();
    expect(sodiumMg({ nutrients: [] })).toBeNull();
    expect(hasSodiumWarning(sodium(null))).toBe(false);
  });

  it("warns exactly from the threshold up (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (mg) => {
        expect(hasSodiumWarning(sodium(mg))).toBe(mg >= SODIUM_WARNING_MG);
      }),
    );
  });
});

describe("concept nutrients (requirements: public-browsing §2 Menu page)", () => {
  it("lists the spec's nutrients in its order, ignoring case and leaving others out", () => {
    const n = (name: string) => ({ name, uom: "g", value: "1", value_numeric: 1 });
    const names = conceptNutrients([n("iron"), n("Sodium"), n("Calories"), n("Fat Calories")]).map(
      (x) => x.name,
    );
    expect(names).toEqual(["Fat Calories", "Sodium", "iron"]);
  });
});

describe("filter choices", () => {
  const items = [
    {
      filters: [
        { name: "Wheat", type: "allergen" as const },
        { name: "Vegan", type: "dietary" as const },
      ],
    },
    {
      filters: [
        { name: "Egg", type: "allergen" as const },
        { name: "Avoiding Gluten", type: "dietary" as const },
      ],
    },
  ];
  it("orders allergens by the display order and hides Avoiding Gluten unless allowed", () => {
    expect(filterChoices(items, false)).toEqual({
      allergens: ["Egg", "Wheat"],
      categories: ["Vegan"],
    });
    expect(filterChoices(items, true).categories).toEqual(["Avoiding Gluten", "Vegan"]);
  });
});

describe("menu search", () => {
  const lunch = createPeriod({ id: "lunch", name: "Lunch", sort_order: 1 }, [
    { name: "Pepperoni Pizza" },
    { name: "Soup", desc: "with pizza croutons" },
  ]);
  const breakfast = createPeriod({ id: "breakfast", name: "Breakfast", sort_order: 0 }, [
    { name: "Pizza Bagel" },
  ]);
  const days = [
    { date: "2026-03-10", periods: [lunch] },
    { date: "2026-03-09", periods: [lunch, breakfast] },
    { date: "2026-03-11", periods: [] },
  ];

  it("answers matching dates in order, periods in tab order, matching items only", () => {
    expect(searchMenus(days, " PIZZA ")).toEqual([
      {
        date: "2026-03-09",
        periods: [
          { name: "Breakfast", items: [{ name: "Pizza Bagel" }] },
          { name: "Lunch", items: [{ name: "Pepperoni Pizza" }, { name: "Soup" }] },
        ],
      },
      {
        date: "2026-03-10",
        periods: [{ name: "Lunch", items: [{ name: "Pepperoni Pizza" }, { name: "Soup" }] }],
      },
    ]);
  });

  it("ignores blank phrases (requirements: public-browsing §5)", () => {
    expect(isBlankPhrase(" \t ")).toBe(true);
    expect(isBlankPhrase(" a ")).toBe(false);
    expect(searchMenus(days, "   ")).toEqual([]);
    expect(searchMenus(days, "sushi")).toEqual([]);
  });
});

describe("locationNow and weeks", () => {
  const schedules = [
    createSchedule({ start_hour: 7, end_hour: 19, end_minutes: 30, days: [1, 2, 3, 4, 5] }),
  ];

  it("shows occupancy only while open", () => {
    const open = locationNow(
      { schedules, occupancy: "Busy" },
      Date.parse("2026-04-15T15:00:00Z"),
      "America/Chicago",
    );
    expect(open).toEqual({
      open: true,
      status: { label: "Open", message: "Closes today at 7:30p", color: "green" },
      occupancy: "Busy",
    });
    const closed = locationNow(
      { schedules, occupancy: "Busy" },
      Date.parse("2026-04-18T15:00:00Z"),
      "America/Chicago",
    );
    expect(closed.occupancy).toBe("na");
    expect(closed.status.label).toBe("Closed");
  });

  it("gives seven days Sunday to Saturday with hours and texts", () => {
    const week = scheduleWeek(schedules, "2026-04-15");
    expect(week.map((day) => day.weekday)).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
    expect(week[0]).toMatchObject({
      date: "2026-04-12",
      status: "closed",
      hours: [],
      texts: ["Closed"],
    });
    expect(week[1]).toMatchObject({
      status: "open",
      hours: [{ start_hour: 7, start_minutes: 0, end_hour: 19, end_minutes: 30 }],
      texts: ["7:00a - 7:30p"],
    });
    expect(
      currentWeek(schedules, Date.parse("2026-04-15T15:00:00Z"), "America/Chicago")[0]?.date,
    ).toBe("2026-04-12");
  });

  it("writes hours past midnight with the next day's clock", () => {
    const late = [createSchedule({ start_hour: 18, end_hour: 2, open_late: true })];
    expect(scheduleWeek(late, "2026-04-15")[0]?.hours[0]).toEqual({
      start_hour: 18,
      start_minutes: 0,
      end_hour: 2,
      end_minutes: 0,
    });
  });
});
