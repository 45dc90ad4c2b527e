import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  JOURNEY_REQUESTS,
  journeyWeights,
  requestsPerJourney,
} from "../../../scripts/bench/capacity-driver";
import {
  assignTickets,
  billedWriteUnits,
  cpuCeiling,
  kneeOf,
  percentile,
  pickWeighted,
  type StepFigures,
} from "../../../scripts/bench/load-stats";

const step = (offered: number, overrides: Partial<StepFigures> = {}): StepFigures => ({
  offered,
  sent: offered,
  achieved: offered,
  p50Ms: 10,
  p99Ms: 50,
  errorRate: 0,
  ...overrides,
});

describe("percentile (nearest rank)", () => {
  it("answers the value at the rank, whatever the order given", () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 99)).toBe(0);
  });

  it("is one of the values and never decreases with p", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (values, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(values).toContain(percentile(values, low));
          expect(percentile(values, low)).toBeLessThanOrEqual(percentile(values, high));
        },
      ),
    );
  });
});

describe("the knee of a step ladder", () => {
  it("is the last step before errors reach 1 %", () => {
    const steps = [step(25), step(50), step(100, { errorRate: 0.02 }), step(200)];
    expect(kneeOf(steps)?.offered).toBe(50);
  });

  it("is the last step before p99 reaches a second", () => {
    const steps = [step(25), step(50), step(100, { p99Ms: 900 }), step(200, { p99Ms: 1200 })];
    expect(kneeOf(steps)?.offered).toBe(100);
  });

  it("is the last step before the answers fall behind the requests sent", () => {
    const steps = [step(100), step(200, { achieved: 150 })];
    expect(kneeOf(steps)?.offered).toBe(100);
  });

  it("judges keeping up against what was sent, not the nominal rate random arrivals missed", () => {
    const steps = [step(10, { sent: 8.5, achieved: 8.4 }), step(25)];
    expect(kneeOf(steps)?.offered).toBe(25);
  });

  it("lets a failed step's retry at the same rate decide, and stops when the retry fails too", () => {
    const burst = step(50, { p99Ms: 3000 });
    expect(kneeOf([step(25), burst, step(50), step(100)])?.offered).toBe(100);
    expect(kneeOf([step(25), burst, burst, step(100)])?.offered).toBe(25);
  });

  it("is undefined when the first step already broke the limits, and the last when none did", () => {
    expect(kneeOf([step(25, { errorRate: 0.5 }), step(50)])).toBeUndefined();
    expect(kneeOf([step(25), step(50)])?.offered).toBe(50);
  });
});

describe("billed write units", () => {
  it("halves the emulator's transactional write units and keeps the others", () => {
    expect(billedWriteUnits(4, 4)).toBe(2);
    expect(billedWriteUnits(9, 8)).toBe(5);
    expect(billedWriteUnits(3, 0)).toBe(3);
  });
});

describe("weighted pick", () => {
  it("picks each entry in proportion to its weight", () => {
    const weights = { a: 1, b: 3 };
    expect(pickWeighted(weights, 0)).toBe("a");
    expect(pickWeighted(weights, 0.24)).toBe("a");
    expect(pickWeighted(weights, 0.26)).toBe("b");
    expect(pickWeighted(weights, 0.999)).toBe("b");
  });

  it("never picks an entry of weight 0", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (random) => {
        expect(pickWeighted({ a: 0, b: 2, c: 0, d: 1 }, random)).not.toMatch(/[ac]/);
      }),
    );
  });
});

describe("booking tickets for a load test", () => {
  const slot = (n: number, seats: number, block = "lunch") => ({
    location: "terrace",
    date: "2026-12-01",
    block,
    hour: 12,
    minute: n,
    seats,
  });
  const customers = Array.from({ length: 5 }, (_, i) => ({ id: `c${i}` }));

  it("never books more than a time's seats, nor more than wanted", () => {
    // Five customers, one booking each in the lunch block: the third time gets none left.
    const tickets = assignTickets([slot(0, 2), slot(30, 3), slot(60, 4)], customers, 100, 10);
    expect(tickets.filter((t) => t.slot.minute === 0)).toHaveLength(2);
    expect(tickets.filter((t) => t.slot.minute === 30)).toHaveLength(3);
    expect(tickets.filter((t) => t.slot.minute === 60)).toHaveLength(0);
    expect(assignTickets([slot(0, 50, "a"), slot(0, 50, "b")], customers, 7, 10)).toHaveLength(7);
  });

  it("books each customer at most once per block and day, and at most the limit in all", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            minute: fc.constantFrom(0, 30),
            seats: fc.integer({ min: 0, max: 8 }),
            block: fc.constantFrom("lunch", "dinner"),
            date: fc.constantFrom("2026-12-01", "2026-12-02"),
          }),
        ),
        fc.integer({ min: 1, max: 4 }),
        (slots, perCustomer) => {
          const open = slots.map((s) => ({ ...s, location: "terrace", hour: 12 }));
          const tickets = assignTickets(open, customers, 1000, perCustomer);
          const perBlock = new Set<string>();
          const counts = new Map<string, number>();
          for (const { slot: s, customer } of tickets) {
            const key = `${customer.id}|${s.date}|${s.block}`;
            expect(perBlock.has(key)).toBe(false);
            perBlock.add(key);
            counts.set(customer.id, (counts.get(customer.id) ?? 0) + 1);
          }
          for (const count of counts.values()) expect(count).toBeLessThanOrEqual(perCustomer);
        },
      ),
    );
  });
});

describe("journeys that give each kind its share of the requests", () => {
  it("weighs a journey of n requests by its share over n", () => {
    const shares = { read: 0.8, cart: 0.1, checkout: 0.05, reservation: 0.05 };
    const weights = journeyWeights(shares);
    expect(weights.read).toBeCloseTo(0.8);
    expect(weights.cart).toBeCloseTo(0.1 / JOURNEY_REQUESTS.cart);
    // Journeys per second × requests per journey is the offered request rate, and each kind's
    // requests come out at its share.
    const total = Object.values(weights).reduce((a, b) => a + b, 0);
    const perJourney = requestsPerJourney(shares);
    const checkoutShare = ((weights.checkout / total) * JOURNEY_REQUESTS.checkout) / perJourney;
    expect(checkoutShare).toBeCloseTo(0.05);
  });
});

describe("the CPU-bound ceiling of one process", () => {
  it("separates the CPU a request costs from what the process burns anyway", () => {
    // 10 ms a request over a background of 0.1 cores.
    const points = [10, 20, 50, 75].map((rate) => ({ rate, cores: 0.1 + rate * 0.01 }));
    const ceiling = cpuCeiling(points);
    expect(ceiling?.msPerRequest).toBeCloseTo(10);
    expect(ceiling?.backgroundCores).toBeCloseTo(0.1);
    expect(ceiling?.ratePerCore).toBeCloseTo(90);
  });

  it("is undefined without two rates or when the CPU does not grow with them", () => {
    expect(cpuCeiling([{ rate: 10, cores: 0.2 }])).toBeUndefined();
    expect(
      cpuCeiling([
        { rate: 10, cores: 0.2 },
        { rate: 10, cores: 0.3 },
      ]),
    ).toBeUndefined();
    expect(
      cpuCeiling([
        { rate: 10, cores: 0.3 },
        { rate: 20, cores: 0.2 },
      ]),
    ).toBeUndefined();
  });
});
