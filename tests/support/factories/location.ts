import { randomUUID } from "node:crypto";
import { type Building, buildingSchema } from "../../../shared/schemas/building";
import {
  type Location,
  type LocationInput,
  locationSchema,
} from "../../../shared/schemas/location";
import type { MenuItem, MenuPeriod } from "../../../shared/schemas/menu";
import { menuPeriodSchema } from "../../../shared/schemas/menu";

/** An active location on the map and the menu page, with a unique id and an address. */
export function createLocation(overrides: Partial<LocationInput> = {}): Location {
  const id = `loc-${randomUUID().slice(0, 8)}`;
  return locationSchema.parse({
    id,
    name: `Location ${id}`,
    type: "webtrition",
    show_menus: true,
    address: { street: "1 Campus Way", city: "Springfield", lat: 40.1, lon: -88.2 },
    ...overrides,
  });
}

export function createBuilding(overrides: Partial<Building> = {}): Building {
  const id = `bld-${randomUUID().slice(0, 8)}`;
  return buildingSchema.parse({ id, name: `Building ${id}`, ...overrides });
}

/** A period with one station; items default to a plain dish with no filters. */
export function createPeriod(
  overrides: Partial<Omit<MenuPeriod, "categories">> = {},
  items: Partial<MenuItem>[] = [{}],
): MenuPeriod {
  const id = overrides.id ?? "lunch";
  return menuPeriodSchema.parse({
    id,
    name: "Lunch",
    sort_order: 1,
    ...overrides,
    categories: [
      {
        id: `${id}-station`,
        name: "Grill",
        items: items.map((item, index) => ({
          id: `${id}-item-${index}`,
          name: `Dish ${index}`,
          portion: "1 each",
          calories: 300,
          ...item,
        })),
      },
    ],
  });
}
