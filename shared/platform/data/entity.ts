import type { z } from "zod";

/**
 * One declaration per stored kind (docs/decisions/entities.md). An entity owns its key
 * builders, sort-key prefix, index keys, schema and item mapping; stores, onboarding and
 * handlers use the declaration and never spell a key themselves.
 */
export interface TableKey {
  pk: string;
  sk: string;
}

export interface IndexKeys {
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
}

export type Item = Record<string, unknown>;

/** An item as an entity writes it: keys, index keys, its `type` and its attributes. */
export type StoredItem<T extends string = string> = TableKey & IndexKeys & { type: T } & Item;

/** A Query, described as data so stores share one implementation of paging. */
export interface QuerySpec {
  index?: "gsi1" | "gsi2";
  pk: string;
  sk?:
    | { beginsWith: string }
    | { between: [string, string] }
    | { eq: string }
    | { gte: string }
    | { lte: string };
  /** Newest or highest sort key first. */
  descending?: boolean;
  /**
   * Keep only items of these entity `type`s: a filter, so the whole key range is still read
   * (and paid for); for one Query over neighbouring kinds instead of several.
   */
  types?: readonly string[];
}

/** Every key begins with its site; this is the one place that prefix is spelled. */
export const sitePk = (siteId: string): string => `SITE#${siteId}`;

/** Zero-padded sort numbers so keys sort lexically in numeric order. */
export const pad4 = (n: number): string => String(n).padStart(4, "0");

/** The character after every printable key character: `between: [p, p + KEY_END]`. */
export const KEY_END = "~";

export interface EntityDefinition<T extends string, K, D> {
  /** Stored as `type` on every item. */
  type: T;
  schema: z.ZodType<D>;
  /** The primary key from the key input. */
  key: (k: K) => TableKey;
  /** Index keys; an item absent from an index returns {}. */
  indexes?: (k: K, data: D) => IndexKeys;
  /**
   * The sort key of every item of this kind, or the prefix they share when it ends in `#`:
   * what a Query by kind begins with, and how onboarding tells the items it owns.
   */
  skPrefix?: string;
  /** Top-level attributes that conditions and updates read (version, counters, TTL). */
  attributes?: (data: D, k: K) => Item;
  /**
   * Stored as top-level attributes only, without a `data` copy: markers and counters that
   * conditions and updates address directly (login failures, reset tokens, email claims).
   */
  inline?: boolean;
  /** How a stored item is read back; defaults to parsing the `data` attribute. */
  read?: (item: Item) => unknown;
}

/** Whether a sort key belongs to the entity (by its `skPrefix`). */
export function holdsSortKey(entity: { skPrefix?: string }, sk: string): boolean {
  const prefix = entity.skPrefix;
  if (prefix === undefined) return false;
  return prefix.endsWith("#") ? sk.startsWith(prefix) : sk === prefix;
}

export interface Entity<T extends string, K, D> extends EntityDefinition<T, K, D> {
  /** The whole item: keys, index keys, `type`, `data` and the top-level attributes. */
  toItem: (k: K, data: D, extra?: Item) => StoredItem<T>;
  fromItem: (item: Item) => D;
}

export function defineEntity<
  const T extends string,
  K,
  D,
  const P extends string | undefined = undefined,
>(definition: EntityDefinition<T, K, D> & { skPrefix?: P }): Entity<T, K, D> & { skPrefix: P } {
  const read = definition.read ?? ((item: Item) => (definition.inline ? item : item.data));
  return {
    ...definition,
    toItem(k, data, extra = {}) {
      return {
        ...definition.key(k),
        ...(definition.indexes?.(k, data) ?? {}),
        type: definition.type,
        ...(definition.inline ? (data as Item) : { data }),
        ...(definition.attributes?.(data, k) ?? {}),
        ...extra,
      };
    },
    fromItem: (item) => definition.schema.parse(read(item)),
  } as Entity<T, K, D> & { skPrefix: P };
}
