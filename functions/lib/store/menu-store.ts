import { BatchGetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { contentKeys, menuKeys, siteKeys } from "../../../shared/data/keys";
import { type MenuPeriod, menuPeriodSchema } from "../../../shared/schemas/menu";
import { type Site, siteSchema } from "../../../shared/schemas/site";
import { documentClient, tableName } from "../dynamo";

export interface MenuDayRecord {
  date: string;
  closed: boolean;
  periods: MenuPeriod[];
}

export interface LegacyMenuRecord {
  site: Site | undefined;
  locationFound: boolean;
  closed: boolean;
  html: string | null;
}

/** Menu access patterns (docs/data-model.md #8-#10): one Query per call, never a Scan. */
export interface MenuStore {
  /** #8: all periods of a day (or its closed marker). */
  getDay(siteId: string, locationId: string, date: string): Promise<MenuDayRecord>;
  /** #10: the days from..to, both included, that have menus. */
  getRange(siteId: string, locationId: string, from: string, to: string): Promise<MenuDayRecord[]>;
  /** The site, the location, the legacy HTML and the closed marker in one BatchGetItem. */
  getLegacy(siteId: string, locationId: string, date: string): Promise<LegacyMenuRecord>;
}

const dateOf = (sk: string) => sk.split("#")[1] ?? "";

function toDays(items: Record<string, unknown>[]): MenuDayRecord[] {
  const days = new Map<string, MenuDayRecord>();
  for (const item of items) {
    const sk = String(item.sk);
    const date = dateOf(sk);
    const day = days.get(date) ?? { date, closed: false, periods: [] };
    days.set(date, day);
    if (sk.endsWith("#CLOSED")) day.closed = true;
    else day.periods.push(menuPeriodSchema.parse(item.data));
  }
  // A closed marker wins: a day is never both closed and serving (shared/onboarding/menu-day.ts).
  for (const day of days.values()) if (day.closed) day.periods = [];
  return [...days.values()];
}

async function queryAll(input: ConstructorParameters<typeof QueryCommand>[0]) {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...input, ExclusiveStartKey: cursor }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

export const dynamoMenuStore: MenuStore = {
  async getDay(siteId, locationId, date) {
    const items = await queryAll({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: {
        ":pk": menuKeys.partition(siteId, locationId),
        ":prefix": menuKeys.dayPrefix(date),
      },
    });
    return toDays(items)[0] ?? { date, closed: false, periods: [] };
  },

  async getRange(siteId, locationId, from, to) {
    const items = await queryAll({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
      ExpressionAttributeValues: {
        ":pk": menuKeys.partition(siteId, locationId),
        ":from": menuKeys.dayPrefix(from),
        ":to": `${menuKeys.dayPrefix(to)}~`,
      },
    });
    return toDays(items);
  },

  async getLegacy(siteId, locationId, date) {
    const keys = {
      site: siteKeys.site(siteId),
      location: contentKeys.location(siteId, locationId),
      legacy: menuKeys.legacy(siteId, locationId, date),
      closed: menuKeys.closed(siteId, locationId, date),
    };
    const { Responses } = await documentClient().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: Object.values(keys) } } }),
    );
    const items = Responses?.[tableName()] ?? [];
    const find = (key: { pk: string; sk: string }) =>
      items.find((item) => item.pk === key.pk && item.sk === key.sk);
    const siteItem = find(keys.site);
    const legacy = find(keys.legacy)?.data as { html?: unknown } | undefined;
    return {
      site: siteItem ? siteSchema.parse(siteItem.data) : undefined,
      locationFound: find(keys.location) !== undefined,
      closed: find(keys.closed) !== undefined,
      html: typeof legacy?.html === "string" ? legacy.html : null,
    };
  },
};
