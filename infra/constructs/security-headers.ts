import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Duration } from "aws-cdk-lib";
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import type { Construct } from "constructs";
import { repoRoot } from "../bundling";

/**
 * The CSP sources of a page's inline <style> blocks: their SHA-256 hashes. web/index.html
 * inlines the app shell's critical CSS (docs/web-app.md, App shell); the build copies it
 * verbatim, so hashing the template allows exactly that block and no other inline style.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
  );
}

const APP_SHELL_STYLES = inlineStyleHashes(
  readFileSync(join(repoRoot, "web", "index.html"), "utf8"),
);

/**
 * The Content-Security-Policy of every response. Beyond 'self' the site needs map tiles
 * (requirements: public-browsing §2: locations map) and embedded videos (YouTube without cookies, Vimeo,
 * Facebook); anything else (a third-party script, a captcha) must be added here on purpose.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  "img-src": ["'self'", "data:", "https://*.tile.openstreetmap.org"],
  "style-src": ["'self'", ...APP_SHELL_STYLES],
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
export const HSTS_MAX_AGE = Duration.days(730);

/** Security headers for every CloudFront behaviour, API responses included. */
export class SecurityHeaders extends ResponseHeadersPolicy {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      comment: "Dine On Campus security headers",
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: HSTS_MAX_AGE,
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
    });
  }
}
