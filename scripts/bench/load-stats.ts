/**
 * Pure arithmetic of the load and capacity benchmarks (scripts/bench/load-bench.ts,
 * scripts/bench/capacity-bench.ts), apart so that it is tested without a server.
 */

/** Nearest-rank percentile of `values` (p in 0..100); 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

export interface StepFigures {
  /** The step's nominal rate: requests per second the driver aims to offer. */
  offered: number;
  /** Requests per second the driver actually sent within the step (Poisson arrivals vary). */
  sent: number;
  /** 2xx answers per second that came within the step. */
  achieved: number;
  p50Ms: number;
  p99Ms: number;
  /** Failed requests (5xx, unexpected 4xx, refused connections, timeouts) over all sent. */
  errorRate: number;
}

export interface KneeLimits {
  maxErrorRate: number;
  maxP99Ms: number;
  /** A step whose achieved rate falls this far short of the rate sent is saturated too. */
  minAchievedRatio: number;
}

export const DEFAULT_KNEE_LIMITS: KneeLimits = {
  maxErrorRate: 0.01,
  maxP99Ms: 1000,
  minAchievedRatio: 0.9,
};

/** Whether a step stayed within the limits: few errors, a bounded p99, and it kept up. */
export const withinLimits = (
  step: StepFigures,
  limits: KneeLimits = DEFAULT_KNEE_LIMITS,
): boolean =>
  step.errorRate < limits.maxErrorRate &&
  step.p99Ms < limits.maxP99Ms &&
  step.achieved >= step.sent * limits.minAchievedRatio;

/**
 * The knee of a step ladder: the last step, in ladder order, before the first rate that broke
 * the limits (a later step that happens to pass after that does not count: the system had
 * already saturated). A failed step followed by a step at the same rate is a retry: the rate
 * broke the limits only if the retry did too, so one burst from a neighbour on a shared
 * machine does not end the ladder. Undefined when even the first rate broke them.
 */
export function kneeOf<T extends StepFigures>(
  steps: readonly T[],
  limits: KneeLimits = DEFAULT_KNEE_LIMITS,
): T | undefined {
  let knee: T | undefined;
  for (const [i, step] of steps.entries()) {
    if (withinLimits(step, limits)) {
      knee = step;
      continue;
    }
    if (steps[i + 1]?.offered === step.offered) continue;
    break;
  }
  return knee;
}

/**
 * Write units as AWS bills them from what DynamoDB Local reported: the emulator reports a
 * TransactWriteItems item at 4 units per KB, twice the documented transactional price (2 per
 * KB: one to prepare, one to commit), so the transactional part is halved.
 */
export const billedWriteUnits = (writeUnits: number, transactWriteUnits: number): number =>
  writeUnits - transactWriteUnits / 2;

/**
 * Picks an entry of `weights` for a uniform `random` in [0, 1): each with the probability of
 * its share of the total weight.
 */
export function pickWeighted<K extends string>(
  weights: Readonly<Record<K, number>>,
  random: number,
): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random * total;
  for (const [key, weight] of entries) {
    if (left < weight) return key;
    left -= weight;
  }
  const last = entries.at(-1);
  if (!last) throw new Error("Nothing to pick from.");
  return last[0];
}

/** A bookable time with seats left, as the availability route lists it. */
export interface OpenSlot {
  location: string;
  date: string;
  /** The reservation block (schedule) the time belongs to: visit limits count per block and day. */
  block: string;
  hour: number;
  minute: number;
  seats: number;
}

/**
 * Bookings the reservation rules admit, so that a load test measures bookings, not refusals:
 * never more than a time's seats, one booking per customer per block and day (the demo's visit
 * limit allows two), at most `perCustomer` each (the booking route allows ten an hour). In
 * `random` order, so racing bookings spread over times as a term's do instead of all fighting
 * over one seat counter.
 */
export function assignTickets<C extends { id: string }>(
  slots: readonly OpenSlot[],
  customers: readonly C[],
  wanted: number,
  perCustomer: number,
  random: () => number = Math.random,
): { slot: OpenSlot; customer: C }[] {
  const used = new Map<string, number>();
  const taken = new Set<string>();
  const tickets: { slot: OpenSlot; customer: C }[] = [];
  let next = 0;
  for (const slot of slots) {
    for (let seat = 0; seat < slot.seats && tickets.length < wanted; seat++) {
      let found: C | undefined;
      for (let tries = 0; tries < customers.length && !found; tries++) {
        const candidate = customers[next % customers.length] as C;
        next += 1;
        const block = `${candidate.id}|${slot.location}|${slot.date}|${slot.block}`;
        if ((used.get(candidate.id) ?? 0) >= perCustomer || taken.has(block)) continue;
        used.set(candidate.id, (used.get(candidate.id) ?? 0) + 1);
        taken.add(block);
        found = candidate;
      }
      if (!found) break;
      tickets.push({ slot, customer: found });
    }
  }
  for (let i = tickets.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tickets[i], tickets[j]] = [
      tickets[j] as (typeof tickets)[number],
      tickets[i] as (typeof tickets)[number],
    ];
  }
  return tickets;
}

export interface CpuCeiling {
  /** CPU each further request costs (the slope), in ms. */
  msPerRequest: number;
  /** CPU the process burns with no request at all (the intercept: timers, pollers), in cores. */
  backgroundCores: number;
  /** Requests per second one core would serve once the background is paid. */
  ratePerCore: number;
}

/**
 * The CPU-bound ceiling of one process from (requests per second, cores used) per step: a
 * least-squares line, whose slope is the CPU a request costs and whose intercept is what the
 * process spends anyway. Dividing a step's CPU by its requests would charge that background
 * to the requests, most at the lowest rates. Undefined without two distinct rates or when
 * the CPU does not grow with the rate.
 */
export function cpuCeiling(
  points: readonly { rate: number; cores: number }[],
): CpuCeiling | undefined {
  if (points.length < 2) return undefined;
  const meanRate = points.reduce((sum, p) => sum + p.rate, 0) / points.length;
  const meanCores = points.reduce((sum, p) => sum + p.cores, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const { rate, cores } of points) {
    covariance += (rate - meanRate) * (cores - meanCores);
    variance += (rate - meanRate) ** 2;
  }
  if (variance === 0 || covariance <= 0) return undefined;
  const slope = covariance / variance;
  const backgroundCores = Math.max(0, meanCores - slope * meanRate);
  return {
    msPerRequest: slope * 1000,
    backgroundCores,
    ratePerCore: (1 - Math.min(backgroundCores, 1)) / slope,
  };
}
