import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  QueryCommand,
} from "@aws-sdk/lib-dynamodb";
import { queryInput } from "../../functions/platform/table";
import type { StoredItem } from "../../shared/onboarding/diff";
import type { TableItem } from "../../shared/onboarding/table-item";
import type { QuerySpec } from "../../shared/platform/data/entity";

/** Every item a query matches, paged (an admin script, never a request path). */
export async function queryItems(
  db: DynamoDBDocumentClient,
  tableName: string,
  spec: QuerySpec,
): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({ ...queryInput(spec, tableName), ExclusiveStartKey: cursor }),
    );
    items.push(...((page.Items ?? []) as StoredItem[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/** Every item of one partition. */
export const queryPartition = (db: DynamoDBDocumentClient, tableName: string, pk: string) =>
  queryItems(db, tableName, { pk });

type WriteRequest =
  | { PutRequest: { Item: TableItem } }
  | { DeleteRequest: { Key: { pk: string; sk: string } } };

export const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** BatchWriteItem in batches of 25, retrying unprocessed items with exponential backoff. */
export async function batchWrite(
  db: DynamoDBDocumentClient,
  tableName: string,
  puts: TableItem[],
  deletes: { pk: string; sk: string }[],
): Promise<void> {
  const requests: WriteRequest[] = [
    ...puts.map((Item) => ({ PutRequest: { Item } })),
    ...deletes.map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } })),
  ];
  for (let start = 0; start < requests.length; start += BATCH_SIZE) {
    let pending = requests.slice(start, start + BATCH_SIZE);
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      if (attempt > MAX_ATTEMPTS) {
        throw new Error(
          `${pending.length} items stayed unprocessed after ${MAX_ATTEMPTS} attempts`,
        );
      }
      if (attempt > 1) await pause(50 * 2 ** attempt);
      const result = await db.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
      );
      pending = (result.UnprocessedItems?.[tableName] ?? []) as WriteRequest[];
    }
  }
}
