import * as z from "zod";
import { CACHE } from "./cache";
import { defineRoute } from "./route";

export const getOpenApiDocument = defineRoute({
  operationId: "getOpenApiDocument",
  group: "openapi",
  method: "GET",
  path: "/v1/openapi.json",
  summary: "This API described as OpenAPI 3.1, generated from the route list",
  input: z.object({}),
  output: z.object({ openapi: z.string() }).loose(),
  auth: "public",
  response: "raw",
  cache: CACHE.reference,
  example: {},
});

export const openapiRoutes = [getOpenApiDocument] as const;
