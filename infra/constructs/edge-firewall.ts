import { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import { Construct } from "constructs";
import type { RateLimitKind, RouteDefinition } from "../../shared/platform/api/route";
import { DEFAULT_SETTINGS, LIMITS } from "../capacity-model";

/**
 * Requests per client address in five minutes, per kind of abusable route (shared/platform/api/route.ts
 * `rateLimit`), sized by the capacity model (docs/capacity.md "WAF"): a campus NAT puts half a
 * large campus behind one address, and at term start or a reservation opening its busiest five
 * minutes must pass with room to spare. The Lambdas keep their own, finer limits (login lockout
 * per account, failed payments per cart).
 */
export const RATE_LIMITS: Readonly<Record<RateLimitKind, number>> = DEFAULT_SETTINGS.wafRateLimits;

const WINDOW_SECONDS = LIMITS.wafWindowSeconds.value;

/** AWS managed rule groups, in evaluation order after the rate rules. */
export const MANAGED_RULE_GROUPS = [
  "AWSManagedRulesAmazonIpReputationList",
  "AWSManagedRulesCommonRuleSet",
  "AWSManagedRulesKnownBadInputsRuleSet",
] as const;

const TOO_MANY = "TooManyRequests";

/** The paths (API Gateway syntax) of each rate-limited kind, from the route list. */
export function rateLimitedPaths(routes: readonly RouteDefinition[]): Map<RateLimitKind, string[]> {
  const byKind = new Map<RateLimitKind, string[]>();
  for (const route of routes) {
    if (!route.rateLimit) continue;
    if (route.path.includes("{")) {
      throw new Error(`${route.operationId}: a rate-limited path cannot have parameters.`);
    }
    const paths = byKind.get(route.rateLimit) ?? [];
    if (!paths.includes(route.path)) paths.push(route.path);
    byKind.set(route.rateLimit, paths);
  }
  return byKind;
}

const pathIs = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: "EXACTLY",
    searchString: path,
    textTransformations: [{ priority: 0, type: "NONE" }],
  },
});

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const pascal = (kind: string) =>
  kind
    .split("-")
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");

/**
 * The distribution's web ACL (scope CLOUDFRONT, so its stack must be in us-east-1): rate-based
 * rules on the routes the route list marks, then AWS's IP reputation, common and known-bad-input
 * rule groups. A rate-limited visitor gets the API's own error envelope with 429.
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(
    scope: Construct,
    id: string,
    props: { name: string; routes: readonly RouteDefinition[] },
  ) {
    super(scope, id);
    const rateRules: CfnWebACL.RuleProperty[] = [...rateLimitedPaths(props.routes)].map(
      ([kind, paths], index) => ({
        name: `RateLimit${pascal(kind)}`,
        priority: index,
        action: {
          block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY } },
        },
        statement: {
          rateBasedStatement: {
            aggregateKeyType: "IP",
            evaluationWindowSec: WINDOW_SECONDS,
            limit: RATE_LIMITS[kind],
            scopeDownStatement:
              paths.length === 1
                ? pathIs(paths[0]!)
                : { orStatement: { statements: paths.map(pathIs) } },
          },
        },
        visibilityConfig: visibility(`${props.name}-rate-${kind}`),
      }),
    );
    const managedRules: CfnWebACL.RuleProperty[] = MANAGED_RULE_GROUPS.map((group, index) => ({
      name: group,
      priority: rateRules.length + index,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: "AWS",
          name: group,
          // The API refuses bodies over its own per-route limit with 413 (shared/platform/api/route.ts);
          // the common rule set's 8 KB body rule would refuse valid 16 KiB requests first.
          ...(group === "AWSManagedRulesCommonRuleSet"
            ? {
                ruleActionOverrides: [
                  { name: "SizeRestrictions_BODY", actionToUse: { count: {} } },
                ],
              }
            : {}),
        },
      },
      visibilityConfig: visibility(`${props.name}-${group}`),
    }));

    this.webAcl = new CfnWebACL(this, "WebAcl", {
      name: props.name,
      description: "Dine On Campus edge firewall: rate limits and AWS managed rules",
      scope: "CLOUDFRONT",
      defaultAction: { allow: {} },
      customResponseBodies: {
        [TOO_MANY]: {
          contentType: "APPLICATION_JSON",
          content: JSON.stringify({
            status: "error",
            msg: "Too many requests. Please wait a few minutes and try again.",
          }),
        },
      },
      rules: [...rateRules, ...managedRules],
      visibilityConfig: visibility(props.name),
    });
  }
}
