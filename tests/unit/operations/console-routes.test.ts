import { describe, expect, it } from "vitest";
import { operationsAreas } from "../../../shared/operations/routes/operations";
import { isEdgeCached } from "../../../shared/platform/api/cache";
import type { RouteDefinition } from "../../../shared/platform/api/route";
import { OPERATIONS_AREAS, STAFF_ROLES } from "../../../shared/platform/roles";

// The console's routes declare who may call them (docs/operations.md "Roles"); the group
// handler enforces exactly what is declared, so the declarations are the contract.

const signInRoutes = new Set([
  "signInStaff",
  "verifyStaffSecondFactor",
  "requestStaffPasswordReset",
]);
const all = Object.entries(operationsAreas).flatMap(([area, routes]) =>
  (routes as readonly RouteDefinition[]).map((route) => ({ area, route })),
);

describe("operations console routes", () => {
  it("live under /v1/operations in the operations group", () => {
    for (const { route } of all) {
      expect(route.path.startsWith("/v1/operations/") || route.path === "/v1/operations").toBe(
        true,
      );
      expect(route.group).toBe("operations");
    }
  });

  it("are all staff routes with declared roles, except the sign-in steps", () => {
    for (const { route } of all) {
      if (signInRoutes.has(route.operationId)) {
        expect(route.auth, route.operationId).toBe("public");
        expect(route.csrf, route.operationId).toBe(true);
        continue;
      }
      expect(route.auth, route.operationId).toBe("staff");
      expect(route.roles?.length, route.operationId).toBeGreaterThan(0);
      for (const role of route.roles ?? []) expect(STAFF_ROLES).toContain(role);
    }
  });

  it("give each area exactly the roles of its row in OPERATIONS_AREAS", () => {
    for (const { area, route } of all) {
      if (area === "session" || signInRoutes.has(route.operationId)) continue;
      const allowed = OPERATIONS_AREAS[area as keyof typeof OPERATIONS_AREAS];
      expect([...(route.roles ?? [])].sort(), route.operationId).toEqual([...allowed].sort());
    }
  });

  it("take a site_id on every campus route (the scope check reads it)", () => {
    for (const { area, route } of all) {
      if (area === "session" || area === "staff") continue;
      const shape = (route.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      expect(Object.keys(shape), route.operationId).toContain("site_id");
    }
  });

  it("are never cached at the edge", () => {
    for (const { route } of all) expect(isEdgeCached(route), route.operationId).toBe(false);
  });

  it("are used by the host stand, the card office and the managers as the issue says", () => {
    expect(OPERATIONS_AREAS.reservations).not.toContain("card_office");
    expect(OPERATIONS_AREAS.orders).not.toContain("host");
    expect(OPERATIONS_AREAS.staff).toEqual(["admin"]);
  });
});
