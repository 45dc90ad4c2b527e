import { type DynamoDBDocumentClient, GetCommand } from "@aws-sdk/lib-dynamodb";
import { locationEntity, locationsOfSite } from "../../shared/menus/entities/location";
import { menusOfLocation } from "../../shared/menus/entities/menu";
import { isOwnedMenuItem } from "../../shared/onboarding/owned-items";
import { menuItems } from "../../shared/onboarding/plan-menus";
import { itemKey } from "../../shared/onboarding/table-item";
import { siteEntity } from "../../shared/site-content/entities/site";
import { batchWrite, queryItems } from "../onboarding/table-io";
import { type MenuFile, unknownLocations } from "./menu-file";

export interface ImportTargets {
  db: DynamoDBDocumentClient;
  tableName: string;
}

export interface ImportResult {
  siteId: string;
  days: number;
  written: number;
  removed: number;
}

export class MenuImportError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(errors.join("\n"));
    this.name = "MenuImportError";
    this.errors = errors;
  }
}

async function siteTimeZone(targets: ImportTargets, siteId: string): Promise<string> {
  const { Item } = await targets.db.send(
    new GetCommand({ TableName: targets.tableName, Key: siteEntity.key({ siteId }) }),
  );
  if (!Item) throw new MenuImportError([`site_id: Unknown site "${siteId}"`]);
  return siteEntity.fromItem(Item).time_zone;
}

async function locationIds(targets: ImportTargets, siteId: string): Promise<Set<string>> {
  const items = await queryItems(targets.db, targets.tableName, locationsOfSite(siteId));
  return new Set(items.map((item) => locationEntity.fromItem(item).id));
}

/**
 * Writes the file's menus. Each (location, date) in the file is replaced as a whole: its new
 * items are put and any other menu or legacy menu item of that location and date is removed, so
 * running the same file twice leaves the same table (idempotent per location and date).
 * Items are built by the onboarding plan (shared/onboarding/plan-menus.ts): one writer.
 */
export async function writeMenus(
  targets: ImportTargets,
  file: MenuFile,
  now: Date,
): Promise<ImportResult> {
  const timeZone = await siteTimeZone(targets, file.siteId);
  const unknown = unknownLocations(file.days, await locationIds(targets, file.siteId));
  if (unknown.length > 0) throw new MenuImportError(unknown);

  const puts = menuItems(file.siteId, timeZone, file.days, now);
  const replaced = new Map<string, Set<string>>();
  for (const item of puts) {
    const locationId = String(item.location_id);
    const dates = replaced.get(locationId) ?? new Set<string>();
    dates.add(String(item.date));
    replaced.set(locationId, dates);
  }
  const keep = new Set(puts.map(itemKey));
  const deletes: { pk: string; sk: string }[] = [];
  for (const [locationId, dates] of replaced) {
    const spec = menusOfLocation(file.siteId, locationId);
    const stored = await queryItems(targets.db, targets.tableName, spec);
    for (const item of stored) {
      const ownedDay = isOwnedMenuItem(item.sk) && dates.has(String(item.date));
      if (ownedDay && !keep.has(itemKey(item))) {
        deletes.push({ pk: item.pk, sk: item.sk });
      }
    }
  }
  await batchWrite(targets.db, targets.tableName, puts, deletes);
  const days = [...replaced.values()].reduce((sum, dates) => sum + dates.size, 0);
  return { siteId: file.siteId, days, written: puts.length, removed: deletes.length };
}
