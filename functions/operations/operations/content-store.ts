import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import {
  buildingsAndLocationsOfSite,
  locationEntity,
} from "../../../shared/menus/entities/location";
import { menuSoldOutEntity } from "../../../shared/menus/entities/menu";
import type { Location } from "../../../shared/menus/schemas/location";
import type { Item } from "../../../shared/platform/data/entity";
import type { Schedule } from "../../../shared/platform/schemas/schedule";
import { addDays } from "../../../shared/platform/time/ymd";
import { siteEntity } from "../../../shared/site-content/entities/site";
import type { HomepageAlert, Site } from "../../../shared/site-content/schemas/site";
import { dynamoMenuStore, type MenuDayRecord } from "../../menus/menu-store";
import { documentClient, tableName } from "../../platform/dynamo";
import { collidedOnly, failedConditions, getItem, queryAll } from "../../platform/table";

// The quick-content area's reads and writes (docs/operations/content.md "Data model rows"). Each
// change is one TransactWrite: the conditional change and the action's audit Put.

export type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

/**
 * A stored record with the attribute a conditional write compares: the raw value as DynamoDB
 * holds it (undefined when the attribute is absent), so the write lands only on what was read.
 */
export interface Versioned<T> {
  value: T;
  raw: unknown;
}

const dataOf = (item: Item): Record<string, unknown> =>
  (item.data ?? {}) as Record<string, unknown>;

/** access pattern #2: the site item, with its stored alerts. */
export async function readSite(siteId: string): Promise<Versioned<Site> | undefined> {
  const item = await getItem(siteEntity.key({ siteId }));
  return item ? { value: siteEntity.fromItem(item), raw: dataOf(item).homepage_alerts } : undefined;
}

/** access pattern #7: one location, with its stored schedules. */
export async function readLocation(
  siteId: string,
  locationId: string,
): Promise<Versioned<Location> | undefined> {
  const item = await getItem(locationEntity.key({ siteId, locationId }));
  return item ? { value: locationEntity.fromItem(item), raw: dataOf(item).schedules } : undefined;
}

/** access pattern #6: the campus's locations (buildings are left out). */
export async function listLocations(siteId: string): Promise<Location[]> {
  const items = await queryAll({
    ...buildingsAndLocationsOfSite(siteId),
    types: [locationEntity.type],
  });
  return items.map((item) => locationEntity.fromItem(item));
}

/**
 * A location's menu days from..to (access pattern #10), sold-out marks included: the console asks
 * for the three dates around the UTC date so that it need not know the campus's today first.
 */
export const menuDays = (
  siteId: string,
  locationId: string,
  from: string,
  to: string,
): Promise<MenuDayRecord[]> => dynamoMenuStore.getRange(siteId, locationId, from, to);

/** The dates one of which is the campus's today, whatever its time zone (UTC−12 to UTC+14). */
export const datesAround = (now: Date): [string, string] => {
  const utc = now.toISOString().slice(0, 10);
  return [addDays(utc, -1), addDays(utc, 1)];
};

/**
 * How the change's transaction ended: `refused` when the change's condition failed (the item is
 * no longer what was read), `collided` when another transaction held the item at that moment.
 */
export type WriteOutcome = "written" | "refused" | "collided";

async function transact(items: TransactItem[]): Promise<WriteOutcome> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return "written";
  } catch (error) {
    if (failedConditions(error)[0]) return "refused";
    if (collidedOnly(error)) return "collided";
    throw error;
  }
}

/** `#data.#attr = :old`, or absent when it was absent: the item is still what was read. */
function unchangedSince(raw: unknown) {
  return raw === undefined
    ? { condition: "attribute_exists(pk) AND attribute_not_exists(#data.#attr)", values: {} }
    : { condition: "#data.#attr = :old", values: { ":old": raw } };
}

/** Replace the site's alerts if they are still what was read, with the audit entry. */
export function writeAlerts(
  siteId: string,
  previous: unknown,
  alerts: readonly HomepageAlert[],
  now: Date,
  extra: readonly TransactItem[],
): Promise<WriteOutcome> {
  const guard = unchangedSince(previous);
  return transact([
    {
      Update: {
        TableName: tableName(),
        Key: siteEntity.key({ siteId }),
        UpdateExpression: "SET #data.#attr = :alerts, updated_at = :now",
        ConditionExpression: guard.condition,
        ExpressionAttributeNames: { "#data": "data", "#attr": "homepage_alerts" },
        ExpressionAttributeValues: {
          ...guard.values,
          ":alerts": alerts,
          ":now": now.toISOString(),
        },
      },
    },
    ...extra,
  ]);
}

/** Replace a location's schedules if they are still what was read, with the audit entry. */
export function writeSchedules(
  siteId: string,
  locationId: string,
  previous: unknown,
  schedules: readonly Schedule[],
  extra: readonly TransactItem[],
): Promise<WriteOutcome> {
  const guard = unchangedSince(previous);
  return transact([
    {
      Update: {
        TableName: tableName(),
        Key: locationEntity.key({ siteId, locationId }),
        UpdateExpression: "SET #data.#attr = :schedules",
        ConditionExpression: guard.condition,
        ExpressionAttributeNames: { "#data": "data", "#attr": "schedules" },
        ExpressionAttributeValues: { ...guard.values, ":schedules": schedules },
      },
    },
    ...extra,
  ]);
}

/** Sold-out marks are kept a week past their day, then DynamoDB's TTL removes them. */
const SOLD_OUT_KEPT_DAYS = 8;

/**
 * Mark an item sold out on a location's day (ADD to the set) or back on (DELETE from it), only if
 * it is not already so: `refused` then means someone else just did the same.
 */
export function writeSoldOut(
  day: { siteId: string; locationId: string; date: string },
  itemId: string,
  soldOut: boolean,
  extra: readonly TransactItem[],
): Promise<WriteOutcome> {
  const expiresAt = Date.parse(`${addDays(day.date, SOLD_OUT_KEPT_DAYS)}T00:00:00Z`) / 1000;
  const ids = new Set([itemId]);
  const change = soldOut
    ? {
        UpdateExpression:
          "SET #type = :type, site_id = :site, location_id = :location, #date = :date, expires_at = :expires ADD item_ids :ids",
        ConditionExpression: "attribute_not_exists(item_ids) OR NOT contains(item_ids, :id)",
        ExpressionAttributeNames: { "#type": "type", "#date": "date" },
        ExpressionAttributeValues: {
          ":type": menuSoldOutEntity.type,
          ":site": day.siteId,
          ":location": day.locationId,
          ":date": day.date,
          ":expires": expiresAt,
          ":ids": ids,
          ":id": itemId,
        },
      }
    : {
        UpdateExpression: "DELETE item_ids :ids",
        ConditionExpression: "contains(item_ids, :id)",
        ExpressionAttributeValues: { ":ids": ids, ":id": itemId },
      };
  return transact([
    { Update: { TableName: tableName(), Key: menuSoldOutEntity.key(day), ...change } },
    ...extra,
  ]);
}
