import { createSectionedGroupHandler } from "../../platform/group-handler";
import { sections } from "./section-table";

// A campus home's first call (info) never builds the home tiles' location, menu, event and
// survey schemas (functions/platform/group-handler.ts). Which key loads which section is generated
// from the sections' own route lists into section-table.ts (`npm run generate`).
export { sections };
export const handler = createSectionedGroupHandler(sections);
