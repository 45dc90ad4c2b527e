import { describe, expect, it } from "vitest";
import {
  CONTENT_SECURITY_POLICY,
  CSP_DIRECTIVES,
  STRIPE_JS,
  securityHeaders,
} from "../../../shared/platform/security-headers";

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

  it("loads map tiles from the site itself by default: no third-party image or connection", () => {
    // Each campus's own archive (shared/platform/map-tiles.ts); a configured service is added by
    // cspDirectives(tiles) (tests/unit/map/map-tile-source.test.ts).
    expect(CSP_DIRECTIVES["img-src"]).toEqual(["'self'", "data:"]);
    expect(CSP_DIRECTIVES["connect-src"]).toEqual(["'self'", ...STRIPE_JS.connect]);
    expect(CONTENT_SECURITY_POLICY).not.toContain("openstreetmap");
  });

  it("keeps scripts to the site itself and Stripe.js, and forbids framing the site", () => {
    expect(CSP_DIRECTIVES["script-src"]).toEqual(["'self'", ...STRIPE_JS.script]);
    expect(STRIPE_JS.script.every((source) => source.startsWith("https://"))).toBe(true);
    expect(CSP_DIRECTIVES["frame-ancestors"]).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
  });
});
