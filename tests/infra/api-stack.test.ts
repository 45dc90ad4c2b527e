import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../infra/capacity-model";
import { isReadOnlyGroup, needsSessionKey } from "../../infra/constructs/group-function";
import { mailGroups } from "../../infra/group-permissions";
import { type ApiStack, pascal } from "../../infra/stacks/api-stack";
import { routeKey } from "../../shared/platform/api/route";
import { routeGroups, routeList } from "../../shared/route-list";
import { createTestApp } from "./support/create-test-app";

type Resource = { Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

let stack: ApiStack;
let template: Template;

beforeAll(() => {
  stack = createTestApp().api;
  template = Template.fromStack(stack);
}, 120_000);

const routesOf = (group: string) => routeList.filter((route) => route.group === group);

/** The statements of the default policy attached to a group's function role. */
function statementsOf(group: string): Statement[] {
  const fn = stack.functions.get(group);
  if (!fn?.role) throw new Error(`no function for ${group}`);
  const roleId = stack.getLogicalId(fn.role.node.defaultChild as never);
  const policies = Object.values(
    template.findResources("AWS::IAM::Policy", {
      Properties: { Roles: [{ Ref: roleId }] },
    }),
  ) as Resource[];
  return policies.flatMap(
    (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
  );
}

const actionsOf = (group: string) =>
  statementsOf(group).flatMap((statement) => [statement.Action].flat());

describe("ApiStack functions", () => {
  it("has exactly one Node 22 arm64 Lambda per route group", () => {
    const all = Object.values(template.findResources("AWS::Lambda::Function")) as Resource[];
    // Besides the groups: the origin verify authorizer (tests/infra/edge.test.ts).
    const functions = all.filter(
      (fn) => !JSON.stringify(fn.Properties.Environment).includes("ORIGIN_VERIFY_SECRET_ARN"),
    );
    expect(all).toHaveLength(routeGroups().length + 1);
    expect(functions).toHaveLength(routeGroups().length);
    const services = functions.map(
      (fn) =>
        (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables
          .POWERTOOLS_SERVICE_NAME,
    );
    expect(services.sort()).toEqual([...routeGroups()].sort());
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: "nodejs22.x",
        Architectures: ["arm64"],
        MemorySize: 512,
        Timeout: 20,
        Handler: "index.handler",
        LoggingConfig: { LogGroup: expect.anything() },
      });
    }
  });

  it("passes table, files, session and mail settings to every function, and no --enable-source-maps", () => {
    for (const group of routeGroups()) {
      template.hasResourceProperties("AWS::Lambda::Function", {
        Environment: {
          Variables: {
            TABLE_NAME: Match.anyValue(),
            FILES_BUCKET: Match.anyValue(),
            SESSION_SECRET_ARN: Match.anyValue(),
            SES_CONFIGURATION_SET: Match.anyValue(),
            MAIL_FROM: "no-reply@dineoncampus.example",
            POWERTOOLS_SERVICE_NAME: group,
            // Stacks are mapped in-process on first use (functions/platform/source-mapped-stacks.ts):
            // the flag would parse the whole map on every cold start.
            NODE_OPTIONS: Match.absent(),
          },
        },
      });
    }
  });

  it("keeps function logs for a month on the dev stage", () => {
    const groups = Object.values(template.findResources("AWS::Logs::LogGroup")) as Resource[];
    // One per function (the groups' and the origin verify authorizer's) plus the API access log.
    expect(groups).toHaveLength(routeGroups().length + 2);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(30);
  });
});

describe("ApiStack library layers", () => {
  it("gives customer (PDF), pass (wallet pass signer) and the mail groups (SES client) a layer each and no other group any", () => {
    const layers = template.findResources("AWS::Lambda::LayerVersion");
    const withLayers = [...new Set(["customer", "pass", ...mailGroups])];
    expect(Object.keys(layers)).toHaveLength(withLayers.length);
    const layerOf = (group: string) => {
      const id = Object.keys(layers).find((layerId) => layerId.startsWith(pascal(group)));
      if (!id) throw new Error(`no layer for ${group}`);
      return [{ Ref: id }];
    };
    const expected = Object.fromEntries(withLayers.map((group) => [group, layerOf(group)]));
    const functions = Object.values(template.findResources("AWS::Lambda::Function")) as Resource[];
    for (const fn of functions) {
      const group = (fn.Properties.Environment as { Variables: Record<string, string> }).Variables
        .POWERTOOLS_SERVICE_NAME;
      expect(fn.Properties.Layers ?? [], String(group)).toEqual(expected[String(group)] ?? []);
    }
  });
});

describe("ApiStack wallet pass certificates", () => {
  const ARN = "arn:aws:secretsmanager:us-east-1:111111111111:secret:dine-pass-certs-AbC123";
  const variablesOf = (stackTemplate: Template, group: string) => {
    const functions = Object.values(
      stackTemplate.findResources("AWS::Lambda::Function"),
    ) as Resource[];
    const fn = functions.find(
      (candidate) =>
        (candidate.Properties.Environment as { Variables: Record<string, unknown> }).Variables
          .POWERTOOLS_SERVICE_NAME === group,
    );
    if (!fn) throw new Error(`no function for ${group}`);
    return (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  };

  it("offers no wallet pass and creates no certificate secret without passCertificateSecretArn", () => {
    for (const group of routeGroups()) {
      expect(variablesOf(template, group).PASS_CERTIFICATE_ARN, group).toBeUndefined();
    }
    const readsOtherSecrets = statementsOf("pass").filter((statement) =>
      JSON.stringify(statement.Resource).includes("dine-pass-certs"),
    );
    expect(readsOtherSecrets).toEqual([]);
  });

  it("with the context value, tells customer and pass, and lets only pass read the secret", () => {
    const withPass = createTestApp({ context: { passCertificateSecretArn: ARN } }).api;
    const passTemplate = Template.fromStack(withPass);
    // The certificates are imported, never created: the secret count does not change.
    passTemplate.resourceCountIs(
      "AWS::SecretsManager::Secret",
      Object.keys(template.findResources("AWS::SecretsManager::Secret")).length,
    );
    for (const group of routeGroups()) {
      const told = group === "customer" || group === "pass";
      expect(variablesOf(passTemplate, group).PASS_CERTIFICATE_ARN, group).toBe(
        told ? ARN : undefined,
      );
    }
    const policies = Object.values(passTemplate.findResources("AWS::IAM::Policy")) as Resource[];
    const readers = policies.filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes(ARN),
    );
    expect(readers).toHaveLength(1);
    const passRole = withPass.functions.get("pass")?.role?.node.defaultChild;
    expect(readers[0]?.Properties.Roles).toEqual([
      { Ref: withPass.getLogicalId(passRole as never) },
    ]);
    expect(JSON.stringify(readers[0]?.Properties.PolicyDocument)).toContain(
      "secretsmanager:GetSecretValue",
    );
  });
});

describe("ApiStack routes", () => {
  it("has one route per route definition, keyed by method and path", () => {
    const routes = Object.values(template.findResources("AWS::ApiGatewayV2::Route")) as Resource[];
    const keys = routes.map((route) => route.Properties.RouteKey).sort();
    expect(keys).toEqual(routeList.map(routeKey).sort());
    // Only CloudFront's origin verify authorizer; customers are authorized in the Lambda.
    for (const route of routes) expect(route.Properties.AuthorizationType).toBe("CUSTOM");
  });

  it("sends each route to its group's Lambda", () => {
    for (const route of routeList) {
      const fn = stack.functions.get(route.group)!;
      const fnId = stack.getLogicalId(fn.node.defaultChild as never);
      const integrations = template.findResources("AWS::ApiGatewayV2::Integration", {
        Properties: { IntegrationUri: { "Fn::GetAtt": [fnId, "Arn"] } },
      });
      expect(Object.keys(integrations)).toHaveLength(1);
      template.hasResourceProperties("AWS::ApiGatewayV2::Route", {
        RouteKey: routeKey(route),
        Target: { "Fn::Join": ["", ["integrations/", { Ref: Object.keys(integrations)[0] }]] },
      });
    }
  });

  it("throttles the default stage as the capacity model sizes it and writes JSON access logs", () => {
    const stages = Object.values(template.findResources("AWS::ApiGatewayV2::Stage")) as Resource[];
    expect(stages).toHaveLength(1);
    const stage = stages[0]!.Properties;
    expect(stage).toMatchObject({
      StageName: "$default",
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingBurstLimit: DEFAULT_SETTINGS.apiThrottle.burstLimit,
        ThrottlingRateLimit: DEFAULT_SETTINGS.apiThrottle.rateLimit,
      },
    });
    const settings = stage.AccessLogSettings as { Format: string; DestinationArn: unknown };
    expect(JSON.parse(settings.Format)).toMatchObject({
      requestId: "$context.requestId",
      routeKey: "$context.routeKey",
      status: "$context.status",
    });
  });
});

describe("ApiStack least privilege", () => {
  const writes = ["dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem"];

  it.each(routeGroups())("grants %s table access its route methods need", (group) => {
    const actions = actionsOf(group);
    expect(actions).toEqual(expect.arrayContaining(["dynamodb:GetItem", "dynamodb:Query"]));
    if (isReadOnlyGroup(routesOf(group))) {
      for (const write of writes) expect(actions).not.toContain(write);
    } else {
      expect(actions).toEqual(expect.arrayContaining(writes));
    }
  });

  it("makes the GET-only openapi group read-only and the sites group read-write", () => {
    expect(isReadOnlyGroup(routesOf("openapi"))).toBe(true);
    expect(actionsOf("openapi")).not.toContain("dynamodb:PutItem");
    expect(isReadOnlyGroup(routesOf("sites"))).toBe(false);
    expect(actionsOf("sites")).toContain("dynamodb:PutItem");
  });

  it.each(routeGroups())("lets %s read the session key only if it has customer routes", (group) => {
    const sessionKey = Object.keys(
      template.findResources("AWS::SecretsManager::Secret", {
        Properties: { Description: "Signs Dine On Campus customer session cookies" },
      }),
    )[0];
    const reads = statementsOf(group).some(
      (statement) =>
        [statement.Action].flat().includes("secretsmanager:GetSecretValue") &&
        [statement.Resource]
          .flat()
          .some((resource) => JSON.stringify(resource) === JSON.stringify({ Ref: sessionKey })),
    );
    expect(reads).toBe(needsSessionKey(group, routesOf(group)));
  });

  it.each(routeGroups())("lets %s send mail only if it is a mail group", (group) => {
    const sends = actionsOf(group).includes("ses:SendEmail");
    expect(sends).toBe(mailGroups.includes(group));
  });

  it("lets the operations console mail (invitations, staff resets) and read the session key, and the staff password route check CSRF", () => {
    expect(actionsOf("operations")).toEqual(
      expect.arrayContaining(["ses:SendEmail", "secretsmanager:GetSecretValue"]),
    );
    expect(actionsOf("users")).toContain("secretsmanager:GetSecretValue");
    expect(actionsOf("users")).not.toContain("ses:SendEmail");
  });

  it("gives no group write access to the files bucket yet", () => {
    for (const group of routeGroups()) {
      expect(actionsOf(group).filter((action) => action.startsWith("s3:"))).toEqual([]);
    }
  });

  it("generates the session, ALTCHA and origin verify keys in Secrets Manager, never in the template", () => {
    const secrets = Object.values(
      template.findResources("AWS::SecretsManager::Secret"),
    ) as Resource[];
    expect(secrets).toHaveLength(3);
    for (const secret of secrets) {
      expect(secret.Properties).toMatchObject({
        GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
      });
      expect(secret.Properties.SecretString).toBeUndefined();
    }
  });
});
