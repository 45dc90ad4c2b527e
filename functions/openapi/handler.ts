import { buildOpenApiDocument } from "../../shared/api/openapi";
import { routeList } from "../../shared/api/route-list";
import { openapiRoutes } from "../../shared/api/routes/openapi";
import { createGroupHandler } from "../lib/group-handler";
import { json } from "../lib/http";

// Built once per cold start: the route list cannot change while the Lambda lives.
const document = buildOpenApiDocument(routeList);

export const handler = createGroupHandler(openapiRoutes, {
  getOpenApiDocument: async () => json(200, document, { "cache-control": "public, max-age=300" }),
});
