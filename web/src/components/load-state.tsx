import type { ReactNode } from "react";
import { cx } from "./class-names";
import { Skeleton, type SkeletonProps } from "./skeleton";

/** The spec's most common failure text (events, blog, meetings, specials). */
export const SOMETHING_WENT_WRONG = "We're sorry, but something went wrong.";

/**
 * The three states of anything loaded, for pages that show one item (an event, an offer, a
 * section); lists use `ListState`, which is made of these. Loading is announced politely, a
 * failure at once, an empty result not at all (it is the page's content).
 */
export function LoadingState({
  children,
  skeleton = false,
  className,
}: {
  children: ReactNode;
  /** Placeholder blocks under the text that hold the content's space. */
  skeleton?: SkeletonProps | false;
  className?: string;
}) {
  const text = (
    <p className={cx("load-state", !skeleton && className)} role="status">
      {children}
    </p>
  );
  if (!skeleton) return text;
  return (
    <div className={cx("ui-list-state", className)}>
      {text}
      <Skeleton {...skeleton} />
    </div>
  );
}

export function FailedState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cx("load-state", "load-state--failed", className)} role="alert">
      {children}
    </p>
  );
}

export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cx("load-state", "load-state--empty", className)}>{children}</p>;
}
