import { Duration } from "aws-cdk-lib";
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import type { Construct } from "constructs";
import { CONTENT_SECURITY_POLICY, HSTS_MAX_AGE_SECONDS } from "./security-header-values";

export { CONTENT_SECURITY_POLICY, CSP_DIRECTIVES } from "./security-header-values";

/** Two years, the minimum the HSTS preload list accepts. */
export const HSTS_MAX_AGE = Duration.seconds(HSTS_MAX_AGE_SECONDS);

/**
 * Security headers for every CloudFront behaviour, API responses included; keep in step with
 * SECURITY_HEADERS (security-header-values.ts), which the preview serves.
 */
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
