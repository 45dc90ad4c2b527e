import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
  type StreamSpecification,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from "@aws-sdk/client-dynamodb";
import { tableDefinition } from "../../shared/platform/data/table";

/**
 * The table's stream, as the CDK data stack enables it: the outbox worker reads inserted mail
 * intents from it (docs/decisions/mail-outbox.md); locally scripts/local/outbox-stream.ts polls it.
 */
export const LOCAL_STREAM: StreamSpecification = {
  StreamEnabled: true,
  StreamViewType: "NEW_AND_OLD_IMAGES",
};

const waitActive = async (client: DynamoDBClient, tableName: string) => {
  for (let i = 0; i < 50; i++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === "ACTIVE") return Table;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
};

/** A table made before the outbox (an old `.data/`) gets its stream. */
async function ensureStream(client: DynamoDBClient, tableName: string): Promise<void> {
  const table = await waitActive(client, tableName);
  if (table?.StreamSpecification?.StreamEnabled) return;
  await client.send(
    new UpdateTableCommand({ TableName: tableName, StreamSpecification: LOCAL_STREAM }),
  );
  await waitActive(client, tableName);
}

/**
 * Creates the table from the same definition the CDK data stack uses, with its stream; an
 * existing table only gets the stream if it has none. Answers whether it created the table.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  const def = tableDefinition;
  const attributes = new Set<string>([def.partitionKey, def.sortKey]);
  for (const gsi of def.globalSecondaryIndexes) {
    attributes.add(gsi.partitionKey);
    attributes.add(gsi.sortKey);
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: [...attributes].map((name) => ({
          AttributeName: name,
          AttributeType: "S",
        })),
        KeySchema: [
          { AttributeName: def.partitionKey, KeyType: "HASH" },
          { AttributeName: def.sortKey, KeyType: "RANGE" },
        ],
        StreamSpecification: LOCAL_STREAM,
        GlobalSecondaryIndexes: def.globalSecondaryIndexes.map((gsi) => ({
          IndexName: gsi.indexName,
          KeySchema: [
            { AttributeName: gsi.partitionKey, KeyType: "HASH" },
            { AttributeName: gsi.sortKey, KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        })),
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    await ensureStream(client, tableName);
    return false;
  }
  await waitActive(client, tableName);
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: def.timeToLiveAttribute, Enabled: true },
    }),
  );
  return true;
}
