import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { CLIENT_TIMEOUTS, dynamoTimeouts } from "./client-timeouts";
import { env } from "./env";
import {
  addConsumedCapacity,
  CAPACITY_KIND,
  currentRequestScope,
  writeHoldLifted,
} from "./request-scope";

let client: DynamoDBDocumentClient | undefined;

/**
 * Throttling (ProvisionedThroughputExceeded, ThrottlingException, RequestLimitExceeded) and
 * dropped connections are retried with exponential backoff and jitter; what still fails answers
 * 503 with Retry-After (functions/platform/error-middleware.ts). Standard rather than adaptive mode:
 * adaptive's client-side rate limiter also slows the conditional-write races the booking and
 * checkout invariants rely on. Each attempt gives up after 2 s (functions/platform/client-timeouts.ts).
 */
export const DYNAMO_CLIENT_CONFIG = {
  ...CLIENT_TIMEOUTS.dynamodb,
  retryMode: "standard",
} as const;

const WRITES = new Set([
  "PutItemCommand",
  "UpdateItemCommand",
  "DeleteItemCommand",
  "TransactWriteItemsCommand",
  "BatchWriteItemCommand",
]);

/** Built once per module instance and reused across invocations. */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = env();
    const base = new DynamoDBClient({
      ...DYNAMO_CLIENT_CONFIG,
      ...dynamoTimeouts(),
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT
        ? {
            endpoint: DYNAMODB_ENDPOINT,
            credentials: { accessKeyId: "local", secretAccessKey: "local" },
          }
        : {}),
    });
    // Counts calls per request: the budget is at most 2 DynamoDB round trips per API call.
    base.middlewareStack.add(
      (next, context) => async (args) => {
        const scope = currentRequestScope();
        if (!scope) return next(args);
        if (scope.writesAfter && WRITES.has(context.commandName ?? "") && !writeHoldLifted()) {
          await scope.writesAfter;
        }
        scope.dynamoCalls += 1;
        if (scope.inFlight === 0) scope.dynamoRoundTrips += 1;
        scope.inFlight += 1;
        try {
          // Only while the capacity benchmark measures (request-scope.ts `measureRequestCost`)
          // does a request carry a cost: then DynamoDB is asked what each call consumed.
          const { cost } = scope;
          const commandName = context.commandName ?? "";
          if (!cost || !CAPACITY_KIND[commandName]) return await next(args);
          const result = await next({
            ...args,
            input: { ...(args.input as object), ReturnConsumedCapacity: "TOTAL" },
          });
          const output = result.output as {
            ConsumedCapacity?: Parameters<typeof addConsumedCapacity>[2];
          };
          addConsumedCapacity(cost, commandName, output.ConsumedCapacity);
          return result;
        } finally {
          scope.inFlight -= 1;
        }
      },
      { step: "initialize", name: "countRoundTrips" },
    );
    client = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return client;
}

export const tableName = (): string => env().TABLE_NAME;
