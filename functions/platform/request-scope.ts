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
  /** Only while the capacity benchmark measures (`measureRequestCost`); absent otherwise. */
  cost?: RequestCost;
}

/** What one request consumed, for the capacity benchmark (scripts/bench/capacity-bench.ts). */
export interface RequestCost {
  /** The process's CPU when the request began (process.cpuUsage). */
  cpuAtStart: NodeJS.CpuUsage;
  /** Capacity units DynamoDB reported (ReturnConsumedCapacity TOTAL), indexes included. */
  readUnits: number;
  writeUnits: number;
  /** The part of `writeUnits` that TransactWriteItems reported (emulators price it apart). */
  transactWriteUnits: number;
}

// Off unless a benchmark turns it on: in production no request asks DynamoDB for its consumed
// capacity and no scope carries a cost. The variable is for a preview started by hand.
let measuring = process.env.DYNAMO_MEASURE_CAPACITY === "1";

/** Turns per-request cost measurement on (CPU time and DynamoDB capacity units) or off. */
export const measureRequestCost = (on = true): void => {
  measuring = on;
};

const storage = new AsyncLocalStorage<RequestScope>();

export const runInRequestScope = <T>(fn: () => Promise<T>): Promise<T> =>
  storage.run(
    measuring
      ? {
          dynamoCalls: 0,
          dynamoRoundTrips: 0,
          inFlight: 0,
          cost: {
            cpuAtStart: process.cpuUsage(),
            readUnits: 0,
            writeUnits: 0,
            transactWriteUnits: 0,
          },
        }
      : { dynamoCalls: 0, dynamoRoundTrips: 0, inFlight: 0 },
    fn,
  );

export const currentRequestScope = (): RequestScope | undefined => storage.getStore();

const unheld = new AsyncLocalStorage<true>();

/**
 * Runs `send` with its writes exempt from `writesAfter`: only for a write that carries its own
 * check of the site in the same request (a transaction whose ConditionCheck requires the
 * published site item), so it may travel in the site check's round trip.
 */
export const withoutWriteHold = <T>(send: () => Promise<T>): Promise<T> => unheld.run(true, send);

export const writeHoldLifted = (): boolean => unheld.getStore() === true;

/** The DynamoDB operations that accept ReturnConsumedCapacity, and what they consume. */
export const CAPACITY_KIND: Readonly<Record<string, "read" | "write">> = {
  GetItemCommand: "read",
  QueryCommand: "read",
  BatchGetItemCommand: "read",
  TransactGetItemsCommand: "read",
  PutItemCommand: "write",
  UpdateItemCommand: "write",
  DeleteItemCommand: "write",
  BatchWriteItemCommand: "write",
  TransactWriteItemsCommand: "write",
};

interface ConsumedCapacityLike {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

/**
 * Adds a response's ConsumedCapacity to `cost`: one object for single-item calls and Query, an
 * array (one per table) for the batch and transaction calls. Where DynamoDB splits read and
 * write units (transactions) the split is kept; otherwise the operation says which it was.
 */
export function addConsumedCapacity(
  cost: Pick<RequestCost, "readUnits" | "writeUnits" | "transactWriteUnits">,
  commandName: string,
  consumed: ConsumedCapacityLike | readonly ConsumedCapacityLike[] | undefined,
): void {
  const kind = CAPACITY_KIND[commandName];
  if (!kind || !consumed) return;
  for (const entry of Array.isArray(consumed) ? consumed : [consumed]) {
    let read = 0;
    let write = 0;
    if (entry.ReadCapacityUnits !== undefined || entry.WriteCapacityUnits !== undefined) {
      read = entry.ReadCapacityUnits ?? 0;
      write = entry.WriteCapacityUnits ?? 0;
    } else if (kind === "read") read = entry.CapacityUnits ?? 0;
    else write = entry.CapacityUnits ?? 0;
    cost.readUnits += read;
    cost.writeUnits += write;
    if (commandName === "TransactWriteItemsCommand") cost.transactWriteUnits += write;
  }
}

export interface RequestDone {
  routeKey: string;
  durationMs: number;
  dynamoCalls: number;
  dynamoRoundTrips: number;
  /** While measuring only: CPU of the whole process from the request's start, in ms. */
  cpuMs?: number;
  readUnits?: number;
  writeUnits?: number;
  transactWriteUnits?: number;
}

const listeners = new Set<(done: RequestDone) => void>();

/** For the benchmark (scripts/bench.ts), which runs handlers in-process and counts trips. */
export function onRequestDone(listener: (done: RequestDone) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const reportRequestDone = (done: RequestDone): void => {
  const cost = currentRequestScope()?.cost;
  let report = done;
  if (cost) {
    const cpu = process.cpuUsage(cost.cpuAtStart);
    report = {
      ...done,
      cpuMs: (cpu.user + cpu.system) / 1000,
      readUnits: cost.readUnits,
      writeUnits: cost.writeUnits,
      transactWriteUnits: cost.transactWriteUnits,
    };
  }
  for (const listener of listeners) listener(report);
};
