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
  /** Top-level attributes that conditions and updates read (version, counters, TTL). */
  attributes?: (data: D) => Item;
  /** How a stored item is read back; defaults to parsing the `data` attribute. */
  read?: (item: Item) => unknown;
}

export interface Entity<T extends string, K, D> extends EntityDefinition<T, K, D> {
  /** The whole item: keys, index keys, `type`, `data` and the top-level attributes. */
  toItem: (k: K, data: D, extra?: Item) => Item;
  fromItem: (item: Item) => D;
}

export function defineEntity<const T extends string, K, D>(
  definition: EntityDefinition<T, K, D>,
): Entity<T, K, D> {
  const read = definition.read ?? ((item: Item) => item.data);
  return {
    ...definition,
    toItem(k, data, extra = {}) {
      return {
        ...definition.key(k),
        ...(definition.indexes?.(k, data) ?? {}),
        type: definition.type,
        data,
        ...(definition.attributes?.(data) ?? {}),
        ...extra,
      };
    },
    fromItem: (item) => definition.schema.parse(read(item)),
  };
}
