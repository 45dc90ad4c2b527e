import { createSectionedGroupHandler } from "../../platform/group-handler";

// The map and a location's page never load the menu code, nor menus the map's
// (functions/platform/group-handler.ts); the keys are checked against the route list by
// tests/unit/api/route-sections.test.ts.
const places = () => import("./sections/places");
const menus = () => import("./sections/menus");
const openData = () => import("./sections/open-data");

export const sections = {
  "GET /v1/location/map": places,
  "GET /v1/location/{location_id}/detail": places,
  "GET /v1/location/menu": menus,
  "GET /v1/location/{location_id}/periods": menus,
  "GET /v1/location/{location_id}/periods/{period_id}": menus,
  "GET /v1/location/menu_search": menus,
  "GET /v1/location/{location_id}/openmensa.xml": openData,
};

export const handler = createSectionedGroupHandler(sections);
