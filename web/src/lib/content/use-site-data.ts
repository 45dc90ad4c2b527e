import type { RouteDefinition } from "@shared/platform/api/route";
import useSWR from "swr";
import {
  type ApiError,
  apiKey,
  type RouteInput,
  type RouteOutput,
  type RouteRef,
} from "@/lib/api-client";

/** GET of one route ref through the global SWR fetcher; `null` params skip the call. */
export function useSiteData<R extends RouteDefinition>(
  route: RouteRef<R>,
  params: RouteInput<R> | null,
) {
  return useSWR<RouteOutput<R>, ApiError>(params ? apiKey(route, params) : null, {
    revalidateOnFocus: false,
  });
}
