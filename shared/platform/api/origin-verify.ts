/**
 * CloudFront adds this header, carrying a secret, to every request it sends to the HTTP API;
 * the API's authorizer refuses requests without it, so the API is reachable only through
 * CloudFront's WAF, cache and security headers (docs/decisions/infrastructure.md).
 */
export const ORIGIN_VERIFY_HEADER = "x-origin-verify";
