import { useOutletContext } from "react-router-dom";
import type { OutputOf } from "@/lib/api-client";
import type { listUpcomingEvents } from "@/lib/api-routes/site-content/list-upcoming-events";

/**
 * What the campus layout (features/site-content/site-shell) hands the page under it. The home
 * page's one call brings the footer's upcoming events too; handing them to the layout here
 * keeps the footer's call, and its route ref, out of the home page's chunk.
 */
export interface SiteShell {
  /** Fills the footer's events without a request of its own. */
  seedUpcomingEvents: (siteId: string, events: OutputOf<typeof listUpcomingEvents>) => void;
}

/** The layout's hand-over; undefined outside the campus layout (a page rendered alone). */
export const useSiteShell = (): SiteShell | undefined => useOutletContext<SiteShell | undefined>();
