import { readFileSync } from "node:fs";
import { openapiRoutes } from "../../../shared/platform/api/openapi-route";
import { createGroupHandler } from "../group-handler";
import { json } from "../http";

// Written from the route list by `npm run generate` and shipped beside the bundle
// (infra/bundling.ts groupFiles): building it here cost every cold start ~130 ms CPU.
const DOCUMENT = new URL("./openapi.json", import.meta.url);
let document: unknown;

export const handler = createGroupHandler(openapiRoutes, {
  getOpenApiDocument: async () => {
    document ??= JSON.parse(readFileSync(DOCUMENT, "utf8"));
    return json(200, document, { "cache-control": "public, max-age=300" });
  },
});
