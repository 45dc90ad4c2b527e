import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { RequestDone } from "../../functions/platform/request-scope";
import { ROOT } from "../local/stack";
import {
  billedWriteUnits,
  type CpuCeiling,
  cpuCeiling,
  DEFAULT_KNEE_LIMITS,
  percentile,
  type StepFigures,
  withinLimits,
} from "./load-stats";

/**
 * What the capacity benchmark (scripts/bench/capacity-bench.ts) measured, as the part of
 * docs/benchmarks.md between its markers and as infra/capacity-measured.json, the measured
 * input of the capacity model (infra/capacity-model.ts).
 */
export const CAPACITY_JSON = join(ROOT, "infra", "capacity-measured.json");

export interface StepResult extends StepFigures {
  requests: number;
  maxMs: number;
  statuses: Record<string, number>;
  /** CPU of the whole server process (handlers, adapter, proxy, outbox) per request answered. */
  processCpuMsPerRequest: number;
  /** That CPU over the step's wall time: 1.0 is one core busy the whole step. */
  processCpuCores: number;
  /** The same for DynamoDB Local and for the load driver (undefined without /proc). */
  emulatorCpuCores: number | undefined;
  driverCpuCores: number | undefined;
  errors: [string, number][];
}

export interface RouteCost {
  route: string;
  share: number;
  samples: number;
  cpuMsP50: number;
  rcu: number;
  /** As AWS bills them (load-stats.ts `billedWriteUnits`); `wcuReported` as the emulator said. */
  wcu: number;
  wcuReported: number;
  calls: number;
  roundTrips: number;
}

export interface CapacityFigures {
  measuredAt: string;
  stepSeconds: number;
  /** Serial requests per read route in the profile phase (half as many of each journey). */
  profileRepeats: number;
  loadBefore: number[];
  loadAfter: number[];
  steps: StepResult[];
  knee: StepResult | undefined;
  routes: RouteCost[];
  profileFailures: { failed: number; first: string[] };
  short: { checkouts: number; tickets: number };
  customers: number;
  /** Routes infra/capacity-measured.json listed that this run did not measure (kept, estimated). */
  notMeasured: string[];
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0;

/**
 * Each route's cost from its requests profiled one at a time: median CPU, mean units and
 * calls; its share from the requests the ladder sent (`sent` by route key).
 */
export function routeCosts(
  profiled: readonly RequestDone[],
  sent: ReadonlyMap<string, number>,
): RouteCost[] {
  const total = [...sent.values()].reduce((a, b) => a + b, 0);
  const byRoute = new Map<string, RequestDone[]>();
  for (const done of profiled) {
    byRoute.set(done.routeKey, [...(byRoute.get(done.routeKey) ?? []), done]);
  }
  return [...byRoute]
    .map(([route, samples]) => ({
      route,
      share: total ? (sent.get(route) ?? 0) / total : 0,
      samples: samples.length,
      cpuMsP50: percentile(
        samples.map((s) => s.cpuMs ?? 0),
        50,
      ),
      rcu: mean(samples.map((s) => s.readUnits ?? 0)),
      wcu: mean(samples.map((s) => billedWriteUnits(s.writeUnits ?? 0, s.transactWriteUnits ?? 0))),
      wcuReported: mean(samples.map((s) => s.writeUnits ?? 0)),
      calls: mean(samples.map((s) => s.dynamoCalls)),
      roundTrips: mean(samples.map((s) => s.dynamoRoundTrips)),
    }))
    .sort((a, b) => b.share - a.share || a.route.localeCompare(b.route));
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * Routes the file listed before that this run could not measure keep their earlier figures,
 * marked `estimated` (the payment webhook: the preview has no Stripe account to sign one), so
 * the capacity model still finds every route it prices.
 */
function carriedOver(measured: ReadonlySet<string>): Record<string, Record<string, unknown>> {
  if (!existsSync(CAPACITY_JSON)) return {};
  try {
    const previous = JSON.parse(readFileSync(CAPACITY_JSON, "utf8")) as {
      routes?: Record<string, Record<string, unknown>>;
    };
    return Object.fromEntries(
      Object.entries(previous.routes ?? {})
        .filter(([route]) => !measured.has(route))
        .map(([route, cost]) => [route, { ...cost, estimated: true }]),
    );
  } catch {
    return {};
  }
}

/** infra/capacity-measured.json: what the capacity model (infra/capacity-model.ts) reads. */
export function writeCapacityJson(figures: CapacityFigures): string[] {
  const kept = carriedOver(new Set(figures.routes.map((r) => r.route)));
  const json = {
    measuredAt: figures.measuredAt,
    node: process.version,
    loadAverage: figures.loadBefore.map((load) => round(load)),
    source:
      "npm run bench -- --only capacity (scripts/bench/capacity-bench.ts) against npm run preview: " +
      "cpuMs is the median CPU of the whole process while one request ran alone; rcu/wcu are " +
      "DynamoDB Local's ConsumedCapacity (TOTAL, indexes included) per request, TransactWriteItems halved " +
      "to AWS's 2 units per KB; calls are DynamoDB requests per request; share is the route's part of the mix.",
    knee: figures.knee
      ? { rate: figures.knee.offered, p99Ms: round(figures.knee.p99Ms, 1) }
      : { rate: 0, p99Ms: round(figures.steps[0]?.p99Ms ?? 0, 1) },
    serverCeiling: (() => {
      const ceiling = serverCeiling(figures.steps);
      return ceiling
        ? {
            msPerRequest: round(ceiling.msPerRequest),
            backgroundCores: round(ceiling.backgroundCores),
            ratePerCore: round(ceiling.ratePerCore, 1),
          }
        : null;
    })(),
    ladder: figures.steps.map((s) => ({
      offered: s.offered,
      sent: round(s.sent, 1),
      achieved: round(s.achieved, 1),
      p50Ms: round(s.p50Ms, 1),
      p99Ms: round(s.p99Ms, 1),
      errorRate: round(s.errorRate, 4),
      processCpuMsPerRequest: round(s.processCpuMsPerRequest),
    })),
    notMeasured: Object.keys(kept),
    routes: Object.fromEntries([
      ...figures.routes.map((r) => [
        r.route,
        {
          cpuMs: round(r.cpuMsP50),
          rcu: round(r.rcu),
          wcu: round(r.wcu),
          calls: round(r.calls),
          share: round(r.share, 4),
        },
      ]),
      ...Object.entries(kept),
    ]),
  };
  writeFileSync(CAPACITY_JSON, `${JSON.stringify(json, null, 2)}\n`);
  // In the repository's own format, so that `npm run lint` passes on a freshly measured file.
  execFileSync(
    process.execPath,
    [
      createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome"),
      "format",
      "--write",
      CAPACITY_JSON,
    ],
    { stdio: "ignore" },
  );
  return Object.keys(kept);
}

const loads = (values: number[]) => values.map((v) => v.toFixed(1)).join(" / ");
const pct = (value: number) => `${(value * 100).toFixed(value < 0.1 ? 2 : 1)} %`;
const units = (value: number) => (value === 0 ? "0" : value.toFixed(value < 10 ? 2 : 1));

/**
 * The server process's CPU-bound ceiling from the steps that kept up (all steps when fewer
 * than two did): requests handled per second against cores used (load-stats.ts `cpuCeiling`).
 */
export function serverCeiling(steps: readonly StepResult[]): CpuCeiling | undefined {
  const kept = steps.filter((s) => withinLimits(s));
  const points = (kept.length >= 2 ? kept : steps)
    .filter((s) => s.processCpuMsPerRequest > 0)
    .map((s) => ({
      rate: (s.processCpuCores * 1000) / s.processCpuMsPerRequest,
      cores: s.processCpuCores,
    }));
  return cpuCeiling(points);
}

/**
 * What broke the first failing step: the server process's own core (near 1.00: a single Node
 * process is single-threaded) or something beside it (neighbours on the machine, the emulator).
 */
function saturation(steps: readonly StepResult[]): string[] {
  const broke = steps.find((s) => !withinLimits(s));
  if (!broke) return [];
  const own = broke.processCpuCores >= 0.8;
  return [
    `At the first step past the limits (${broke.offered} req/s) the server process used ${broke.processCpuCores.toFixed(2)} cores: ` +
      (own
        ? "its one thread was the bottleneck."
        : "not its own CPU; it was waiting for a core the machine's other processes held, or for DynamoDB Local."),
  ];
}

export function capacitySection(figures: CapacityFigures): string[] {
  const { knee } = figures;
  const ceiling = serverCeiling(figures.steps);
  const limits = DEFAULT_KNEE_LIMITS;
  const statuses = (s: StepResult) =>
    Object.entries(s.statuses)
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, n]) => `${n}× ${status}`)
      .join(", ") || "-";
  return [
    "## Capacity: a campus at lunch, up a ladder of arrival rates",
    "",
    "A mixed workload against `npm run preview`: 80 % of requests are public reads (campus",
    "home, menus, hours, locations, events, sections), 10 % fill a cart (pre-session, customer",
    "selections, add the Block 100 plan, fetch the cart), 6 % do that and pay with the sandbox's",
    "approving card, 4 % are signed-in customers reading a day's availability and booking a",
    "table (sessions signed with the stack's key for stored customers, as the integration tests",
    "do; every booking is one the rules admit, so bookings are measured, not refusals). A",
    "journey's requests run in sequence; journeys arrive as a Poisson process at each step's",
    `rate for ${figures.stepSeconds} s, from a driver in its own process (scripts/bench/capacity-driver.ts),`,
    "open loop: a slow server does not slow the arrivals. A step with",
    `${pct(limits.maxErrorRate)} errors or more, a p99 of ${limits.maxP99Ms} ms or more, or fewer than ${limits.minAchievedRatio * 100} % of`,
    "the requests sent answered within it is run once more at the same rate",
    "(on this shared machine a neighbour's burst can break one step); the ladder stops when the",
    "retry fails too. Before each step the driver waits until the server answers quickly again:",
    "requests whose clients gave up at the 10 s timeout still run to their end in the server.",
    "**Origin figures on one machine**: every Lambda group runs in one Node process behind the",
    "preview, with DynamoDB Local and the driver on the same 2 cores; CloudFront's cache is not",
    "in front. The knee is this machine's, not AWS's; the per-route costs below are what scale.",
    `Load average (1 / 5 / 15 min) before: ${loads(figures.loadBefore)}; after: ${loads(figures.loadAfter)}.`,
    "",
    "| Offered | Sent | Achieved | p50 | p99 | max | Errors | Not 2xx | Server CPU per request | CPU cores: server / DynamoDB Local / driver |",
    "|---:|---:|---:|---:|---:|---:|---:|---|---:|---|",
    ...figures.steps.map(
      (s) =>
        `| ${s.offered} req/s | ${s.sent.toFixed(1)} req/s | ${s.achieved.toFixed(1)} req/s | ${Math.round(s.p50Ms)} ms | ${Math.round(s.p99Ms)} ms | ${Math.round(s.maxMs)} ms | ${pct(s.errorRate)} | ${statuses(s)} | ${s.processCpuMsPerRequest.toFixed(2)} ms | ${[s.processCpuCores, s.emulatorCpuCores, s.driverCpuCores].map((c) => c?.toFixed(2) ?? "?").join(" / ")} |`,
    ),
    "",
    ...(ceiling
      ? [
          `The server process's CPU grew by ${ceiling.msPerRequest.toFixed(1)} ms per request of this mix over a background of`,
          `${ceiling.backgroundCores.toFixed(2)} cores (mail outbox and stream pollers, timers; a line fitted to the steps that kept up), so`,
          `one core that nothing else wanted would serve about **${Math.round(ceiling.ratePerCore)} req/s**: the CPU-bound ceiling`,
          "of one Node process, which neighbours on a busy machine lower (the load average above).",
        ]
      : []),
    ...saturation(figures.steps),
    "",
    knee
      ? `**Knee: ${knee.offered} req/s** (p99 ${Math.round(knee.p99Ms)} ms, ${pct(knee.errorRate)} errors): the last step with errors under ${pct(limits.maxErrorRate)}, p99 under ${limits.maxP99Ms} ms and at least ${limits.minAchievedRatio * 100} % of the requests sent answered within the step.`
      : "**No knee**: the first step already broke the limits.",
    "Offered is the step's nominal rate, sent what the random arrivals actually sent within it,",
    "achieved the 2xx answers that came within the step's arrival window. Latencies are",
    "per request (a journey's requests each count), failures included at the time they took.",
    "Server CPU is the whole benchmark process (handlers, local adapter, preview proxy, mail",
    "outbox) over the step, per request it answered and in cores (1.00 = one core all along);",
    "beside it the cores DynamoDB Local and the driver used (from /proc). The machine has 2.",
    ...figures.steps
      .filter((s) => s.errors.length > 0)
      .slice(0, 2)
      .map(
        (s) =>
          `Failures at ${s.offered} req/s: ${s.errors
            .slice(0, 3)
            .map(([line, n]) => `${n}× ${line}`)
            .join("; ")}.`,
      ),
    figures.short.checkouts + figures.short.tickets > 0
      ? `Card tokens or booking tickets ran out ${figures.short.checkouts + figures.short.tickets} times (those journeys read instead).`
      : "",
    "",
    "### What each route of the mix costs",
    "",
    `Each route measured alone, one request at a time (${figures.profileRepeats} per read, ${Math.max(3, Math.round(figures.profileRepeats / 2))} of each journey, after a`,
    "warm-up): CPU is the process's CPU time from the handler's request scope opening to its",
    "report (functions/platform/request-scope.ts; the SDK's signing, HTTP and JSON included, DynamoDB",
    "Local's own time not: it is another process), median. Capacity units are what DynamoDB Local",
    "answered with `ReturnConsumedCapacity: TOTAL` (asked only while this benchmark measures:",
    "`measureRequestCost`), indexes included, mean per request. DynamoDB Local reports a",
    "TransactWriteItems item at 4 write units per KB, twice AWS's documented 2 (prepare and",
    "commit), so transactional writes are halved (the emulator's own figure in brackets); it",
    "reports no units for a transaction's ConditionCheck items, nor for a conditional write it",
    "refused, so writes are a floor. Share is the route's part of the requests the ladder sent.",
    `Profile failures: ${figures.profileFailures.failed}${figures.profileFailures.first.length ? ` (${figures.profileFailures.first.join("; ")})` : ""}.`,
    "",
    "| Route | Share of mix | CPU ms p50 | RCU | WCU | DynamoDB calls | Round trips |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...figures.routes.map(
      (r) =>
        `| ${r.route} | ${pct(r.share)} | ${r.cpuMsP50.toFixed(2)} | ${units(r.rcu)} | ${units(r.wcu)}${r.wcu !== r.wcuReported ? ` (${units(r.wcuReported)})` : ""} | ${r.calls.toFixed(1)} | ${r.roundTrips.toFixed(1)} |`,
    ),
    "",
    "Routes with a share of 0 are not in the mix: the capacity model (infra/capacity-model.ts)",
    "prices them too, so they are measured alone the same way (sign-up and sign-in each hash a",
    "password; the promo code is applied to a filled cart).",
    ...(figures.notMeasured.length
      ? [
          `Not measured by this run: ${figures.notMeasured.join(", ")}; infra/capacity-measured.json`,
          "keeps the earlier figures for them, marked `estimated` (the payment webhook needs a",
          "Stripe account to sign its events, which the preview does not have).",
        ]
      : []),
    "All of this is also written to infra/capacity-measured.json for the capacity model.",
    "",
  ];
}
