import { createSectionedGroupHandler } from "../../platform/group-handler";
import { sections } from "./section-table";

// Browsing the cart never loads the payment gateway, orders and mail, and checkout never
// loads the cart editors' schemas (functions/platform/group-handler.ts). Which key loads which section is generated
// from the sections' own route lists into section-table.ts (`npm run generate`).
export { sections };
export const handler = createSectionedGroupHandler(sections);
