import type { ReactNode } from "react";

/**
 * The loading, empty and failed texts of the content pages (public-browsing §2, §4, §8):
 * loading is announced politely, a failure assertively.
 */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p className="load-state" role="status">
      {children}
    </p>
  );
}

export function FailedText({ children }: { children: ReactNode }) {
  return (
    <p className="load-state load-state--failed" role="alert">
      {children}
    </p>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="load-state load-state--empty">{children}</p>;
}

/** The spec's most common failure text (events, blog, meetings, specials). */
export const SOMETHING_WENT_WRONG = "We're sorry, but something went wrong.";
