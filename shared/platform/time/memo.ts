/**
 * A memo of a pure function's results by key, emptied whenever it holds `limit` entries: a
 * bound on memory without the bookkeeping of least-recently-used eviction. Used where the
 * same conversions come back request after request (shared/platform/time/campus-clock.ts), so
 * an occasional emptying costs one request's worth of recomputation.
 */
export interface Memo<V> {
  get(key: string, compute: () => V): V;
  readonly size: number;
}

export function boundedMemo<V>(limit: number): Memo<V> {
  const entries = new Map<string, V>();
  return {
    get(key, compute) {
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const value = compute();
      if (entries.size >= limit) entries.clear();
      entries.set(key, value);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
