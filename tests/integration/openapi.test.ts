import { describe, expect, it } from "vitest";
import { routeList } from "../../shared/route-list";
import { api } from "../support/api";

describe("GET /v1/openapi.json", () => {
  it("lists every route of the route list with its method", async () => {
    const { status, body } = await api<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    }>("/v1/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    for (const route of routeList) {
      expect(body.paths[route.path]?.[route.method.toLowerCase()]?.operationId).toBe(
        route.operationId,
      );
    }
    const operations = Object.values(body.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(routeList.length);
  });
});
