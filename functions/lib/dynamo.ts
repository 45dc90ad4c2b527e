import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { env } from "./env";

let client: DynamoDBDocumentClient | undefined;

/** Built once per module instance and reused across invocations. */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = env();
    const base = new DynamoDBClient({
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT
        ? {
            endpoint: DYNAMODB_ENDPOINT,
            credentials: { accessKeyId: "local", secretAccessKey: "local" },
          }
        : {}),
    });
    client = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return client;
}

export const tableName = (): string => env().TABLE_NAME;
