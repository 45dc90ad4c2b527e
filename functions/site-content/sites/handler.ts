import { createSectionedGroupHandler } from "../../platform/group-handler";

// A campus home's first call (info) never builds the home tiles' location, menu, event and
// survey schemas (functions/platform/group-handler.ts); the keys are checked against the route list
// by tests/unit/api/route-sections.test.ts.
const directory = () => import("./sections/directory");
const home = () => import("./sections/home");

export const sections = {
  "GET /v1/sites/public": directory,
  "GET /v1/sites/{slug}/info": directory,
  "POST /v1/sites/user_agent": directory,
  "GET /v1/sites/todays_menu": home,
  "GET /v1/sites/home_tiles": home,
};

export const handler = createSectionedGroupHandler(sections);
