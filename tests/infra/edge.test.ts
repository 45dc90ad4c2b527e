import { Template } from "aws-cdk-lib/assertions";
import { CachePolicy } from "aws-cdk-lib/aws-cloudfront";
import { beforeAll, describe, expect, it } from "vitest";
import { MANAGED_RULE_GROUPS, RATE_LIMITS } from "../../infra/constructs/edge-firewall";
import { globMatches } from "../../infra/edge-cache-paths";
import { EDGE_REGION, originVerifySecretName } from "../../infra/stack-names";
import { isEdgeCached } from "../../shared/platform/api/cache";
import { ORIGIN_VERIFY_HEADER } from "../../shared/platform/api/origin-verify";
import { routeList } from "../../shared/route-list";
import { createTestApp } from "./support/create-test-app";

type Behavior = Record<string, unknown> & { PathPattern: string; TargetOriginId: string };
type Resource = { Properties: Record<string, never> };
// Template JSON is free-form; the assertions below pin the shapes they rely on.
// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties
type Json = any;

let stacks: ReturnType<typeof createTestApp>;
let web: Template;
let api: Template;
let edge: Template;
let behaviors: Behavior[];
let distribution: Record<string, unknown>;

beforeAll(() => {
  stacks = createTestApp();
  web = Template.fromStack(stacks.web);
  api = Template.fromStack(stacks.api);
  edge = Template.fromStack(stacks.edge);
  const [resource] = Object.values(web.findResources("AWS::CloudFront::Distribution"));
  distribution = resource?.Properties.DistributionConfig;
  behaviors = distribution.CacheBehaviors as Behavior[];
}, 120_000);

/** What CloudFront does: the first behaviour, in order, whose pattern matches the path. */
const behaviorFor = (path: string) => behaviors.find((b) => globMatches(b.PathPattern, path));
/** A URL of the route, each path parameter filled with a value that looks like a real one. */
const sampleUrl = (path: string) => path.replace(/\{[^}]+\}/g, "cedar-ridge");

const only = (template: Template, type: string) => {
  const found = Object.entries(template.findResources(type));
  expect(found).toHaveLength(1);
  const [logicalId, resource] = found[0]!;
  return { logicalId, props: (resource as Resource).Properties as Record<string, Json> };
};

/** The origin request policy of the uncached API behaviours. */
const apiCallsOriginPolicy = () => {
  const found = Object.entries(web.findResources("AWS::CloudFront::OriginRequestPolicy"))
    .map(([logicalId, resource]) => ({
      logicalId,
      config: (resource as { Properties: Record<string, Json> }).Properties
        .OriginRequestPolicyConfig as Json,
    }))
    .filter(({ config }) => String(config.Comment ?? "").startsWith("Dine On Campus API calls"));
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe("CloudFront caches public reads, and nothing else", () => {
  const publicReadsPolicy = () => only(web, "AWS::CloudFront::CachePolicy");

  it("forwards the viewer's address to uncached API calls, and never the Host header", () => {
    // Per-client rate limits count the viewer, not the CloudFront edge (functions/platform/client-address.ts).
    const { config } = apiCallsOriginPolicy();
    expect(config.HeadersConfig.HeaderBehavior).toBe("whitelist");
    const headers = (config.HeadersConfig.Headers as string[]).map((h) => h.toLowerCase());
    expect(headers).toContain("cloudfront-viewer-address");
    expect(headers).toContain("x-csrf-token");
    expect(headers).not.toContain("host");
    expect(config.CookiesConfig.CookieBehavior).toBe("all");
  });

  it("keys the public-read cache on the query string only: no cookies, no headers", () => {
    const { props } = publicReadsPolicy();
    const config = props.CachePolicyConfig;
    expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 86_400 });
    expect(config.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: "all" },
      HeadersConfig: { HeaderBehavior: "none" },
      CookiesConfig: { CookieBehavior: "none" },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
  });

  it("sends public reads to the API without cookies or viewer headers", () => {
    const last = behaviors.filter((b) => b.PathPattern.startsWith("/v1/")).at(-1);
    const [, resource] = Object.entries(
      web.findResources("AWS::CloudFront::OriginRequestPolicy"),
    ).find(([id]) => JSON.stringify(last?.OriginRequestPolicyId) === JSON.stringify({ Ref: id }))!;
    expect((resource as Resource).Properties.OriginRequestPolicyConfig).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: "all" },
      HeadersConfig: { HeaderBehavior: "none" },
      CookiesConfig: { CookieBehavior: "none" },
    });
  });

  it("leaves /v1/* (after every uncached path) to public reads, GET and HEAD only", () => {
    const last = behaviors.filter((b) => b.PathPattern.startsWith("/v1/")).at(-1);
    expect(last?.PathPattern).toBe("/v1/*");
    expect(last?.CachePolicyId).toEqual({ Ref: publicReadsPolicy().logicalId });
    expect(last?.AllowedMethods).toEqual(["GET", "HEAD"]);
  });

  it.each(routeList.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "routes %s to the right behaviour",
    (_key, route) => {
      const chosen = behaviorFor(sampleUrl(route.path));
      if (isEdgeCached(route)) {
        expect(chosen?.PathPattern).toBe("/v1/*");
        expect(chosen?.CachePolicyId).toEqual({ Ref: publicReadsPolicy().logicalId });
      } else {
        expect(chosen?.PathPattern).not.toBe("/v1/*");
        expect(chosen).toMatchObject({
          CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        });
        expect(chosen?.OriginRequestPolicyId).toEqual({ Ref: apiCallsOriginPolicy().logicalId });
        expect(chosen?.AllowedMethods).toContain(route.method);
      }
    },
  );

  it("never caches customer, cart, checkout or sign-in paths", () => {
    for (const path of [
      "/v1/customer/info",
      "/v1/customer/authenticate",
      "/v1/cart/fetch",
      "/v1/cart/checkout",
      "/v1/promo_codes/apply",
      "/v1/reservations",
      "/v1/orderform/quick_add",
      "/v1/feedback/challenge",
    ]) {
      expect(behaviorFor(path)?.CachePolicyId, path).toBe(
        CachePolicy.CACHING_DISABLED.cachePolicyId,
      );
    }
  });

  it("stays within CloudFront's 25 cache behaviours", () => {
    expect(behaviors.length).toBeLessThanOrEqual(25);
  });
});

describe("the API is reachable only through CloudFront", () => {
  it("sends the origin verify secret from Secrets Manager, never its value", () => {
    const apiOrigin = (distribution.Origins as Record<string, Json>[]).find(
      (origin) => origin.CustomOriginConfig,
    );
    expect(apiOrigin?.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: `{{resolve:secretsmanager:${originVerifySecretName("dev")}:SecretString:::}}`,
      },
    ]);
    api.hasResourceProperties("AWS::SecretsManager::Secret", {
      Name: originVerifySecretName("dev"),
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });

  it("puts the origin verify authorizer on every route, cached per header value", () => {
    const authorizer = only(api, "AWS::ApiGatewayV2::Authorizer");
    expect(authorizer.props).toMatchObject({
      AuthorizerType: "REQUEST",
      AuthorizerPayloadFormatVersion: "2.0",
      EnableSimpleResponses: true,
      IdentitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      AuthorizerResultTtlInSeconds: 300,
    });
    const routes = Object.values(api.findResources("AWS::ApiGatewayV2::Route")) as Resource[];
    expect(routes).toHaveLength(routeList.length);
    for (const route of routes) {
      expect(route.Properties).toMatchObject({
        AuthorizationType: "CUSTOM",
        AuthorizerId: { Ref: authorizer.logicalId },
      });
    }
  });

  it("lets only the authorizer read the origin verify secret", () => {
    const fn = Object.values(api.findResources("AWS::Lambda::Function")).find((f) =>
      JSON.stringify(f).includes("ORIGIN_VERIFY_SECRET_ARN"),
    ) as Resource | undefined;
    expect(fn).toBeDefined();
    const readers = Object.values(api.findResources("AWS::IAM::Policy")).filter((policy) =>
      JSON.stringify(policy).includes("OriginVerifySecret"),
    );
    expect(readers).toHaveLength(1);
  });
});

describe("the web ACL", () => {
  const acl = () => only(edge, "AWS::WAFv2::WebACL").props;
  const rules = () => acl().Rules as Record<string, Json>[];

  it("is a CLOUDFRONT ACL in a us-east-1 stack, attached to the distribution", () => {
    expect(stacks.edge.region).toBe(EDGE_REGION);
    expect(acl()).toMatchObject({ Scope: "CLOUDFRONT", DefaultAction: { Allow: {} } });
    expect(distribution.WebACLId).toEqual({
      "Fn::GetStackOutput": {
        StackName: stacks.edge.stackName,
        OutputName: "WebAclArn",
        Region: EDGE_REGION,
      },
    });
    expect(stacks.web.dependencies).toContain(stacks.edge);
    edge.hasOutput("WebAclArn", {});
  });

  it("rate-limits exactly the paths the route list marks, per kind", () => {
    const marked = routeList.filter((route) => route.rateLimit);
    expect(marked.map((route) => route.operationId)).toEqual(
      expect.arrayContaining([
        "authenticateCustomer",
        "requestPasswordReset",
        "createCustomer",
        "checkoutOrder",
        "createReservation",
      ]),
    );
    const limited = new Map<string, string[]>();
    for (const rule of rules().filter((r) => r.Statement.RateBasedStatement)) {
      const statement = rule.Statement.RateBasedStatement;
      expect(rule.Action).toEqual({
        Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: "TooManyRequests" } },
      });
      expect(statement).toMatchObject({ AggregateKeyType: "IP", EvaluationWindowSec: 300 });
      const scope = statement.ScopeDownStatement;
      const matches = scope.OrStatement ? scope.OrStatement.Statements : [scope];
      const paths = matches.map((m: Json) => {
        expect(m.ByteMatchStatement).toMatchObject({
          FieldToMatch: { UriPath: {} },
          PositionalConstraint: "EXACTLY",
        });
        return m.ByteMatchStatement.SearchString as string;
      });
      const kind = Object.keys(RATE_LIMITS).find(
        (k) =>
          rule.Name ===
          `RateLimit${k
            .split("-")
            .map((p) => p[0]!.toUpperCase() + p.slice(1))
            .join("")}`,
      );
      expect(kind, rule.Name).toBeDefined();
      expect(statement.Limit).toBe(RATE_LIMITS[kind as keyof typeof RATE_LIMITS]);
      limited.set(kind!, paths);
    }
    const expected = new Map<string, string[]>();
    for (const route of marked) {
      const paths = expected.get(route.rateLimit!) ?? [];
      if (!paths.includes(route.path)) paths.push(route.path);
      expected.set(route.rateLimit!, paths);
    }
    expect(Object.fromEntries(limited)).toEqual(Object.fromEntries(expected));
  });

  it("answers a limited visitor in the API's error envelope", () => {
    const body = acl().CustomResponseBodies.TooManyRequests;
    expect(body.ContentType).toBe("APPLICATION_JSON");
    expect(JSON.parse(body.Content)).toEqual({ status: "error", msg: expect.any(String) });
  });

  it("runs AWS's IP reputation, common and known-bad-input rule groups after the rate rules", () => {
    const managed = rules().filter((r) => r.Statement.ManagedRuleGroupStatement);
    expect(managed.map((r) => r.Statement.ManagedRuleGroupStatement.Name)).toEqual([
      ...MANAGED_RULE_GROUPS,
    ]);
    for (const rule of managed) {
      expect(rule.OverrideAction).toEqual({ None: {} });
      expect(rule.Statement.ManagedRuleGroupStatement.VendorName).toBe("AWS");
    }
    const rateMax = Math.max(
      ...rules()
        .filter((r) => r.Statement.RateBasedStatement)
        .map((r) => r.Priority),
    );
    expect(Math.min(...managed.map((r) => r.Priority))).toBeGreaterThan(rateMax);
    expect(new Set(rules().map((r) => r.Priority)).size).toBe(rules().length);
  });
});
