import { AsyncLocalStorage } from "node:async_hooks";

/** Per-request counters, kept apart even when the local adapter serves requests concurrently. */
export interface RequestScope {
  dynamoRoundTrips: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

export const runInRequestScope = <T>(fn: () => Promise<T>): Promise<T> =>
  storage.run({ dynamoRoundTrips: 0 }, fn);

export const currentRequestScope = (): RequestScope | undefined => storage.getStore();

export interface RequestDone {
  routeKey: string;
  durationMs: number;
  dynamoRoundTrips: number;
}

const listeners = new Set<(done: RequestDone) => void>();

/** For the benchmark (scripts/bench.ts), which runs handlers in-process and counts trips. */
export function onRequestDone(listener: (done: RequestDone) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const reportRequestDone = (done: RequestDone): void => {
  for (const listener of listeners) listener(done);
};
