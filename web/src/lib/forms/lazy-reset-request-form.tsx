import { Suspense } from "react";
import { LoadingState } from "@/components/load-state";
import { lazyNamed } from "@/lib/lazy-named";

// The reset request carries the ALTCHA widget (~110 KB before compression): the login page and
// the checkout's login dialog fetch it when the visitor asks to reset a password, not with the
// page (docs/decisions/web-first-paint.md).
const ResetRequestForm = lazyNamed(() => import("./reset-request-form"), "ResetRequestForm");

/** `ResetRequestForm` from its own chunk, a loading line in its place while it arrives. */
export function LazyResetRequestForm({ siteId }: { siteId: string }) {
  return (
    <Suspense fallback={<LoadingState skeleton={{ count: 2 }}>Loading the form</LoadingState>}>
      <ResetRequestForm siteId={siteId} />
    </Suspense>
  );
}
