import type { Site } from "../../../shared/site-content/schemas/site";
import { publishedSite } from "../../platform/site-cache";
import { dynamoCustomerStore } from "./customer-store";
import { dynamoLoginThrottle } from "./login-throttle";

export const customers = dynamoCustomerStore;

/**
 * The site comes from the route's published-site check (ctx.site); a reset key names its
 * own site, which gets the same check.
 */
export type SiteOf = (siteId: string) => Promise<Site>;
export const checked =
  (site: Promise<Site>): SiteOf =>
  () =>
    site;
export const lookedUp =
  (now: Date): SiteOf =>
  (siteId) =>
    publishedSite(siteId, now);
export const accountDeps = (site: SiteOf) => ({
  customers,
  throttle: dynamoLoginThrottle,
  site,
});
