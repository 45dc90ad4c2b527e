import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Item, QuerySpec } from "../../../shared/platform/data/entity";
import { documentClient } from "../../platform/dynamo";
import { queryInput } from "../../platform/table";

// One page of a time-ordered partition (form submissions, audit entries), optionally filtered,
// resumed after a sort key: the console's listings, shared by the forms and audit areas.

/** How many items one filtered read examines, and how many reads one page may take. */
const FILTERED_READ = 100;
const MAX_READS = 4;

export interface Filter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

export interface TimePage {
  items: Item[];
  /** The sort key to resume after, or null at the end. */
  nextSk: string | null;
}

/**
 * Up to `limit` items after `afterSk`. Without a filter one Query answers; with one, a few reads
 * fill the page (a filter drops items after DynamoDB's Limit), and a page cut short by the read
 * budget still answers its cursor, so a rare status never makes a request walk a whole year.
 */
export async function filteredPage(
  spec: QuerySpec,
  limit: number,
  afterSk: string | undefined,
  filter?: Filter,
): Promise<TimePage> {
  const base = queryInput(spec);
  const items: Item[] = [];
  let start = afterSk;
  for (let read = 0; read < MAX_READS; read += 1) {
    const wanted = limit - items.length;
    const page = await documentClient().send(
      new QueryCommand({
        ...base,
        ...(filter
          ? {
              FilterExpression: filter.expression,
              ExpressionAttributeNames: { ...base.ExpressionAttributeNames, ...filter.names },
              ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ...filter.values },
            }
          : {}),
        Limit: filter ? FILTERED_READ : wanted,
        ...(start ? { ExclusiveStartKey: { pk: spec.pk, sk: start } } : {}),
      }),
    );
    const found = page.Items ?? [];
    if (found.length > wanted) {
      // More matched than fit: resume after the last one shown, not after what was read.
      const shown = found.slice(0, wanted);
      items.push(...shown);
      return { items, nextSk: String(shown[shown.length - 1]?.sk) };
    }
    items.push(...found);
    const last = page.LastEvaluatedKey?.sk;
    if (typeof last !== "string") return { items, nextSk: null };
    start = last;
    if (items.length === limit) break;
  }
  return { items, nextSk: start ?? null };
}
