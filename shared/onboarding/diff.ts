import { VOLATILE_ATTRIBUTES } from "./owned-items";
import { itemKey, type TableItem } from "./table-item";

export type StoredItem = Record<string, unknown> & { pk: string; sk: string };

export interface KindCounts {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export interface ItemDiff {
  puts: TableItem[];
  deletes: { pk: string; sk: string }[];
  counts: Map<string, KindCounts>;
}

/** JSON with sorted keys, so two items compare equal whatever their attribute order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const comparable = (item: Record<string, unknown>): string => {
  const copy = { ...item };
  for (const attribute of VOLATILE_ATTRIBUTES) delete copy[attribute];
  return canonical(copy);
};

/** Keeps the live vote count of every choice that still exists. */
function carryOverVotes(planned: TableItem, stored: StoredItem): TableItem {
  const live = stored.votes;
  const fresh = planned.votes;
  if (!live || typeof live !== "object" || !fresh || typeof fresh !== "object") return planned;
  const votes = Object.fromEntries(
    Object.entries(fresh).map(([choice, count]) => [
      choice,
      (live as Record<string, unknown>)[choice] ?? count,
    ]),
  );
  return { ...planned, votes };
}

/**
 * What campus staff add in the operations console lives inside items onboarding owns: alert
 * banners on the site item, special hours on a location item. The campus file is the source
 * of the campus's own entries; the console's (ids `alert-…`, `ops-…`, docs/operations/content.md)
 * are kept when a campus is onboarded again, after the file's.
 */
const CONSOLE_ENTRIES: Readonly<Record<string, { field: string; prefix: string }>> = {
  site: { field: "homepage_alerts", prefix: "alert-" },
  location: { field: "schedules", prefix: "ops-" },
};

function carryOverConsoleEntries(planned: TableItem, stored: StoredItem): TableItem {
  const rule = CONSOLE_ENTRIES[planned.type];
  const data = planned.data as Record<string, unknown> | undefined;
  const storedData = stored.data as Record<string, unknown> | undefined;
  if (!rule || !data || !storedData) return planned;
  const fresh = Array.isArray(data[rule.field]) ? (data[rule.field] as { id?: unknown }[]) : [];
  const live = Array.isArray(storedData[rule.field])
    ? (storedData[rule.field] as { id?: unknown }[])
    : [];
  const plannedIds = new Set(fresh.map((entry) => entry.id));
  const kept = live.filter(
    (entry) =>
      typeof entry.id === "string" && entry.id.startsWith(rule.prefix) && !plannedIds.has(entry.id),
  );
  if (kept.length === 0) return planned;
  return { ...planned, data: { ...data, [rule.field]: [...fresh, ...kept] } };
}

/**
 * What to write and delete so the owned items of the table equal the plan. `stored` holds only
 * items onboarding owns; anything stored and not planned is removed.
 */
export function diffItems(planned: TableItem[], stored: StoredItem[]): ItemDiff {
  const storedByKey = new Map(stored.map((item) => [itemKey(item), item]));
  const counts = new Map<string, KindCounts>();
  const count = (kind: string, field: keyof KindCounts) => {
    const entry = counts.get(kind) ?? { created: 0, updated: 0, unchanged: 0, removed: 0 };
    entry[field] += 1;
    counts.set(kind, entry);
  };
  const puts: TableItem[] = [];
  const plannedKeys = new Set<string>();
  for (const plannedItem of planned) {
    const key = itemKey(plannedItem);
    plannedKeys.add(key);
    const existing = storedByKey.get(key);
    const item = existing ? carryOverConsoleEntries(plannedItem, existing) : plannedItem;
    if (!existing) {
      count(item.type, "created");
      puts.push(item);
    } else if (comparable(existing) === comparable(item)) {
      count(item.type, "unchanged");
    } else {
      count(item.type, "updated");
      puts.push(carryOverVotes(item, existing));
    }
  }
  const deletes = stored
    .filter((item) => !plannedKeys.has(itemKey(item)))
    .map((item) => {
      count(typeof item.type === "string" ? item.type : "unknown", "removed");
      return { pk: item.pk, sk: item.sk };
    });
  return { puts, deletes, counts };
}
