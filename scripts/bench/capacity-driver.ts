import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { type KneeLimits, percentile, pickWeighted, withinLimits } from "./load-stats";

/**
 * The load generator of the capacity benchmark (scripts/bench/capacity-bench.ts), in its own
 * process so that its work is not counted as the handlers' (they run in the benchmark's
 * process, behind the preview). It reads a plan (JSON file named on the command line), and
 * prints one JSON line per event on stdout: phase markers, then each step's figures.
 *
 * Open loop: journeys arrive as a Poisson process at the step's rate whatever the answers
 * take, so a saturated server shows as latency, errors and an achieved rate below the offered
 * one rather than as a generator that politely slows down.
 */

export type JourneyKind = "read" | "cart" | "checkout" | "reservation";

/** Requests each journey sends when nothing fails (what turns request rates into journeys). */
export const JOURNEY_REQUESTS: Record<JourneyKind, number> = {
  read: 1,
  cart: 4,
  checkout: 5,
  reservation: 2,
};

export interface Ticket {
  /** Cookie header of a signed-in customer (session and CSRF cookies) and its CSRF token. */
  cookie: string;
  csrf: string;
  availabilityPath: string;
  booking: Record<string, unknown>;
}

export interface DriverPlan {
  baseUrl: string;
  /** Offered request rates, one step each, in order. */
  steps: number[];
  stepSeconds: number;
  timeoutMs: number;
  /** A step past these is tried once more; the ladder stops when the retry is past them too. */
  limits: KneeLimits;
  /** Serial requests per route in the profile phase (one at a time: CPU per request is clean). */
  profileRepeats: number;
  /** Shares of the requests (not of the journeys) each kind of journey makes. */
  shares: Record<JourneyKind, number>;
  reads: { key: string; path: string; weight: number }[];
  selections: Record<string, unknown>;
  mealPlan: Record<string, unknown>;
  siteId: string;
  /** Checkout bodies with their one-time card tokens; `total` is filled from the cart. */
  checkouts: Record<string, unknown>[];
  tickets: Ticket[];
  /**
   * Routes outside the mix that the capacity model prices too, measured in the profile phase
   * only: each sent by a visitor with a pre-session, `unique` fields given a fresh UUID.
   */
  extras: { key: string; path: string; body?: Record<string, unknown>; unique?: string[] }[];
  /** Sign-ups (unique emails) for the account routes: each is created, then signed in. */
  signUps: Record<string, unknown>[];
  /** A promo code of the campus, applied to a filled cart. */
  promoCode: string;
}

interface Sample {
  key: string;
  ms: number;
  /** When the answer (or the failure) came, on this process's performance clock. */
  at: number;
  status: number;
  /** "timeout", "network" when no answer came. */
  failure?: string;
}

type Emit = (event: Record<string, unknown>) => void;

class Failed extends Error {}

/** One visitor's requests: keeps cookies like a browser, records each request's answer. */
class Visitor {
  private readonly cookies = new Map<string, string>();
  private csrf = "";

  constructor(
    private readonly plan: DriverPlan,
    private readonly record: (sample: Sample) => void,
    signedIn?: { cookie: string; csrf: string },
  ) {
    if (signedIn) {
      for (const pair of signedIn.cookie.split(/;\s*/)) {
        const at = pair.indexOf("=");
        this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      this.csrf = signedIn.csrf;
    }
  }

  async call(key: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const method = key.split(" ")[0] ?? "GET";
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${this.plan.baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(this.csrf ? { "x-csrf-token": this.csrf } : {}),
          ...(this.cookies.size
            ? { cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ") }
            : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.plan.timeoutMs),
      });
      status = response.status;
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const text = await response.text();
      this.record({ key, ms: performance.now() - started, at: performance.now(), status });
      if (status < 200 || status > 299) throw new Failed(`${key} ${status}: ${text.slice(0, 200)}`);
      return JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof Failed) throw error;
      const timeout = (error as Error).name === "TimeoutError";
      if (status === 0) {
        this.record({
          key,
          ms: performance.now() - started,
          at: performance.now(),
          status,
          failure: timeout ? "timeout" : "network",
        });
      }
      throw new Failed(`${key}: ${(error as Error).message}`);
    }
  }

  async startSession(): Promise<void> {
    const answer = await this.call("GET /v1/customer/csrf", "/v1/customer/csrf");
    this.csrf = String(answer.csrf_token);
  }
}

/** Pops one-time inputs (card tokens, reservation tickets) and counts shortfalls. */
class Supply<T> {
  short = 0;
  constructor(private readonly items: T[]) {}
  take(): T | undefined {
    const item = this.items.shift();
    if (!item) this.short += 1;
    return item;
  }
}

function journeys(plan: DriverPlan) {
  const checkouts = new Supply(plan.checkouts);
  const tickets = new Supply(plan.tickets);
  const readWeights = Object.fromEntries(plan.reads.map((r) => [r.key, r.weight]));
  const readPath = new Map(plan.reads.map((r) => [r.key, r.path]));
  const site = encodeURIComponent(plan.siteId);

  const read = (visitor: Visitor, key = pickWeighted(readWeights, Math.random())) =>
    visitor.call(key, readPath.get(key) ?? "/");

  const fillCart = async (visitor: Visitor) => {
    await visitor.startSession();
    await visitor.call(
      "POST /v1/cart/update_selections",
      "/v1/cart/update_selections",
      plan.selections,
    );
    await visitor.call("POST /v1/cart/add_meal_plan", "/v1/cart/add_meal_plan", plan.mealPlan);
    const cart = await visitor.call("GET /v1/cart/fetch", `/v1/cart/fetch?site_id=${site}`);
    return Number((cart.cart as { totals: { total: number } }).totals.total);
  };

  const run: Record<JourneyKind, (record: (s: Sample) => void) => Promise<void>> = {
    read: async (record) => {
      await read(new Visitor(plan, record));
    },
    cart: async (record) => {
      await fillCart(new Visitor(plan, record));
    },
    checkout: async (record) => {
      const body = checkouts.take();
      if (!body) return read(new Visitor(plan, record)).then(() => undefined);
      const visitor = new Visitor(plan, record);
      const total = await fillCart(visitor);
      await visitor.call("POST /v1/cart/create_cc_order", "/v1/cart/create_cc_order", {
        ...body,
        total,
      });
    },
    reservation: async (record) => {
      const ticket = tickets.take();
      if (!ticket) return read(new Visitor(plan, record)).then(() => undefined);
      const visitor = new Visitor(plan, record, ticket);
      await visitor.call("GET /v1/reservations/availability", ticket.availabilityPath);
      await visitor.call("POST /v1/reservations", "/v1/reservations", ticket.booking);
    },
  };
  const extra = async (record: (s: Sample) => void, spec: DriverPlan["extras"][number]) => {
    const visitor = new Visitor(plan, record);
    if (!spec.body) return void (await visitor.call(spec.key, spec.path));
    await visitor.startSession();
    const body = { ...spec.body };
    for (const field of spec.unique ?? []) body[field] = randomUUID();
    await visitor.call(spec.key, spec.path, body);
  };
  const account = async (record: (s: Sample) => void, signUp: Record<string, unknown>) => {
    const newcomer = new Visitor(plan, record);
    await newcomer.startSession();
    await newcomer.call("POST /v1/customer/create", "/v1/customer/create", signUp);
    const returning = new Visitor(plan, record);
    await returning.startSession();
    await returning.call("POST /v1/customer/authenticate", "/v1/customer/authenticate", {
      site_id: signUp.site_id,
      email: signUp.email,
      password: signUp.password,
    });
  };
  const promo = async (record: (s: Sample) => void) => {
    const visitor = new Visitor(plan, record);
    await fillCart(visitor);
    await visitor.call("POST /v1/promo_codes/apply", "/v1/promo_codes/apply", {
      site_id: plan.siteId,
      promo_code: plan.promoCode,
    });
  };
  return { run, read, checkouts, tickets, extra, account, promo };
}

/** Journey probabilities that give each kind its share of the requests. */
export function journeyWeights(shares: Record<JourneyKind, number>): Record<JourneyKind, number> {
  const kinds = Object.keys(shares) as JourneyKind[];
  return Object.fromEntries(kinds.map((k) => [k, shares[k] / JOURNEY_REQUESTS[k]])) as Record<
    JourneyKind,
    number
  >;
}

/** Mean requests per journey under those weights. */
export function requestsPerJourney(shares: Record<JourneyKind, number>): number {
  const weights = journeyWeights(shares);
  const kinds = Object.keys(weights) as JourneyKind[];
  const total = kinds.reduce((sum, k) => sum + weights[k], 0);
  return kinds.reduce((sum, k) => sum + (weights[k] / total) * JOURNEY_REQUESTS[k], 0);
}

async function profile(plan: DriverPlan, emit: Emit): Promise<void> {
  const { run, read, extra, account, promo } = journeys(plan);
  const signUps = [...plan.signUps];
  const failures: string[] = [];
  const quiet = () => {};
  const attempt = async (what: () => Promise<unknown>) => {
    try {
      await what();
    } catch (error) {
      failures.push((error as Error).message);
    }
  };
  // Warm-up: every group's module loaded and its caches filled before anything is measured.
  for (const { key } of plan.reads) await attempt(() => read(new Visitor(plan, quiet), key));
  for (const kind of ["cart", "checkout", "reservation"] as const)
    await attempt(() => run[kind](quiet));
  for (const spec of plan.extras) await attempt(() => extra(quiet, spec));
  await attempt(() => promo(quiet));
  const warmUp = signUps.shift();
  if (warmUp) await attempt(() => account(quiet, warmUp));
  emit({ type: "profile" });
  // The parent reads the marker from a pipe: let it land before the first measured request.
  await sleep(300);
  for (const { key } of plan.reads) {
    for (let i = 0; i < plan.profileRepeats; i++)
      await attempt(() => read(new Visitor(plan, quiet), key));
  }
  const journeysEach = Math.max(3, Math.round(plan.profileRepeats / 2));
  for (const kind of ["cart", "checkout", "reservation"] as const) {
    for (let i = 0; i < journeysEach; i++) await attempt(() => run[kind](quiet));
  }
  for (const spec of plan.extras) {
    for (let i = 0; i < journeysEach; i++) await attempt(() => extra(quiet, spec));
  }
  for (let i = 0; i < journeysEach; i++) await attempt(() => promo(quiet));
  // Each costs a password hash (scrypt): a few are enough for a median.
  for (const signUp of signUps) await attempt(() => account(quiet, signUp));
  await sleep(300);
  emit({ type: "profiled", failures: failures.slice(0, 5), failed: failures.length });
}

/**
 * Waits until the server answers a request that reads nothing (the CSRF pre-session) quickly
 * three times in a row, at most 30 s: requests whose clients gave up still run to their end
 * in the server, and the next step must not start on that backlog.
 */
async function settle(plan: DriverPlan): Promise<void> {
  const giveUpAt = performance.now() + 30_000;
  let quick = 0;
  while (quick < 3 && performance.now() < giveUpAt) {
    const started = performance.now();
    try {
      const response = await fetch(`${plan.baseUrl}/v1/customer/csrf`, {
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      quick = performance.now() - started < 50 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    await sleep(200);
  }
}

function exponential(rate: number): number {
  return -Math.log(1 - Math.random()) / rate;
}

async function ladder(plan: DriverPlan, emit: Emit): Promise<void> {
  const { run, checkouts, tickets } = journeys(plan);
  const weights = journeyWeights(plan.shares);
  const perJourney = requestsPerJourney(plan.shares);
  const queue = [...plan.steps];
  let retried: number | undefined;
  for (let rate = queue.shift(); rate !== undefined; rate = queue.shift()) {
    const samples: Sample[] = [];
    const record = (sample: Sample) => samples.push(sample);
    const pending = new Set<Promise<void>>();
    const errors = new Map<string, number>();
    const journeyRate = rate / perJourney;
    const sent: Record<string, number> = {};
    await settle(plan);
    emit({ type: "step-start", rate });
    await sleep(200);
    const started = performance.now();
    const endAt = started + plan.stepSeconds * 1000;
    let nextAt = started;
    while (nextAt < endAt) {
      const now = performance.now();
      if (nextAt > now) await sleep(nextAt - now);
      // Launch every arrival that is due (a late timer launches its backlog at once).
      while (nextAt <= performance.now() && nextAt < endAt) {
        const kind = pickWeighted(weights, Math.random());
        sent[kind] = (sent[kind] ?? 0) + 1;
        const journey = run[kind](record).catch((error: unknown) => {
          const line = String((error as Error).message).slice(0, 160);
          errors.set(line, (errors.get(line) ?? 0) + 1);
        });
        pending.add(journey);
        void journey.finally(() => pending.delete(journey));
        nextAt += exponential(journeyRate) * 1000;
      }
    }
    await Promise.all(pending);
    const drained = (performance.now() - started) / 1000;
    const ms = samples.map((s) => s.ms);
    const failed = samples.filter((s) => s.failure || s.status < 200 || s.status > 299);
    const statuses: Record<string, number> = {};
    for (const s of samples) {
      const label = s.failure ?? String(s.status);
      statuses[label] = (statuses[label] ?? 0) + 1;
    }
    const byRoute: Record<string, { count: number; failed: number; p50Ms: number; p99Ms: number }> =
      {};
    for (const key of new Set(samples.map((s) => s.key))) {
      const mine = samples.filter((s) => s.key === key);
      byRoute[key] = {
        count: mine.length,
        failed: mine.filter((s) => s.failure || s.status < 200 || s.status > 299).length,
        p50Ms: percentile(
          mine.map((s) => s.ms),
          50,
        ),
        p99Ms: percentile(
          mine.map((s) => s.ms),
          99,
        ),
      };
    }
    const step = {
      type: "step",
      offered: rate,
      seconds: plan.stepSeconds,
      drainedSeconds: drained,
      requests: samples.length,
      // Answers within the arrival window over the window: a server that keeps up answers at
      // the rate sent; one that falls behind leaves the difference queued or failed.
      achieved:
        samples.filter((s) => s.at < endAt && !s.failure && s.status >= 200 && s.status <= 299)
          .length / plan.stepSeconds,
      sent: samples.filter((s) => s.at - s.ms < endAt).length / plan.stepSeconds,
      p50Ms: percentile(ms, 50),
      p99Ms: percentile(ms, 99),
      maxMs: Math.max(0, ...ms),
      errorRate: samples.length ? failed.length / samples.length : 0,
      statuses,
      journeys: sent,
      byRoute,
      errors: [...errors].sort((a, b) => b[1] - a[1]).slice(0, 5),
      short: { checkouts: checkouts.short, tickets: tickets.short },
    };
    emit(step);
    if (!withinLimits(step, plan.limits)) {
      // A failed rate is tried once more: on a shared machine a neighbour's burst can break a
      // step that the server would otherwise hold (load-stats.ts `kneeOf`).
      if (retried === rate) break;
      retried = rate;
      queue.unshift(rate);
    }
  }
}

async function main(): Promise<void> {
  // Never outlive the benchmark: if it dies, its pipe breaks or this process is re-parented.
  process.stdout.on("error", () => process.exit(1));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(1);
  }, 1000).unref();
  const file = process.argv[2];
  if (!file) throw new Error("usage: capacity-driver.ts plan.json");
  const plan = JSON.parse(readFileSync(file, "utf8")) as DriverPlan;
  const emit: Emit = (event) => process.stdout.write(`${JSON.stringify(event)}\n`);
  await profile(plan, emit);
  await ladder(plan, emit);
  emit({ type: "done" });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
