import { readdirSync } from "node:fs";
import { join } from "node:path";
import { App, Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { AttributeType, Table } from "aws-cdk-lib/aws-dynamodb";
import { RetentionDays } from "aws-cdk-lib/aws-logs";
import { Bucket } from "aws-cdk-lib/aws-s3";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import { describe, expect, it } from "vitest";
import { lambdaEntry } from "../../infra/bundling";
import { GroupFunction, type GroupFunctionProps } from "../../infra/constructs/group-function";
import type { HttpMethod, RouteDefinition } from "../../shared/platform/api/route";
import { routeList } from "../../shared/route-list";

const route = (
  group: string,
  method: HttpMethod,
  auth: RouteDefinition["auth"] = "public",
): RouteDefinition => ({
  // A real definition underneath, so fields added to RouteDefinition later are present.
  ...routeList[0]!,
  operationId: `${method.toLowerCase()}${group}`,
  group,
  method,
  path: `/v1/${group}/${method.toLowerCase()}`,
  auth,
});

type Statement = { Action: string | string[]; Resource: unknown };

/** A GroupFunction's props in `stack`: a GET route of the group, no mail, no file writes. */
function functionProps(
  stack: Stack,
  overrides: Partial<GroupFunctionProps> & { group: string },
): GroupFunctionProps {
  return {
    routes: [route(overrides.group, "GET")],
    table: new Table(stack, "Table", { partitionKey: { name: "pk", type: AttributeType.STRING } }),
    filesBucket: new Bucket(stack, "Files"),
    fileWriterGroups: [],
    mail: {
      groups: [],
      identityArn: "arn:aws:ses:us-east-1:111111111111:identity/example.org",
      configurationSetName: "dine",
      from: "no-reply@example.org",
      webOrigin: "https://dining.example.edu",
    },
    sessionSecret: new Secret(stack, "Secret"),
    logRetention: RetentionDays.ONE_WEEK,
    // functions/<group>/handler.ts exists only for real groups.
    entry: lambdaEntry("sites"),
    ...overrides,
  };
}

/** Synthesizes one GroupFunction and returns the actions its role may perform. */
function grantedActions(overrides: Partial<GroupFunctionProps> & { group: string }): string[] {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { "aws:cdk:bundling-stacks": [] },
  });
  const stack = new Stack(app, "Test");
  const fn = new GroupFunction(stack, "Fn", functionProps(stack, overrides));
  expect(fn.group).toBe(overrides.group);
  const policies = Template.fromStack(stack).findResources("AWS::IAM::Policy");
  return Object.values(policies).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as Statement[]).flatMap((s) => [s.Action].flat()),
  );
}

describe("GroupFunction grants", () => {
  it("grants read-only table access when every route is a GET", () => {
    const actions = grantedActions({ group: "menus", routes: [route("menus", "GET")] });
    expect(actions).toContain("dynamodb:Query");
    expect(actions).not.toContain("dynamodb:PutItem");
    expect(actions).not.toContain("dynamodb:DeleteItem");
  });

  it.each(["POST", "PUT", "DELETE"] as const)("grants read-write once one route is a %s", (m) => {
    const actions = grantedActions({
      group: "cart",
      routes: [route("cart", "GET"), route("cart", m)],
    });
    expect(actions).toEqual(
      expect.arrayContaining(["dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem"]),
    );
  });

  it("lets the customer group and groups with customer routes read the session key", () => {
    const read = "secretsmanager:GetSecretValue";
    expect(grantedActions({ group: "customer", routes: [route("customer", "GET")] })).toContain(
      read,
    );
    expect(
      grantedActions({ group: "reservations", routes: [route("reservations", "GET", "customer")] }),
    ).toContain(read);
    expect(grantedActions({ group: "menus", routes: [route("menus", "GET")] })).not.toContain(read);
  });

  it("allows SES sending on the identity and configuration set for mail groups only", () => {
    const mail = {
      groups: ["feedback"],
      identityArn: "arn:aws:ses:us-east-1:111111111111:identity/example.org",
      configurationSetName: "dine",
      from: "no-reply@example.org",
      webOrigin: undefined,
    };
    const feedback = grantedActions({
      group: "feedback",
      routes: [route("feedback", "POST")],
      mail,
    });
    expect(feedback).toEqual(expect.arrayContaining(["ses:SendEmail", "ses:SendRawEmail"]));
    const menus = grantedActions({ group: "menus", routes: [route("menus", "GET")], mail });
    expect(menus.filter((action) => action.startsWith("ses:"))).toEqual([]);
  });

  it("lets file writer groups write the files bucket", () => {
    const writer = grantedActions({
      group: "uploads",
      routes: [route("uploads", "POST")],
      fileWriterGroups: ["uploads"],
    });
    expect(writer).toContain("s3:PutObject");
    const other = grantedActions({ group: "menus", routes: [route("menus", "GET")] });
    expect(other.filter((action) => action.startsWith("s3:"))).toEqual([]);
  });

  it("refuses routes of another group and an empty route list", () => {
    expect(() => grantedActions({ group: "menus", routes: [route("sites", "GET")] })).toThrow(
      /needs its own routes/,
    );
    expect(() => grantedActions({ group: "menus", routes: [] })).toThrow(/needs its own routes/);
  });
});

describe("GroupFunction environment", () => {
  it("points links in mail at the configured web origin, never at a request", () => {
    const app = new App();
    const stack = new Stack(app, "Origin");
    const props = functionProps(stack, { group: "customer", routes: [route("customer", "POST")] });
    new GroupFunction(stack, "Fn", { ...props, mail: { ...props.mail, groups: ["customer"] } });
    Template.fromStack(stack).hasResourceProperties("AWS::Lambda::Function", {
      Environment: { Variables: Match.objectLike({ WEB_ORIGIN: "https://dining.example.edu" }) },
    });
  });
});

describe("GroupFunction reserved concurrency", () => {
  const reservedOf = (reservedConcurrentExecutions: number | undefined) => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "Reserved");
    new GroupFunction(stack, "Fn", {
      ...functionProps(stack, { group: "cart", routes: [route("cart", "POST")] }),
      reservedConcurrentExecutions,
    });
    const [fn] = Object.values(Template.fromStack(stack).findResources("AWS::Lambda::Function"));
    return fn?.Properties.ReservedConcurrentExecutions;
  };

  it("reserves what it is given, and nothing when given nothing", () => {
    expect(reservedOf(40)).toBe(40);
    expect(reservedOf(undefined)).toBeUndefined();
  });
});

describe("GroupFunction code", () => {
  it("is the group's split bundle with the files it reads beside it, handler index.handler", () => {
    const app = new App();
    const stack = new Stack(app, "Code");
    const props = functionProps(stack, {
      group: "openapi",
      routes: routeList.filter((r) => r.group === "openapi"),
      entry: lambdaEntry("openapi"),
    });
    new GroupFunction(stack, "Fn", props);
    const [fn] = Object.values(Template.fromStack(stack).findResources("AWS::Lambda::Function"));
    expect(fn?.Properties.Handler).toBe("index.handler");
    const key = String(fn?.Properties.Code.S3Key).replace(/\.zip$/, "");
    const staged = readdirSync(join(app.outdir, `asset.${key}`));
    expect(staged).toEqual(expect.arrayContaining(["index.mjs", "index.mjs.map", "openapi.json"]));
  });
});
