import { describe, expect, it } from "vitest";
import {
  CONTENT_SECURITY_POLICY,
  CSP_DIRECTIVES,
  STRIPE_JS,
  securityHeaders,
} from "../../../shared/security-headers";
import { OSM_TILES } from "../../../web/src/features/locations/lib/tile-config";

describe("securityHeaders", () => {
  it("names CSP, HSTS, nosniff, frame, referrer and permissions headers in lower case", () => {
    const headers = securityHeaders();
    expect(Object.keys(headers).sort()).toEqual([
      "content-security-policy",
      "permissions-policy",
      "referrer-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
    ]);
    expect(headers["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
  });

  it("returns a fresh object, so a caller cannot change another's headers", () => {
    const first = securityHeaders();
    first["x-frame-options"] = "SAMEORIGIN";
    expect(securityHeaders()["x-frame-options"]).toBe("DENY");
  });

  it("allows the map's tile host, which a *. wildcard would not match", () => {
    const host = new URL(OSM_TILES.url.replace(/\{[a-z]\}/g, "0")).origin;
    expect(CSP_DIRECTIVES["img-src"]).toContain(host);
  });

  it("keeps scripts to the site itself and Stripe.js, and forbids framing the site", () => {
    expect(CSP_DIRECTIVES["script-src"]).toEqual(["'self'", ...STRIPE_JS.script]);
    expect(STRIPE_JS.script.every((source) => source.startsWith("https://"))).toBe(true);
    expect(CSP_DIRECTIVES["frame-ancestors"]).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
  });
});
