import { AsyncLocalStorage } from "node:async_hooks";

/** Per-request counters, kept apart even when the local adapter serves requests concurrently. */
export interface RequestScope {
  dynamoRoundTrips: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

export const runInRequestScope = <T>(fn: () => Promise<T>): Promise<T> =>
  storage.run({ dynamoRoundTrips: 0 }, fn);

export const currentRequestScope = (): RequestScope | undefined => storage.getStore();
