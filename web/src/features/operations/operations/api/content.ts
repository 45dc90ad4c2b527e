import type {
  deleteOperationSpecialHours,
  getOperationAlerts,
  getOperationSoldOut,
  listOperationSpecialHours,
  putOperationAlerts,
  putOperationSoldOut,
  putOperationSpecialHours,
} from "@shared/operations/routes/operations-content";
import { type RouteInput, routeRef } from "@/lib/api-client";
import { opsRequest } from "./ops-request";
import { useConsoleData } from "./reservations";

/** Quick content's calls (docs/operations/content.md). */
export const contentRoutes = {
  alerts: routeRef<typeof getOperationAlerts>({
    operationId: "getOperationAlerts",
    method: "GET",
    path: "/v1/operations/alerts",
  }),
  saveAlerts: routeRef<typeof putOperationAlerts>({
    operationId: "putOperationAlerts",
    method: "PUT",
    path: "/v1/operations/alerts",
  }),
  specialHours: routeRef<typeof listOperationSpecialHours>({
    operationId: "listOperationSpecialHours",
    method: "GET",
    path: "/v1/operations/special_hours",
  }),
  setSpecialHours: routeRef<typeof putOperationSpecialHours>({
    operationId: "putOperationSpecialHours",
    method: "PUT",
    path: "/v1/operations/special_hours",
  }),
  removeSpecialHours: routeRef<typeof deleteOperationSpecialHours>({
    operationId: "deleteOperationSpecialHours",
    method: "DELETE",
    path: "/v1/operations/special_hours",
  }),
  soldOut: routeRef<typeof getOperationSoldOut>({
    operationId: "getOperationSoldOut",
    method: "GET",
    path: "/v1/operations/sold_out",
  }),
  setSoldOut: routeRef<typeof putOperationSoldOut>({
    operationId: "putOperationSoldOut",
    method: "PUT",
    path: "/v1/operations/sold_out",
  }),
};

// An editor's draft must not be replaced under the user's hands by a refetch on focus.
const STILL = { revalidateOnFocus: false } as const;

export const useAlerts = (siteId: string) =>
  useConsoleData(contentRoutes.alerts, { site_id: siteId }, STILL);

export const saveAlerts = (params: RouteInput<typeof putOperationAlerts>) =>
  opsRequest(contentRoutes.saveAlerts, params);

export const useSpecialHours = (siteId: string) =>
  useConsoleData(contentRoutes.specialHours, { site_id: siteId }, STILL);

export const setSpecialHours = (params: RouteInput<typeof putOperationSpecialHours>) =>
  opsRequest(contentRoutes.setSpecialHours, params);

export const removeSpecialHours = (params: RouteInput<typeof deleteOperationSpecialHours>) =>
  opsRequest(contentRoutes.removeSpecialHours, params);

/**
 * A location's menu items today with their sold-out flag and the campus's menu locations. The
 * route needs a location to answer, so the screen opens it with the campus's first location
 * (from the special-hours listing) and then offers the menu locations it names.
 */
export const useSoldOut = (siteId: string, locationId: string | null) =>
  useConsoleData(
    contentRoutes.soldOut,
    locationId ? { site_id: siteId, location_id: locationId } : null,
    STILL,
  );

export const setSoldOut = (params: RouteInput<typeof putOperationSoldOut>) =>
  opsRequest(contentRoutes.setSoldOut, params);
