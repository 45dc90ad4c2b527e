import { type ReactNode, useDeferredValue } from "react";
import { EmptyState, FailedState, LoadingState, SOMETHING_WENT_WRONG } from "./load-state";
import type { SkeletonProps } from "./skeleton";

export { SOMETHING_WENT_WRONG };

export interface ListStateProps<T> {
  /** The loaded data; undefined while loading. */
  data: T | undefined;
  /** A failed load (SWR's `error`); shown in place of the list. */
  error?: unknown;
  /** Whether the loaded data has nothing to show; by default an empty array. */
  isEmpty?: (data: T) => boolean;
  /** The page's own texts, copied from the spec. */
  loading: ReactNode;
  empty: ReactNode;
  failed?: ReactNode;
  /** Placeholder blocks shown under the loading text; `false` for none. */
  skeleton?: SkeletonProps | false;
  /** Renders the loaded, non-empty data. */
  children: (data: T) => ReactNode;
  className?: string;
}

/**
 * One list's three states besides its content: loading (announced politely, with blocks that
 * hold the list's space), empty, and failed (announced at once). Every list page renders its
 * content through it so the states look and sound the same everywhere.
 */
export function ListState<T>({
  data,
  error,
  isEmpty = (loaded) => Array.isArray(loaded) && loaded.length === 0,
  loading,
  empty,
  failed = SOMETHING_WENT_WRONG,
  skeleton = {},
  children,
  className,
}: ListStateProps<T>) {
  // Data arrives through SWR's store, whose updates render synchronously: a long list or form
  // would hold the main thread for its whole first render. Revealing it as a deferred value
  // keeps the loading state for one more (cheap) render, then renders the content in the
  // background, in slices that yield to input (docs/web-app.md, First load).
  const revealed = useDeferredValue(data !== undefined);
  if (error) return <FailedState className={className}>{failed}</FailedState>;
  if (data === undefined || !revealed) {
    return (
      <LoadingState skeleton={skeleton} className={className}>
        {loading}
      </LoadingState>
    );
  }
  if (isEmpty(data)) return <EmptyState className={className}>{empty}</EmptyState>;
  return <>{children(data)}</>;
}
