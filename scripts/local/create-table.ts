import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from "@aws-sdk/client-dynamodb";
import { tableDefinition } from "../../shared/data/table";

/** Creates the table from the same definition the CDK data stack uses; a no-op if it exists. */
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
    if (error instanceof ResourceInUseException) return false;
    throw error;
  }
  for (let i = 0; i < 50; i++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === "ACTIVE") break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: def.timeToLiveAttribute, Enabled: true },
    }),
  );
  return true;
}
