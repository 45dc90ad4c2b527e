import { hoursRoutes } from "./hours";
import { legacyMenusRoutes } from "./legacy-menus";
import { locationRoutes } from "./location";
import { locationsRoutes } from "./locations";

/** Locations, hours, map and menus (requirements: public-browsing §2, §7): four Lambda groups. */
export const locationsAndMenusRoutes = [
  ...locationsRoutes,
  ...locationRoutes,
  ...hoursRoutes,
  ...legacyMenusRoutes,
] as const;
