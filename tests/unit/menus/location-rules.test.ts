import { describe, expect, it } from "vitest";
import { hoursOfOperation } from "../../../shared/menus/hours-table";
import {
  firstLocation,
  groupByBuilding,
  hasMarker,
  isMenuLocation,
  isOnMap,
} from "../../../shared/menus/location-rules";
import { createBuilding, createLocation } from "../../support/factories/location";
import { createSchedule } from "../../support/factories/schedule";

const address = {
  street: "1 Main",
  city: "X",
  state: "",
  zip_code: "",
  lat: 1,
  lon: 2,
  phone: "",
  phone_formatted: "",
};

describe("map rules (requirements: public-browsing §2 Campus map)", () => {
  it.each([
    [{}, true, true],
    [{ address: null }, false, false],
    [{ show_map: false }, false, false],
    [{ active: false }, false, false],
    [{ is_building: true }, true, false],
  ])("%o: on map %s, marker %s", (overrides, onMap, marker) => {
    const location = createLocation({ address, ...overrides });
    expect(isOnMap(location)).toBe(onMap);
    expect(hasMarker(location)).toBe(marker);
  });

  it("offers menus only for active locations with show_menus", () => {
    expect(isMenuLocation(createLocation())).toBe(true);
    expect(isMenuLocation(createLocation({ show_menus: false }))).toBe(false);
    expect(isMenuLocation(createLocation({ active: false }))).toBe(false);
  });
});

describe("groupByBuilding", () => {
  const north = createBuilding({ name: "North", sort_order: 2 });
  const south = createBuilding({ name: "South", sort_order: 1 });
  const empty = createBuilding({ name: "Empty", sort_order: 0 });
  const a = createLocation({ name: "A", building_id: north.id, sort_order: 2 });
  const b = createLocation({ name: "B", building_id: north.id, sort_order: 1 });
  const c = createLocation({ name: "C", building_id: south.id });
  const d = createLocation({ name: "D" });
  const e = createLocation({ name: "E", building_id: "gone" });

  it("orders buildings and locations by sort_order and puts the rest last, without a building", () => {
    const groups = groupByBuilding([a, b, c, d, e], [north, south, empty]);
    expect(groups.map((g) => [g.building?.name ?? null, g.locations.map((l) => l.name)])).toEqual([
      ["South", ["C"]],
      ["North", ["B", "A"]],
      [null, ["D", "E"]],
    ]);
    expect(firstLocation(groups)?.name).toBe("C");
  });

  it("has no first location without locations", () => {
    expect(groupByBuilding([], [north])).toEqual([]);
    expect(firstLocation([])).toBeNull();
  });
});

describe("hoursOfOperation (requirements: public-browsing §2 Hours of operation)", () => {
  const hall = createBuilding({ name: "Hall" });
  const union = createLocation({ name: "Union", is_building: true });
  const inHall = createLocation({
    name: "Cafe",
    building_id: hall.id,
    occupancy: "Busy",
    schedules: [createSchedule({ start_hour: 9, start_minutes: 30 })],
  });
  const inUnion = createLocation({ name: "Kiosk", building_id: union.id, sort_order: 1 });
  const inactive = createLocation({ name: "Gone", active: false });

  it("makes a table per building, then 'Additional Locations' with '(inside …)' names", () => {
    const now = Date.parse("2026-04-15T18:00:00Z");
    const table = hoursOfOperation(
      [inHall, inUnion, union, inactive],
      [hall],
      "2026-04-15",
      now,
      "America/Chicago",
    );
    expect(table.week.label).toBe("Week of 4/12/26");
    expect(table.week.showPrevious).toBe(false);
    expect(table.tables.map((t) => [t.title, t.rows.map((r) => [r.name, r.inside])])).toEqual([
      ["Hall", [["Cafe", null]]],
      [
        "Additional Locations",
        [
          ["Union", null],
          ["Kiosk", "Union"],
        ],
      ],
    ]);
    const cafe = table.tables[0]?.rows[0];
    expect(cafe?.occupancy).toBe("Busy");
    expect(cafe?.days[3]).toMatchObject({
      weekday: "Wed",
      date_label: "4/15/26",
      texts: ["9:30a - 5:00p"],
    });
    expect(table.tables[1]?.rows[0]?.days.every((day) => day.texts[0] === "Closed")).toBe(true);
  });
});
