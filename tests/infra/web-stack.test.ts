import { Match, Template } from "aws-cdk-lib/assertions";
import { CachePolicy } from "aws-cdk-lib/aws-cloudfront";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY } from "../../infra/constructs/security-headers";
import { configuredPages, configuredWorker } from "../../infra/constructs/web-deployment";
import { DEPLOYMENT_CONFIG_META } from "../../shared/platform/deployment-config";
import { PLATFORM_TILES, parseMapTileSource } from "../../shared/platform/map-tiles";
import { STRIPE_JS, securityHeaders } from "../../shared/platform/security-headers";
import { createTestApp, WEB_DIST_FIXTURE } from "./support/create-test-app";

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
}, 120_000);

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

  it("sends the uncached API paths to the HTTP API with the headers it reads, never Host", () => {
    const api = behavior("/v1/customer*");
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      ViewerProtocolPolicy: "https-only",
    });
    const [policyId] = Object.entries(
      template.findResources("AWS::CloudFront::OriginRequestPolicy", {
        Properties: {
          OriginRequestPolicyConfig: {
            Comment: Match.stringLikeRegexp("^Dine On Campus API calls"),
          },
        },
      }),
    ).map(([id]) => id);
    expect(api?.OriginRequestPolicyId).toEqual({ Ref: policyId });
    expect(api?.AllowedMethods).toEqual(
      expect.arrayContaining(["GET", "HEAD", "OPTIONS", "PUT", "POST", "DELETE"]),
    );
    expect(originOf(api)).toMatchObject({
      CustomOriginConfig: { OriginProtocolPolicy: "https-only", OriginSSLProtocols: ["TLSv1.2"] },
    });
    expect(JSON.stringify(originOf(api)?.DomainName)).toContain("ApiEndpoint");
    expect(originOf(behavior("/v1/*"))?.Id).toBe(originOf(api)?.Id);
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
    expect(policies.length).toBeGreaterThan(3);
    for (const policy of policies) expect(policy).toEqual(policies[0]);
    expect(policies[0]).toEqual({ Ref: expect.stringMatching(/^SecurityHeaders/) });
  });
});

describe("WebStack security headers", () => {
  /** The headers a browser gets from the synthesized policy, named as Node reports them. */
  function headersOfPolicy(): Record<string, string> {
    const [policy] = Object.values(
      template.findResources("AWS::CloudFront::ResponseHeadersPolicy"),
    ) as {
      Properties: {
        ResponseHeadersPolicyConfig: {
          SecurityHeadersConfig: Record<string, unknown>;
          CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
        };
      };
    }[];
    const { SecurityHeadersConfig: sec, CustomHeadersConfig: custom } =
      policy!.Properties.ResponseHeadersPolicyConfig;
    const hsts = sec.StrictTransportSecurity as Record<string, unknown>;
    const out: Record<string, string> = {
      "content-security-policy": (sec.ContentSecurityPolicy as { ContentSecurityPolicy: string })
        .ContentSecurityPolicy,
      "strict-transport-security": [
        `max-age=${hsts.AccessControlMaxAgeSec}`,
        ...(hsts.IncludeSubdomains ? ["includeSubDomains"] : []),
        ...(hsts.Preload ? ["preload"] : []),
      ].join("; "),
      "x-content-type-options": "nosniff",
      "x-frame-options": (sec.FrameOptions as { FrameOption: string }).FrameOption,
      "referrer-policy": (sec.ReferrerPolicy as { ReferrerPolicy: string }).ReferrerPolicy,
    };
    for (const item of custom.Items) {
      out[item.Header.toLowerCase()] = item.Value;
    }
    return out;
  }

  it("sends exactly the headers of shared/platform/security-headers.ts, the local stack's too", () => {
    expect(headersOfPolicy()).toEqual(securityHeaders());
  });

  it("lets no origin weaken them", () => {
    template.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 63_072_000,
            Override: true,
          }),
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: Match.objectLike({ Override: true }),
          FrameOptions: Match.objectLike({ Override: true }),
        },
        CustomHeadersConfig: { Items: [Match.objectLike({ Override: true })] },
      }),
    });
  });

  it("allows what the app loads: the map's tiles, the captcha worker, the video embeds", () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
    );
    // Unset mapTiles: each campus's own archive under /files, so no third-party image host.
    expect(directives["img-src"]).toEqual(["'self'", "data:"]);
    expect(directives["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(directives["script-src"]).toEqual(["'self'", ...STRIPE_JS.script]);
    expect(directives["connect-src"]).toEqual(["'self'", ...STRIPE_JS.connect]);
    // The app shell's critical CSS is an inline <style> in web/index.html (docs/web-app.md).
    expect(directives["style-src"]).toContain("'unsafe-inline'");
    expect(directives["frame-src"]).toEqual([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://www.facebook.com",
      ...STRIPE_JS.frame,
    ]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
  });
});

describe("WebStack map tiles (docs/decisions/map-tiles.md)", () => {
  const RASTER = {
    kind: "raster",
    url: "https://tiles.example.com/{z}/{x}/{y}.png",
    attribution: "© Example Maps",
  };
  const cspOf = (t: Template) => {
    const [policy] = Object.values(t.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    return policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig
      .ContentSecurityPolicy.ContentSecurityPolicy as string;
  };
  const pagesSourceOf = (t: Template) => {
    const html = Object.values(t.findResources("Custom::CDKBucketDeployment")).find((d) =>
      JSON.stringify(d.Properties.Include ?? []).includes("*.html"),
    );
    return JSON.stringify(html?.Properties.SourceObjectKeys);
  };

  it("admits the configured tile service in the CSP, and only it", () => {
    const configured = Template.fromStack(
      createTestApp({ context: { mapTiles: JSON.stringify(RASTER) } }).web,
    );
    const csp = cspOf(configured);
    expect(csp).toContain("img-src 'self' data: https://tiles.example.com;");
    expect(csp).toBe(securityHeaders(parseMapTileSource(RASTER))["content-security-policy"]);
    expect(cspOf(template)).toBe(CONTENT_SECURITY_POLICY);
    // The pages deployed differ with the setting: they carry it (configuredPages below).
    expect(pagesSourceOf(configured)).not.toBe(pagesSourceOf(template));
  });

  it("writes the setting into every deployed page as the config meta tag", () => {
    const pages = configuredPages(WEB_DIST_FIXTURE, { mapTiles: parseMapTileSource(RASTER) });
    expect([...pages.keys()]).toEqual(["index.html"]);
    const html = pages.get("index.html") ?? "";
    expect(html).toContain(`<meta name="${DEPLOYMENT_CONFIG_META}" content="`);
    expect(html).toContain("https://tiles.example.com/{z}/{x}/{y}.png");
  });

  it("refuses a setting the web app could not use, saying what to write", () => {
    expect(() =>
      createTestApp({ context: { mapTiles: '{"kind":"raster","url":"http://t.example/x.png"}' } }),
    ).toThrow(/mapTiles: .*https/);
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

  it("deploys a built SPA: assets cached for a year, HTML and the worker revalidated", () => {
    template.resourceCountIs("Custom::CDKBucketDeployment", 2);
    template.hasResourceProperties("Custom::CDKBucketDeployment", {
      Exclude: ["*.html", "meta.json", "sw.js"],
      Prune: false,
      SystemMetadata: { "cache-control": "public, max-age=31536000, immutable" },
    });
    template.hasResourceProperties("Custom::CDKBucketDeployment", {
      Exclude: ["*"],
      Include: ["*.html", "sw.js"],
      SystemMetadata: { "cache-control": "no-cache" },
      DistributionPaths: ["/*"],
    });
  });

  it("deploys the service worker with the stage's config noted in it, so a new config updates it", () => {
    const plain = configuredWorker(WEB_DIST_FIXTURE, { mapTiles: PLATFORM_TILES });
    const raster = configuredWorker(WEB_DIST_FIXTURE, {
      mapTiles: parseMapTileSource({
        kind: "raster",
        url: "https://tiles.example.com/{z}/{x}/{y}.png",
        attribution: "© Example Maps",
      }),
    });
    expect(plain).toContain('self.addEventListener("fetch"');
    expect(plain).toMatch(/\/\/ deployment config [0-9a-f]{12}\n$/);
    expect(raster).not.toBe(plain);
    expect(configuredWorker("does/not/exist", { mapTiles: PLATFORM_TILES })).toBeUndefined();
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
