import { createSectionedGroupHandler } from "../../platform/group-handler";
import { sections } from "./section-table";

// The map and a location's page never load the menu code, nor menus the map's
// (functions/platform/group-handler.ts). Which key loads which section is generated
// from the sections' own route lists into section-table.ts (`npm run generate`).
export { sections };
export const handler = createSectionedGroupHandler(sections);
