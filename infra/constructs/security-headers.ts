import { Duration } from "aws-cdk-lib";
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import type { Construct } from "constructs";
import { type MapTileSource, PLATFORM_TILES } from "../../shared/platform/map-tiles";
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from "../../shared/platform/security-headers";

export { CONTENT_SECURITY_POLICY, CSP_DIRECTIVES } from "../../shared/platform/security-headers";

const REFERRER_POLICIES = Object.values(HeadersReferrerPolicy) as string[];
if (!REFERRER_POLICIES.includes(REFERRER_POLICY)) {
  throw new Error(`CloudFront has no referrer policy ${REFERRER_POLICY}.`);
}

/**
 * The headers of shared/platform/security-headers.ts as a CloudFront response headers policy, on every
 * behaviour, API responses included; `override` so no origin can weaken them. The CSP admits
 * the stage's map tiles (`mapTiles` in cdk.json), which the web app is told the same way.
 */
export class SecurityHeaders extends ResponseHeadersPolicy {
  constructor(scope: Construct, id: string, tiles: MapTileSource = PLATFORM_TILES) {
    super(scope, id, {
      comment: "Dine On Campus security headers (shared/platform/security-headers.ts)",
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(tiles),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: "Permissions-Policy", value: PERMISSIONS_POLICY, override: true },
        ],
      },
    });
  }
}
