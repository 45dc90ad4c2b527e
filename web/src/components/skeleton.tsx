import { cx } from "./class-names";

export interface SkeletonProps {
  /** How many placeholder blocks. */
  count?: number;
  /** "line" for rows of text, "card" for a grid of cards. */
  shape?: "line" | "card";
  className?: string;
}

/**
 * Grey blocks that hold the space of content still loading, so the page does not jump when it
 * arrives. Hidden from screen readers: the loading text beside it is what they hear.
 */
export function Skeleton({ count = 3, shape = "line", className }: SkeletonProps) {
  return (
    <div className={cx("ui-skeleton", `ui-skeleton--${shape}`, className)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => `block-${index}`).map((id) => (
        <span key={id} className="ui-skeleton__block" />
      ))}
    </div>
  );
}
