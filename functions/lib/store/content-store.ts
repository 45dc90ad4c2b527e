import { BatchGetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { z } from "zod";
import { contentKeys, siteKeys } from "../../../shared/data/keys";
import { NotFoundError } from "../../../shared/errors";
import { type Site, siteSchema } from "../../../shared/schemas/site";
import { documentClient, tableName } from "../dynamo";

/** One stored item as DynamoDB returns it. */
export type StoredItem = Record<string, unknown>;

export interface QueryOptions {
  /** `gsi1` for lists kept in date order there (docs/data-model.md #12, #15). */
  index?: "gsi1";
  /** Sort key prefix, `KIND#` (docs/data-model.md #14). */
  prefix?: string;
}

/** Every item of a partition (or of one prefix of it), paged until the end. */
export async function queryItems(pk: string, options: QueryOptions = {}): Promise<StoredItem[]> {
  const [pkName, skName] = options.index ? ["gsi1pk", "gsi1sk"] : ["pk", "sk"];
  const items: StoredItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...(options.index ? { IndexName: options.index } : {}),
        KeyConditionExpression: options.prefix
          ? "#pk = :pk AND begins_with(#sk, :prefix)"
          : "#pk = :pk",
        ExpressionAttributeNames: options.prefix
          ? { "#pk": pkName, "#sk": skName }
          : { "#pk": pkName },
        ExpressionAttributeValues: {
          ":pk": pk,
          ...(options.prefix ? { ":prefix": options.prefix } : {}),
        },
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/** The `data` attribute of each item of one kind in the site partition, parsed. */
export async function listContent<S extends z.ZodType>(
  siteId: string,
  prefix: string,
  schema: S,
): Promise<z.output<S>[]> {
  const items = await queryItems(contentKeys.partition(siteId), { prefix });
  return items.map((item) => schema.parse(item.data));
}

/**
 * The published site and one more item of its partition in a single BatchGetItem, so a
 * by-id read costs one round trip. An unknown or unpublished site is "Invalid site." alike.
 */
export async function publishedSiteWith(
  siteId: string,
  key: { pk: string; sk: string },
): Promise<{ site: Site; item: StoredItem | undefined }> {
  const siteKey = siteKeys.site(siteId);
  const { Responses } = await documentClient().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName()]: { Keys: [siteKey, { pk: key.pk, sk: key.sk }] },
      },
    }),
  );
  const items = Responses?.[tableName()] ?? [];
  const siteItem = items.find((item) => item.pk === siteKey.pk && item.sk === siteKey.sk);
  const site = siteItem ? siteSchema.parse(siteItem.data) : undefined;
  if (!site?.published) throw new NotFoundError("Invalid site.");
  const item = items.find((entry) => entry.pk === key.pk && entry.sk === key.sk);
  return { site, item };
}
