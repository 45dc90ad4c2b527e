import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from "@aws-sdk/client-dynamodb";
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Item, QuerySpec, TableKey } from "../../shared/platform/data/entity";
import { documentClient, tableName } from "./dynamo";
import { retry, TryLater } from "./retry";

// The one home of paging, "find one on an index" and "was it a condition failure"
// (docs/decisions/entities.md). Stores describe a query as a QuerySpec from an entity.

/** The Query a spec stands for; scripts with their own client send it to their own table. */
export function queryInput(spec: QuerySpec, table: string = tableName()) {
  const [pkName, skName] = spec.index ? [`${spec.index}pk`, `${spec.index}sk`] : ["pk", "sk"];
  const names: Record<string, string> = { "#pk": pkName };
  const values: Record<string, unknown> = { ":pk": spec.pk };
  let condition = "#pk = :pk";
  const sk = spec.sk;
  if (sk) {
    names["#sk"] = skName;
    if ("beginsWith" in sk) {
      condition += " AND begins_with(#sk, :sk)";
      values[":sk"] = sk.beginsWith;
    } else if ("between" in sk) {
      condition += " AND #sk BETWEEN :sk AND :sk2";
      values[":sk"] = sk.between[0];
      values[":sk2"] = sk.between[1];
    } else if ("eq" in sk) {
      condition += " AND #sk = :sk";
      values[":sk"] = sk.eq;
    } else if ("gte" in sk) {
      condition += " AND #sk >= :sk";
      values[":sk"] = sk.gte;
    } else {
      condition += " AND #sk <= :sk";
      values[":sk"] = sk.lte;
    }
  }
  let filter: string | undefined;
  if (spec.types && spec.types.length > 0) {
    // Key attributes cannot be filtered on; every item carries its entity `type`.
    names["#type"] = "type";
    const placeholders = spec.types.map((type, i) => {
      values[`:type${i}`] = type;
      return `:type${i}`;
    });
    filter = `#type IN (${placeholders.join(", ")})`;
  }
  return {
    TableName: table,
    ...(spec.index ? { IndexName: spec.index } : {}),
    KeyConditionExpression: condition,
    ...(filter ? { FilterExpression: filter } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(spec.descending ? { ScanIndexForward: false } : {}),
  };
}

export async function getItem(key: TableKey): Promise<Item | undefined> {
  const { Item: item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: { pk: key.pk, sk: key.sk } }),
  );
  return item;
}

/**
 * Keys BatchGetItem leaves unprocessed (throttled, or the 16 MB answer limit) are asked again
 * after a backoff, as AWS asks; under a second of waiting in all, then the read fails as
 * throttled (503 with Retry-After on a request path).
 */
const UNPROCESSED_RETRY = { tries: 5, baseMs: 50, capMs: 400, budgetMs: 2_000 };

/** Keys DynamoDB kept leaving unprocessed: throttling, to the error middleware. */
export class UnprocessedKeysError extends Error {
  override name = "UnprocessedKeysError";
  readonly $retryable = { throttling: true };
}

/**
 * Several items by key in one BatchGetItem (one round trip, unless DynamoDB leaves some
 * unprocessed), answered in the order asked; a missing item is undefined.
 */
export async function getItems(
  keys: readonly TableKey[],
  /** Only these top-level attributes (keys are always read), e.g. to leave secrets behind. */
  attributes?: readonly string[],
): Promise<(Item | undefined)[]> {
  const projection = attributes && {
    ProjectionExpression: ["pk", "sk", ...attributes].map((_, i) => `#a${i}`).join(", "),
    ExpressionAttributeNames: Object.fromEntries(
      ["pk", "sk", ...attributes].map((name, i) => [`#a${i}`, name]),
    ),
  };
  const found: Item[] = [];
  let pending: Record<string, unknown>[] = keys.map(({ pk, sk }) => ({ pk, sk }));
  if (pending.length > 0) {
    await retry(
      async () => {
        const { Responses, UnprocessedKeys } = await documentClient().send(
          new BatchGetCommand({
            RequestItems: { [tableName()]: { Keys: pending, ...projection } },
          }),
        );
        found.push(...(Responses?.[tableName()] ?? []));
        pending = (UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[]) ?? [];
        if (pending.length > 0) throw new TryLater();
      },
      {
        ...UNPROCESSED_RETRY,
        exhausted: () =>
          new UnprocessedKeysError(`${pending.length} keys left unprocessed by BatchGetItem`),
      },
    );
  }
  return keys.map((key) => found.find((item) => item.pk === key.pk && item.sk === key.sk));
}

/** One item by its entity's key, read back through the entity; undefined when absent. */
export async function getEntity<K, D>(
  entity: { key: (k: K) => TableKey; fromItem: (item: Item) => D },
  k: K,
): Promise<D | undefined> {
  const item = await getItem(entity.key(k));
  return item ? entity.fromItem(item) : undefined;
}

/** Every item of a query, read back through its entity. */
export async function queryEntities<D>(
  entity: { fromItem: (item: Item) => D },
  spec: QuerySpec,
): Promise<D[]> {
  return (await queryAll(spec)).map((item) => entity.fromItem(item));
}

/** One unconditional PutItem of a whole item (from an entity's `toItem`). */
export async function putItem(item: Item): Promise<void> {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** Every item the query matches, paged until the end (bounded partitions only). */
export async function queryAll(spec: QuerySpec): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...queryInput(spec), ExclusiveStartKey: cursor }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

export interface Page {
  items: Item[];
  /** Opaque cursor for the next page, or null at the end. */
  cursor: string | null;
}

/** One page of a query; the cursor is the last key, base64url-encoded. */
export async function queryPage(spec: QuerySpec, limit: number, cursor?: string): Promise<Page> {
  const start = cursor ? decodeCursor(cursor) : undefined;
  const page = await documentClient().send(
    new QueryCommand({ ...queryInput(spec), Limit: limit, ExclusiveStartKey: start }),
  );
  return {
    items: page.Items ?? [],
    cursor: page.LastEvaluatedKey
      ? Buffer.from(JSON.stringify(page.LastEvaluatedKey)).toString("base64url")
      : null,
  };
}

function decodeCursor(cursor: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    return value && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The first item of a query (a unique lookup on an index). */
export async function findOne(spec: QuerySpec): Promise<Item | undefined> {
  const { Items } = await documentClient().send(
    new QueryCommand({ ...queryInput(spec), Limit: 1 }),
  );
  return Items?.[0];
}

/** A conditional write or a transaction refused by one of its conditions. */
export function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    error instanceof TransactionCanceledException ||
    (error instanceof Error &&
      (error.name === "ConditionalCheckFailedException" ||
        error.name === "TransactionCanceledException"))
  );
}

/**
 * A conditional write whose refusal is an answer, not an error: true once it lands, false when
 * its condition (or a transaction's) refused it; any other failure is thrown.
 */
export async function conditionalWrite(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Which parts of a cancelled transaction failed their condition, by position: lets a caller
 * tell "slot full" from "already holds this slot".
 */
export function failedConditions(error: unknown): boolean[] {
  return cancellationCodes(error).map((code) => code === "ConditionalCheckFailed");
}

/**
 * A transaction cancelled only because another one touched the same item at that moment (a
 * counter under a rush, a double click): held up, not refused; sending it again later may
 * pass, a refused condition will not.
 */
export function collidedOnly(error: unknown): boolean {
  const codes = cancellationCodes(error);
  return codes.includes("TransactionConflict") && !codes.includes("ConditionalCheckFailed");
}

/**
 * Why each part of a cancelled transaction was refused, by position ("ConditionalCheckFailed",
 * "TransactionConflict", "None", ...); empty for any other error.
 */
export function cancellationCodes(error: unknown): (string | undefined)[] {
  if (!(error instanceof Error) || error.name !== "TransactionCanceledException") return [];
  const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code);
}
