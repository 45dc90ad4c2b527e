import type {
  cancelOperationReservation,
  checkInOperationReservation,
  getOperationReservationDay,
  listOperationReservationLocations,
} from "@shared/operations/routes/operations-reservations";
import type { RouteDefinition } from "@shared/platform/api/route";
import useSWR, { type SWRConfiguration } from "swr";
import {
  type ApiError,
  type ApiKey,
  apiKey,
  type RouteInput,
  type RouteOutput,
  type RouteRef,
  routeRef,
} from "@/lib/api-client";
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

/** The host stand's calls (docs/operations/reservations.md). */
export const reservationRoutes = {
  locations: routeRef<typeof listOperationReservationLocations>({
    operationId: "listOperationReservationLocations",
    method: "GET",
    path: "/v1/operations/reservations/locations",
  }),
  day: routeRef<typeof getOperationReservationDay>({
    operationId: "getOperationReservationDay",
    method: "GET",
    path: "/v1/operations/reservations",
  }),
  checkIn: routeRef<typeof checkInOperationReservation>({
    operationId: "checkInOperationReservation",
    method: "POST",
    path: "/v1/operations/reservations/{reservation_id}/check_in",
  }),
  cancel: routeRef<typeof cancelOperationReservation>({
    operationId: "cancelOperationReservation",
    method: "POST",
    path: "/v1/operations/reservations/{reservation_id}/cancel",
  }),
};

export type ReservationLocations = RouteOutput<typeof listOperationReservationLocations>;
export type ReservationDay = RouteOutput<typeof getOperationReservationDay>;

/** A host stand reloads the day every minute: other hosts check in and guests book or cancel. */
export const DAY_REFRESH_MS = 60_000;

export const useReservationLocations = (siteId: string) =>
  useConsoleData(reservationRoutes.locations, { site_id: siteId }, { revalidateOnFocus: false });

export const useReservationDay = (siteId: string, locationId: string | null, date: string) =>
  useConsoleData(
    reservationRoutes.day,
    locationId ? { site_id: siteId, location_id: locationId, date } : null,
    { refreshInterval: DAY_REFRESH_MS, keepPreviousData: true },
  );

export const checkInReservation = (params: RouteInput<typeof checkInOperationReservation>) =>
  opsRequest(reservationRoutes.checkIn, params);

export const cancelReservation = (params: RouteInput<typeof cancelOperationReservation>) =>
  opsRequest(reservationRoutes.cancel, params);
