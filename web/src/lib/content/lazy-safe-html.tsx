import { Suspense } from "react";
import { lazyNamed } from "@/lib/lazy-named";

// DOMPurify is about 11 KB gzipped: pages that show HTML below their first render (home
// news tile, section body) fetch it after that render, keeping the first load in budget.
const SafeHtml = lazyNamed(() => import("./safe-html"), "SafeHtml");

/** `SafeHtml` from its own chunk; nothing is shown until it has loaded and sanitized. */
export function LazySafeHtml(props: { html: string; siteId: string; className?: string }) {
  return (
    <Suspense fallback={null}>
      <SafeHtml {...props} />
    </Suspense>
  );
}
