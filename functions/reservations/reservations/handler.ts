import { createSectionedGroupHandler } from "../../platform/group-handler";
import { sections } from "./section-table";

// The wizard's public first step never loads the session, cancel-token and mail code of
// booking (functions/platform/group-handler.ts). Which key loads which section is generated
// from the sections' own route lists into section-table.ts (`npm run generate`).
export { sections };
export const handler = createSectionedGroupHandler(sections);
