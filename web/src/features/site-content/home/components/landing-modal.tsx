import type { Site } from "@shared/site-content/schemas/site";
import { Suspense, useEffect, useState } from "react";
import { lazyNamed } from "@/lib/lazy-named";
import { isModalDismissed, rememberModalDismissed } from "../lib/modal-cookie";

/** requirements: public-browsing §9: the landing modal appears 3 s after load. */
export const LANDING_MODAL_DELAY_MS = 3000;

// The dialog (react-aria) is its own chunk, fetched only when the modal is due to open.
const LandingDialog = lazyNamed(() => import("./landing-dialog"), "LandingDialog");

/**
 * The landing modal (requirements: public-browsing §2 Home page): shown 3 s after load when the campus
 * turns it on and the dismissal cookie is not set; closing it sets the cookie for good.
 */
export function LandingModal({ site }: { site: Site }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!site.display_landing_modal || isModalDismissed(document.cookie)) return;
    const timer = window.setTimeout(() => setOpen(true), LANDING_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [site.display_landing_modal]);

  if (!open) return null;
  const close = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie; the Cookie Store API is missing in older Safari
    document.cookie = rememberModalDismissed();
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <LandingDialog site={site} onClose={close} />
    </Suspense>
  );
}
