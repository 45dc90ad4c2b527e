import type { navigatorSchema } from "@shared/site-content/routes/sites";
import { useEffect } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { postUserAgent as postUserAgentRoute } from "@/lib/api-routes/site-content/post-user-agent";

export type NavigatorDetails = z.input<typeof navigatorSchema>;

/** The browser fields of requirements: public-browsing §7 sites/user_agent, as browsers expose them. */
export interface NavigatorLike {
  appName?: string;
  appCodeName?: string;
  appVersion?: string;
  buildID?: string;
  cookieEnabled?: boolean;
  globalPrivacyControl?: boolean;
  hardwareConcurrency?: number;
  platform?: string;
  product?: string;
  productSub?: string;
  standalone?: boolean;
  userAgent?: string;
  vendor?: string;
  vendorSub?: string;
  webdriver?: boolean;
}

// Cut to the schema's limits so an unusual browser is still recorded instead of refused.
const cut = (value: string | undefined, max: number) =>
  typeof value === "string" ? value.slice(0, max) : undefined;

export function collectNavigatorDetails(nav: NavigatorLike, standalone: boolean): NavigatorDetails {
  return {
    app_name: cut(nav.appName, 100),
    app_code_name: cut(nav.appCodeName, 100),
    app_version: cut(nav.appVersion, 400),
    build_id: cut(nav.buildID, 100),
    cookie_enabled: nav.cookieEnabled,
    global_privacy_control: nav.globalPrivacyControl,
    hardware_concurrency:
      typeof nav.hardwareConcurrency === "number"
        ? Math.min(Math.max(Math.trunc(nav.hardwareConcurrency), 0), 1024)
        : undefined,
    platform: cut(nav.platform, 100),
    product: cut(nav.product, 100),
    product_sub: cut(nav.productSub, 100),
    standalone: nav.standalone ?? standalone,
    user_agent: cut(nav.userAgent, 512),
    vendor: cut(nav.vendor, 100),
    vendor_sub: cut(nav.vendorSub, 100),
    webdriver: nav.webdriver,
    webkit: /applewebkit/i.test(nav.userAgent ?? ""),
  };
}

export const postUserAgent = (siteId: string, navigator: NavigatorDetails) =>
  apiRequest(postUserAgentRoute, { site_id: siteId, navigator });

type FlagStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * True the first time on a day (the device's date) for a site, recording that it happened:
 * browser details change with a browser update, not between visits, and a daily beacon keeps a
 * repeat visit to its pages' own reads (docs/cost.md "Repeat visits",
 * docs/decisions/web-first-paint.md). Storage can be missing or throw (private modes, strict
 * settings): then every page load posts.
 */
export function claimUserAgentPost(
  storage: FlagStorage | null,
  siteId: string,
  day: string,
): boolean {
  const key = `doc:user-agent-posted:${siteId}`;
  try {
    if (storage?.getItem(key) === day) return false;
    storage?.setItem(key, day);
  } catch {
    // Unusable storage: posting again is harmless.
  }
  return true;
}

function deviceStore(): FlagStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The device's date, YYYY-MM-DD: a day as the visitor lives it. */
const deviceDay = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

/**
 * requirements: public-browsing §2: the layout sends browser details on load. Once a day per
 * device and site; a failure is ignored because it never affects the visitor.
 */
export function usePostUserAgent(siteId: string | undefined) {
  useEffect(() => {
    if (!siteId || !claimUserAgentPost(deviceStore(), siteId, deviceDay(new Date()))) return;
    const standalone = window.matchMedia?.("(display-mode: standalone)").matches ?? false;
    postUserAgent(siteId, collectNavigatorDetails(navigator as NavigatorLike, standalone)).catch(
      () => undefined,
    );
  }, [siteId]);
}
