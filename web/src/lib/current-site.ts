import type { Site } from "@shared/site-content/schemas/site";
import { createContext, useContext } from "react";

/**
 * The site of the current /:site page. The site shell loads it once and provides it, so pages
 * below it never render without a site (requirements: public-browsing §2: the site loads before any page).
 */
export const CurrentSiteContext = createContext<Site | null>(null);

export function useCurrentSite(): Site {
  const site = useContext(CurrentSiteContext);
  if (!site) throw new Error("useCurrentSite must be used below the site shell");
  return site;
}
