import { paginateScan } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../../functions/platform/dynamo";

/**
 * Every item of the table, page after page: for audits of a local table (the money invariants,
 * tests that prove something is stored nowhere). Never on a request path.
 */
export async function everyStoredItem(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateScan({ client: documentClient() }, { TableName: tableName() })) {
    items.push(...(page.Items ?? []));
  }
  return items;
}

/** A scanned item as the audits read it: keys, entity type and the entity's `data`. */
export type StoredRow = Record<string, unknown> & {
  pk: string;
  sk: string;
  type?: string;
  data?: unknown;
};

/** The campus of a key `SITE#{site}#...`. */
export const siteOf = (pk: string) => pk.split("#")[1] ?? "";
export const dataOf = (row: StoredRow) => (row.data ?? {}) as Record<string, unknown>;
