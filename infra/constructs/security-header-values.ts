/**
 * The security headers CloudFront adds to every response, as plain data: the CDK policy
 * (infra/constructs/security-headers.ts) and the production preview (scripts/preview.ts)
 * both read them from here, so what is previewed is what is deployed. No aws-cdk-lib import.
 */

/**
 * The Content-Security-Policy of every response. Beyond 'self' the site needs map tiles
 * (requirements: public-browsing §2: locations map) and embedded videos (YouTube without cookies, Vimeo,
 * Facebook); anything else (a third-party script, a captcha) must be added here on purpose.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  "img-src": ["'self'", "data:", "https://*.tile.openstreetmap.org"],
  "frame-src": [
    "https://www.youtube-nocookie.com",
    "https://player.vimeo.com",
    "https://www.facebook.com",
  ],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
  .join("; ");

/** Two years, the minimum the HSTS preload list accepts. */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 60 * 60;

/** The response headers the CloudFront policy writes, by name, as a browser receives them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "strict-transport-security": `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};
