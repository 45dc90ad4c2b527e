import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addConsumedCapacity,
  currentRequestScope,
  measureRequestCost,
  onRequestDone,
  type RequestDone,
  reportRequestDone,
  runInRequestScope,
} from "../../../functions/platform/request-scope";

const empty = () => ({ readUnits: 0, writeUnits: 0, transactWriteUnits: 0 });

describe("summing the capacity DynamoDB reports per request", () => {
  it("counts a single-item call's units as a read or a write by its operation", () => {
    const cost = empty();
    addConsumedCapacity(cost, "GetItemCommand", { CapacityUnits: 0.5 });
    addConsumedCapacity(cost, "QueryCommand", { CapacityUnits: 2 });
    addConsumedCapacity(cost, "PutItemCommand", { CapacityUnits: 3 });
    addConsumedCapacity(cost, "UpdateItemCommand", { CapacityUnits: 1 });
    expect(cost).toEqual({ readUnits: 2.5, writeUnits: 4, transactWriteUnits: 0 });
  });

  it("sums the per-table array of batch and transaction calls, keeping their read/write split", () => {
    const cost = empty();
    addConsumedCapacity(cost, "BatchGetItemCommand", [
      { CapacityUnits: 1.5 },
      { CapacityUnits: 1 },
    ]);
    addConsumedCapacity(cost, "TransactWriteItemsCommand", [
      { CapacityUnits: 6, WriteCapacityUnits: 4, ReadCapacityUnits: 2 },
    ]);
    addConsumedCapacity(cost, "TransactGetItemsCommand", [
      { CapacityUnits: 4, ReadCapacityUnits: 4 },
    ]);
    expect(cost).toEqual({ readUnits: 8.5, writeUnits: 4, transactWriteUnits: 4 });
  });

  it("ignores operations that report no capacity and answers without any", () => {
    const cost = empty();
    addConsumedCapacity(cost, "DescribeTableCommand", { CapacityUnits: 9 });
    addConsumedCapacity(cost, "GetItemCommand", undefined);
    expect(cost).toEqual(empty());
  });

  it("never loses or invents a unit: the totals are the sum of what was reported", () => {
    const names = ["GetItemCommand", "QueryCommand", "PutItemCommand", "DeleteItemCommand"];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.integer({ min: 0, max: 400 }))),
        (calls) => {
          const cost = empty();
          for (const [name, halves] of calls) {
            addConsumedCapacity(cost, name, { CapacityUnits: halves / 2 });
          }
          const total = calls.reduce((sum, [, halves]) => sum + halves / 2, 0);
          expect(cost.readUnits + cost.writeUnits).toBeCloseTo(total, 9);
        },
      ),
    );
  });
});

describe("the measurement switch", () => {
  it("gives a scope no cost, and a report no CPU or units, unless it is on", async () => {
    const seen: RequestDone[] = [];
    const stop = onRequestDone((done) => seen.push(done));
    const done = { routeKey: "GET /v1/x", durationMs: 1, dynamoCalls: 0, dynamoRoundTrips: 0 };
    try {
      measureRequestCost(false);
      await runInRequestScope(async () => {
        expect(currentRequestScope()?.cost).toBeUndefined();
        reportRequestDone(done);
      });
      measureRequestCost(true);
      await runInRequestScope(async () => {
        const cost = currentRequestScope()?.cost;
        if (cost) addConsumedCapacity(cost, "PutItemCommand", { CapacityUnits: 2 });
        reportRequestDone(done);
      });
    } finally {
      measureRequestCost(false);
      stop();
    }
    expect(seen[0]).toEqual(done);
    expect(seen[1]).toMatchObject({ ...done, readUnits: 0, writeUnits: 2 });
    expect(seen[1]?.cpuMs).toBeGreaterThanOrEqual(0);
  });
});
