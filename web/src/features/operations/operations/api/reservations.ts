import type { RouteDefinition } from "@shared/platform/api/route";
import useSWR, { type SWRConfiguration } from "swr";
import {
  type ApiError,
  type ApiKey,
  apiKey,
  type InputOf,
  type OutputOf,
  type RouteInput,
  type RouteOutput,
  type RouteRef,
} from "@/lib/api-client";
import { cancelOperationReservation } from "@/lib/api-routes/operations/cancel-operation-reservation";
import { checkInOperationReservation } from "@/lib/api-routes/operations/check-in-operation-reservation";
import { getOperationReservationDay } from "@/lib/api-routes/operations/get-operation-reservation-day";
import { listOperationReservationLocations } from "@/lib/api-routes/operations/list-operation-reservation-locations";
import { opsRequest } from "./ops-request";

/**
 * SWR over a console route: the key is `apiKey(route, params)` like everywhere in the app, the
 * fetcher the console's (its 401 tells the shell the session ended). `params` null: no request.
 */
export function useConsoleData<R extends RouteDefinition>(
  route: RouteRef<R>,
  params: RouteInput<R> | null,
  config: SWRConfiguration<RouteOutput<R>, ApiError> = {},
) {
  return useSWR<RouteOutput<R>, ApiError, ApiKey<R> | null>(
    params ? apiKey(route, params) : null,
    ([ref, input]: ApiKey<R>) => opsRequest(ref, input),
    config,
  );
}

// The host stand's calls (docs/operations/reservations.md).

export type ReservationLocations = OutputOf<typeof listOperationReservationLocations>;
export type ReservationDay = OutputOf<typeof getOperationReservationDay>;

/** A host stand reloads the day every minute: other hosts check in and guests book or cancel. */
export const DAY_REFRESH_MS = 60_000;

export const useReservationLocations = (siteId: string) =>
  useConsoleData(
    listOperationReservationLocations,
    { site_id: siteId },
    { revalidateOnFocus: false },
  );

export const useReservationDay = (siteId: string, locationId: string | null, date: string) =>
  useConsoleData(
    getOperationReservationDay,
    locationId ? { site_id: siteId, location_id: locationId, date } : null,
    { refreshInterval: DAY_REFRESH_MS, keepPreviousData: true },
  );

export const checkInReservation = (params: InputOf<typeof checkInOperationReservation>) =>
  opsRequest(checkInOperationReservation, params);

export const cancelReservation = (params: InputOf<typeof cancelOperationReservation>) =>
  opsRequest(cancelOperationReservation, params);
