import { createSectionedGroupHandler } from "../../platform/group-handler";
import { sections } from "./section-table";

// Each request loads only its section's schemas and code (functions/platform/group-handler.ts). Which key loads which section is generated
// from the sections' own route lists into section-table.ts (`npm run generate`).
export { sections };
export const handler = createSectionedGroupHandler(sections);
