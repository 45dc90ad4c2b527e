import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Match, Template } from "aws-cdk-lib/assertions";
import { CachePolicy, OriginRequestPolicy } from "aws-cdk-lib/aws-cloudfront";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../infra/bundling";
import {
  CONTENT_SECURITY_POLICY,
  inlineStyleHashes,
} from "../../infra/constructs/security-headers";
import { createTestApp } from "./support/create-test-app";

type Behavior = Record<string, unknown> & { PathPattern?: string; TargetOriginId: string };
type Origin = Record<string, unknown> & { Id: string };
type DistributionConfig = {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: Origin[];
  ViewerCertificate?: Record<string, unknown>;
};

let stacks: ReturnType<typeof createTestApp>;
let template: Template;
let config: DistributionConfig;

const distributionConfig = (t: Template): DistributionConfig => {
  const [distribution] = Object.values(t.findResources("AWS::CloudFront::Distribution"));
  return distribution?.Properties.DistributionConfig;
};
const behavior = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern);
const originOf = (b: Behavior | undefined) =>
  config.Origins.find((o) => o.Id === b?.TargetOriginId);

beforeAll(() => {
  stacks = createTestApp();
  template = Template.fromStack(stacks.web);
  config = distributionConfig(template);
});

describe("WebStack distribution", () => {
  it("serves the SPA from the private web bucket through OAC with the rewrite function", () => {
    const origin = originOf(config.DefaultCacheBehavior);
    expect(origin).toMatchObject({
      OriginAccessControlId: expect.anything(),
      S3OriginConfig: { OriginAccessIdentity: "" },
    });
    expect(JSON.stringify(origin?.DomainName)).toMatch(/Web[0-9A-F]+/);
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: "redirect-to-https",
      FunctionAssociations: [{ EventType: "viewer-request", FunctionARN: expect.anything() }],
    });
    template.hasResourceProperties("AWS::CloudFront::Function", {
      FunctionConfig: Match.objectLike({ Runtime: "cloudfront-js-2.0" }),
    });
  });

  it("maps the SPA fallback in a function, not in error responses that would hide API 404s", () => {
    expect(config).not.toHaveProperty("CustomErrorResponses");
  });

  it("sends /v1/* to the HTTP API uncached with every viewer header but Host", () => {
    const api = behavior("/v1/*");
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId:
        OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: "https-only",
    });
    expect(api?.AllowedMethods).toEqual(
      expect.arrayContaining(["GET", "HEAD", "OPTIONS", "PUT", "POST", "DELETE"]),
    );
    expect(originOf(api)).toMatchObject({
      CustomOriginConfig: { OriginProtocolPolicy: "https-only", OriginSSLProtocols: ["TLSv1.2"] },
    });
    expect(JSON.stringify(originOf(api)?.DomainName)).toContain("ApiEndpoint");
  });

  it("sends /files/* to the files bucket through OAC, cached", () => {
    const files = behavior("/files/*");
    expect(files?.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    const origin = originOf(files);
    expect(origin).toMatchObject({ OriginAccessControlId: expect.anything() });
    expect(JSON.stringify(origin?.DomainName)).toMatch(/Files[0-9A-F]*RegionalDomainName/);
    expect(originOf(files)?.Id).not.toBe(originOf(config.DefaultCacheBehavior)?.Id);
  });

  it("logs to the logs bucket", () => {
    expect(config).toMatchObject({
      Logging: { Bucket: { "Fn::GetAtt": [expect.stringMatching(/^Logs/), "RegionalDomainName"] } },
    });
  });

  it("puts the security headers on every behaviour", () => {
    const policies = [config.DefaultCacheBehavior, ...config.CacheBehaviors].map(
      (b) => b.ResponseHeadersPolicyId,
    );
    expect(policies).toHaveLength(3);
    for (const policy of policies) expect(policy).toEqual(policies[0]);
    expect(policies[0]).toEqual({ Ref: expect.stringMatching(/^SecurityHeaders/) });
  });
});

describe("WebStack security headers", () => {
  it("sends the strict CSP, HSTS for two years with preload, nosniff, referrer and DENY", () => {
    template.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: "strict-origin-when-cross-origin", Override: true },
          FrameOptions: { FrameOption: "DENY", Override: true },
        },
      }),
    });
  });

  it("has exactly the CSP directives the brief asks for", () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
    );
    expect(directives).toEqual({
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:", "https://*.tile.openstreetmap.org"],
      // The app shell's inline critical CSS in web/index.html, by hash: no other inline style.
      "style-src": ["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)],
      "frame-src": [
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
        "https://www.facebook.com",
      ],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });
});

describe("WebStack app shell CSP", () => {
  it("allows index.html's inline <style> by hash, and that one only", () => {
    // scripts/build-web.ts only fills the <!-- assets --> and <!-- stylesheet --> comments, so
    // the template's <style> reaches web/dist/index.html byte for byte.
    const template = readFileSync(join(repoRoot, "web", "index.html"), "utf8");
    const hashes = inlineStyleHashes(template);
    expect(hashes).toHaveLength(1);
    expect(CONTENT_SECURITY_POLICY).toContain(`style-src 'self' ${hashes[0]};`);
    const other = inlineStyleHashes("<style>body { color: red; }</style>");
    expect(CONTENT_SECURITY_POLICY).not.toContain(other[0]);
  });
});

describe("WebStack buckets and deployment", () => {
  it("blocks public access on every bucket of every stack", () => {
    const buckets = [stacks.data, stacks.web, stacks.api, stacks.email].flatMap((stack) =>
      Object.values(Template.fromStack(stack).findResources("AWS::S3::Bucket")),
    );
    expect(buckets.length).toBeGreaterThanOrEqual(4);
    for (const bucket of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it("deploys a built SPA: assets cached for a year, HTML revalidated and invalidated", () => {
    template.resourceCountIs("Custom::CDKBucketDeployment", 2);
    template.hasResourceProperties("Custom::CDKBucketDeployment", {
      Exclude: ["*.html", "meta.json"],
      Prune: false,
      SystemMetadata: { "cache-control": "public, max-age=31536000, immutable" },
    });
    template.hasResourceProperties("Custom::CDKBucketDeployment", {
      Exclude: ["*"],
      Include: ["*.html"],
      SystemMetadata: { "cache-control": "no-cache" },
      DistributionPaths: ["/*"],
    });
  });

  it("skips the deployment when the SPA has not been built", () => {
    const web = createTestApp({ context: { webDistDir: "does/not/exist" } }).web;
    Template.fromStack(web).resourceCountIs("Custom::CDKBucketDeployment", 0);
  });

  it("uses the default certificate without a domain and TLSv1.2_2021 with one", () => {
    expect(config.ViewerCertificate).toBeUndefined();
    const web = createTestApp({
      context: {
        domainNames: "dining.example.edu",
        certificateArn: "arn:aws:acm:us-east-1:111111111111:certificate/abc",
      },
    }).web;
    expect(distributionConfig(Template.fromStack(web))).toMatchObject({
      Aliases: ["dining.example.edu"],
      ViewerCertificate: {
        AcmCertificateArn: "arn:aws:acm:us-east-1:111111111111:certificate/abc",
        MinimumProtocolVersion: "TLSv1.2_2021",
        SslSupportMethod: "sni-only",
      },
    });
  });
});
