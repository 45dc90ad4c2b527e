import { AsyncLocalStorage } from "node:async_hooks";

/** Per-request counters, kept apart even when the local adapter serves requests concurrently. */
export interface RequestScope {
  /** DynamoDB requests sent. */
  dynamoCalls: number;
  /**
   * Sequential waves of DynamoDB requests: calls sent while another is in flight share its
   * round trip. This is what the brief's "at most 2 round trips per API call" budgets.
   */
  dynamoRoundTrips: number;
  inFlight: number;
  /**
   * Writes wait for this before they are sent: on `site: "published"` routes it is the site
   * check, so nothing is written for an unknown site while reads run alongside the check.
   */
  writesAfter?: Promise<unknown>;
}

const storage = new AsyncLocalStorage<RequestScope>();

export const runInRequestScope = <T>(fn: () => Promise<T>): Promise<T> =>
  storage.run({ dynamoCalls: 0, dynamoRoundTrips: 0, inFlight: 0 }, fn);

export const currentRequestScope = (): RequestScope | undefined => storage.getStore();

const unheld = new AsyncLocalStorage<true>();

/**
 * Runs `send` with its writes exempt from `writesAfter`: only for a write that carries its own
 * check of the site in the same request (a transaction whose ConditionCheck requires the
 * published site item), so it may travel in the site check's round trip.
 */
export const withoutWriteHold = <T>(send: () => Promise<T>): Promise<T> => unheld.run(true, send);

export const writeHoldLifted = (): boolean => unheld.getStore() === true;

export interface RequestDone {
  routeKey: string;
  durationMs: number;
  dynamoCalls: number;
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
