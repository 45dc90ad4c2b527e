import { randomUUID } from "node:crypto";
import { type Building, buildingSchema } from "../../../shared/menus/schemas/building";
import {
  type Location,
  type LocationInput,
  locationSchema,
} from "../../../shared/menus/schemas/location";
import type { MenuItem, MenuPeriod } from "../../../shared/menus/schemas/menu";
import { menuPeriodSchema } from "../../../shared/menus/schemas/menu";
import type { Schedule } from "../../../shared/platform/schemas/schedule";
import { addDays } from "../../../shared/platform/time/ymd";
import { createSchedule } from "./schedule";

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

/** Lunch, 11:00 to 14:00 every day, from two days before `today` to forty after: always bookable. */
export function createLunchSchedule(today: string): Schedule {
  return createSchedule({
    type: "reservation",
    name: "Lunch",
    start: addDays(today, -2),
    end: addDays(today, 40),
    start_hour: 11,
    end_hour: 14,
  });
}

/**
 * A location taking reservations every 30 minutes from tomorrow on (same-day booking is off, so
 * a test's slot never falls in the past), at lunch unless `overrides` name other schedules.
 */
export function createReservableLocation(
  today: string,
  overrides: Partial<LocationInput> = {},
): Location {
  return createLocation({
    use_reservations: true,
    same_day_reservations: false,
    use_reservation_hours: true,
    reservation_interval: 30,
    schedules: [createLunchSchedule(today)],
    ...overrides,
  });
}
