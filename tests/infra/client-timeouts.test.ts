import { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_TIMEOUTS,
  type ClientService,
  worstCaseMs,
} from "../../functions/platform/client-timeouts";
import { createTestApp } from "./support/create-test-app";
import { actionsOf, type Resource, statementsOf } from "./support/template-queries";

/** Time a function keeps for its own work after a call's worst case. */
const HEADROOM_MS = 1_000;

/** Which SDK client a granted action means the function builds (stream reads are Lambda's). */
const STREAM_ACTIONS = new Set([
  "dynamodb:DescribeStream",
  "dynamodb:GetRecords",
  "dynamodb:GetShardIterator",
  "dynamodb:ListStreams",
]);
function serviceOf(action: string): ClientService | undefined {
  if (action.startsWith("dynamodb:")) return STREAM_ACTIONS.has(action) ? undefined : "dynamodb";
  if (action.startsWith("ses:Send")) return "ses";
  if (action === "secretsmanager:GetSecretValue") return "secretsManager";
  if (action === "sqs:SendMessage") return "sqs";
  return undefined;
}

interface OurFunction {
  name: string;
  timeoutMs: number;
  services: ClientService[];
}

let functions: OurFunction[];

beforeAll(() => {
  functions = Object.values(createTestApp()).flatMap((stack) => {
    const template = Template.fromStack(stack);
    return Object.entries(template.findResources("AWS::Lambda::Function"))
      .map(([id, fn]) => [id, fn as Resource] as const)
      .filter(([, fn]) => String(fn.Properties.Description ?? "").startsWith("Dine On Campus"))
      .map(([id, fn]) => {
        const role = (fn.Properties.Role as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
        const actions = actionsOf(statementsOf(template, role));
        const services = [...new Set(actions.map(serviceOf))].filter(
          (service): service is ClientService => service !== undefined,
        );
        return {
          name: `${stack.stackName}/${id}`,
          timeoutMs: Number(fn.Properties.Timeout ?? 3) * 1000,
          services: services.sort(),
        };
      });
  });
});

describe("every function's AWS calls give up before the function times out", () => {
  it("finds the functions and the clients their grants imply", () => {
    const kinds = new Map(functions.map((fn) => [fn.name.replace(/[0-9A-F]{8}$/, ""), fn]));
    expect(kinds.get("DineOnCampus-dev-Api/CartFunction")).toMatchObject({
      timeoutMs: 20_000,
      services: ["dynamodb", "secretsManager", "ses"],
    });
    expect(kinds.get("DineOnCampus-dev-Api/OriginVerifyFunction")).toMatchObject({
      timeoutMs: 5_000,
      services: ["secretsManager"],
    });
    expect(kinds.get("DineOnCampus-dev-Billing/BillingDispatcher")?.services).toEqual([
      "dynamodb",
      "sqs",
    ]);
    // Its SQS grant is the stream's on-failure destination, which Lambda itself sends to: an
    // over-approximation that only makes the check stricter.
    expect(kinds.get("DineOnCampus-dev-Workers/OutboxWorker")?.services).toEqual([
      "dynamodb",
      "ses",
      "sqs",
    ]);
    expect(kinds.get("DineOnCampus-dev-Workers/ReconciliationSweeper")?.timeoutMs).toBe(120_000);
  });

  it("leaves each function a second after the worst case of every client it uses", () => {
    const over = functions.flatMap((fn) =>
      fn.services
        .map((service) => ({ service, worst: worstCaseMs(CLIENT_TIMEOUTS[service]) }))
        .filter(({ worst }) => worst + HEADROOM_MS > fn.timeoutMs)
        .map(({ service, worst }) => `${fn.name}: ${service} ${worst} ms of ${fn.timeoutMs} ms`),
    );
    expect(functions.length).toBeGreaterThan(20);
    expect(over).toEqual([]);
  });
});
