import type { RouteDefinition } from "@shared/platform/api/route";
import useSWRInfinite from "swr/infinite";
import {
  type ApiKey,
  type ApiRoute,
  apiKey,
  type RouteInput,
  type RouteOutput,
} from "@/lib/api-client";
import { opsFetcher } from "./ops-request";

export interface CursorList<Row> {
  /** Every loaded page's rows in order; undefined until the first page arrives. */
  rows: Row[] | undefined;
  error: unknown;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  /** Reloads every loaded page (after an action changed a row). */
  reload: () => Promise<unknown>;
}

/**
 * A console list paged by the API's cursor ("Load more"): page n+1 is asked with the cursor
 * page n answered; a null cursor ends the list. `params` null waits (no session yet).
 */
export function useCursorList<R extends RouteDefinition, Row>(
  route: ApiRoute<R>,
  params: Omit<RouteInput<R>, "cursor"> | null,
  pageOf: (page: RouteOutput<R>) => { rows: Row[]; cursor: string | null },
): CursorList<Row> {
  const getKey = (index: number, previous: RouteOutput<R> | null): ApiKey<R> | null => {
    if (params === null) return null;
    if (index === 0) return apiKey(route, params as RouteInput<R>);
    const cursor = previous ? pageOf(previous).cursor : null;
    if (!cursor) return null;
    return apiKey(route, { ...params, cursor } as RouteInput<R>);
  };
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<
    RouteOutput<R>,
    unknown,
    typeof getKey
  >(getKey, opsFetcher as (key: ApiKey<R>) => Promise<RouteOutput<R>>, {
    revalidateFirstPage: false,
  });
  const pages = data?.map(pageOf);
  const last = pages?.[pages.length - 1];
  const isLoadingMore = isValidating && pages !== undefined && size > pages.length;
  return {
    rows: pages?.flatMap((page) => page.rows),
    error,
    hasMore: Boolean(last?.cursor),
    isLoadingMore,
    loadMore: () => void setSize(size + 1),
    reload: () => mutate(),
  };
}
