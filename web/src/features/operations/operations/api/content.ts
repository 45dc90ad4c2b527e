import type { InputOf } from "@/lib/api-client";
import { deleteOperationSpecialHours } from "@/lib/api-routes/operations/delete-operation-special-hours";
import { getOperationAlerts } from "@/lib/api-routes/operations/get-operation-alerts";
import { getOperationSoldOut } from "@/lib/api-routes/operations/get-operation-sold-out";
import { listOperationSpecialHours } from "@/lib/api-routes/operations/list-operation-special-hours";
import { putOperationAlerts } from "@/lib/api-routes/operations/put-operation-alerts";
import { putOperationSoldOut } from "@/lib/api-routes/operations/put-operation-sold-out";
import { putOperationSpecialHours } from "@/lib/api-routes/operations/put-operation-special-hours";
import { opsRequest } from "./ops-request";
import { useConsoleData } from "./reservations";

// Quick content's calls (docs/operations/content.md).

// An editor's draft must not be replaced under the user's hands by a refetch on focus.
const STILL = { revalidateOnFocus: false } as const;

export const useAlerts = (siteId: string) =>
  useConsoleData(getOperationAlerts, { site_id: siteId }, STILL);

export const saveAlerts = (params: InputOf<typeof putOperationAlerts>) =>
  opsRequest(putOperationAlerts, params);

export const useSpecialHours = (siteId: string) =>
  useConsoleData(listOperationSpecialHours, { site_id: siteId }, STILL);

export const setSpecialHours = (params: InputOf<typeof putOperationSpecialHours>) =>
  opsRequest(putOperationSpecialHours, params);

export const removeSpecialHours = (params: InputOf<typeof deleteOperationSpecialHours>) =>
  opsRequest(deleteOperationSpecialHours, params);

/**
 * A location's menu items today with their sold-out flag and the campus's menu locations. The
 * route needs a location to answer, so the screen opens it with the campus's first location
 * (from the special-hours listing) and then offers the menu locations it names.
 */
export const useSoldOut = (siteId: string, locationId: string | null) =>
  useConsoleData(
    getOperationSoldOut,
    locationId ? { site_id: siteId, location_id: locationId } : null,
    STILL,
  );

export const setSoldOut = (params: InputOf<typeof putOperationSoldOut>) =>
  opsRequest(putOperationSoldOut, params);
