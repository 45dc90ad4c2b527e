import { createSectionedGroupHandler } from "../../platform/group-handler";

// The wizard's public first step never loads the session, cancel-token and mail code of
// booking (functions/platform/group-handler.ts); the keys are checked against the route list by
// tests/unit/api/route-sections.test.ts.
const locations = () => import("./sections/locations");
const booking = () => import("./sections/booking");

export const sections = {
  "GET /v1/reservations/locations": locations,
  "GET /v1/reservations/availability": booking,
  "POST /v1/reservations": booking,
  "DELETE /v1/reservations": booking,
};

export const handler = createSectionedGroupHandler(sections);
