import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CAMPUS_MAP_ZOOM, campusMap } from "../../../shared/menus/campus-map";
import { EMPTY_ADDRESS } from "../../../shared/site-content/schemas/site";
import { createBuilding, createLocation } from "../../support/factories/location";

// What the campus map draws (requirements: public-browsing §2 Campus map).

const campus = (coordinates: { lat: number; lon: number } | null = null) => ({
  address: { ...EMPTY_ADDRESS, coordinates },
});
const at = (lat: number, lon: number) => ({ street: "1 Campus Way", lat, lon });

describe("the campus map", () => {
  const library = createBuilding({ id: "library", name: "Library", sort_order: 2 });
  const union = createBuilding({ id: "union", name: "Union", sort_order: 1 });
  const empty = createBuilding({ id: "empty", name: "Nothing here" });

  it("marks each active, shown location with an address, in sort order, but no building", () => {
    const cafe = createLocation({ id: "cafe", sort_order: 2, address: at(40.2, -88.1) });
    const grill = createLocation({
      id: "grill",
      sort_order: 1,
      building_id: "union",
      address: at(40.3, -88.3),
    });
    const hidden = createLocation({ id: "hidden", show_map: false });
    const closed = createLocation({ id: "closed", active: false });
    const nowhere = createLocation({ id: "nowhere", address: null });
    const hall = createLocation({ id: "hall", is_building: true, building_id: "library" });
    const map = campusMap(
      campus(),
      [cafe, grill, hidden, closed, nowhere, hall],
      [library, union, empty],
    );
    expect(map.markers).toEqual([
      { id: "grill", name: grill.name, lat: 40.3, lon: -88.3, building_id: "union" },
      { id: "cafe", name: cafe.name, lat: 40.2, lon: -88.1, building_id: null },
    ]);
    // A building is listed when a location on the map (a building's own entry too) is in it.
    expect(map.buildings).toEqual([
      { id: "union", name: "Union" },
      { id: "library", name: "Library" },
    ]);
    expect(map.zoom).toBe(CAMPUS_MAP_ZOOM);
  });

  it("centres on the campus address, else on the first marker, else nowhere", () => {
    const cafe = createLocation({ address: at(40.2, -88.1) });
    expect(campusMap(campus({ lat: 41, lon: -87 }), [cafe], []).center).toEqual({
      lat: 41,
      lon: -87,
    });
    expect(campusMap(campus(), [cafe], []).center).toEqual({ lat: 40.2, lon: -88.1 });
    expect(campusMap(campus(), [], []).center).toBeNull();
    expect(campusMap(campus(), [createLocation({ show_map: false })], []).markers).toEqual([]);
  });

  it("draws every location once that the rules put on the map, whatever the mix", () => {
    const location = fc
      .record({
        active: fc.boolean(),
        show_map: fc.boolean(),
        is_building: fc.boolean(),
        placed: fc.boolean(),
        sort_order: fc.integer({ min: 0, max: 5 }),
      })
      .map(({ placed, ...flags }) =>
        createLocation({ ...flags, address: placed ? at(40, -88) : null }),
      );
    fc.assert(
      fc.property(fc.array(location, { maxLength: 8 }), (locations) => {
        const map = campusMap(campus(), locations, []);
        const expected = locations.filter(
          (l) => l.active && l.show_map && l.address !== null && !l.is_building,
        );
        expect(map.markers.map((m) => m.id).sort()).toEqual(expected.map((l) => l.id).sort());
        const orders = map.markers.map(
          (m) => locations.find((l) => l.id === m.id)?.sort_order ?? -1,
        );
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
        expect(map.center === null).toBe(expected.length === 0);
      }),
    );
  });
});
