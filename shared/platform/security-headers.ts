/**
 * The security headers of every response, CloudFront's and the local servers' alike: the CDK
 * response headers policy (infra/constructs/security-headers.ts), the local stack
 * (scripts/local/app-server.ts) and the production preview all read this one definition, so a
 * page that works locally works behind CloudFront. Plain data: no aws-cdk-lib, no Node APIs.
 * docs/security.md ("Edge") lists what each header promises and the tests that prove it.
 */

import { type MapTileSource, PLATFORM_TILES, tileCspSources } from "./map-tiles";

/**
 * Stripe.js and its Payment Element, loaded on a Stripe campus's card step
 * (web/src/features/purchase/checkout): the script from js.stripe.com, its iframes (card fields, the
 * 3-D Secure window, hooks.stripe.com for the bank's pages) and its calls to api.stripe.com, as
 * Stripe's integration security guide lists them. Not the Address Element's Google Maps hosts:
 * the billing address is our own form.
 */
export const STRIPE_JS = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
} as const;

/**
 * Beyond 'self' the site needs: the map tiles the deployment configured (shared/platform/map-tiles.ts:
 * nothing more for the campus's own archive, a raster service's origin in `img-src`, another
 * origin's archive in `connect-src`), the ALTCHA widget's proof-of-work worker (started from a
 * blob: URL) and its injected stylesheet, inline style attributes (map markers, campus theme
 * colours), privacy-friendly video embeds on the home tiles, and Stripe.js (`STRIPE_JS`).
 * Scripts are the site's own and Stripe's only; anything else is added here on purpose.
 */
export function cspDirectives(
  tiles: MapTileSource = PLATFORM_TILES,
): Readonly<Record<string, readonly string[]>> {
  const tileSources = tileCspSources(tiles);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...STRIPE_JS.script],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...tileSources.img],
    "worker-src": ["'self'", "blob:"],
    "connect-src": ["'self'", ...tileSources.connect, ...STRIPE_JS.connect],
    "frame-src": [
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://www.facebook.com",
      ...STRIPE_JS.frame,
    ],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

export const contentSecurityPolicy = (tiles: MapTileSource = PLATFORM_TILES): string =>
  Object.entries(cspDirectives(tiles))
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");

/** The directives and policy with the platform's own map tiles (the default deployment). */
export const CSP_DIRECTIVES = cspDirectives();
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Two years, the minimum the HSTS preload list accepts. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** Powerful features the site never uses, switched off for it and every frame it embeds. */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** Header names in lower case, as Node and fetch report them; the CSP follows the map tiles. */
export function securityHeaders(tiles: MapTileSource = PLATFORM_TILES): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(tiles),
    "strict-transport-security": `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": REFERRER_POLICY,
    "permissions-policy": PERMISSIONS_POLICY,
  };
}
