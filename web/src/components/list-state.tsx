import type { ReactNode } from "react";
import { cx } from "./class-names";
import { Skeleton, type SkeletonProps } from "./skeleton";

/** The spec's most common failure text for a list (events, blog, meetings, specials). */
export const SOMETHING_WENT_WRONG = "We're sorry, but something went wrong.";

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
  if (error) {
    return (
      <p className={cx("load-state", "load-state--failed", className)} role="alert">
        {failed}
      </p>
    );
  }
  if (data === undefined) {
    return (
      <div className={cx("ui-list-state", className)}>
        <p className="load-state" role="status">
          {loading}
        </p>
        {skeleton ? <Skeleton {...skeleton} /> : null}
      </div>
    );
  }
  if (isEmpty(data)) {
    return <p className={cx("load-state", "load-state--empty", className)}>{empty}</p>;
  }
  return <>{children(data)}</>;
}
