import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import type { Result } from "autocannon";
import { type RouteDefinition, routeKey } from "../../shared/platform/api/route";
import { routeList } from "../../shared/route-list";

/**
 * `npm run bench -- --only load`: every public read a campus page makes, hammered by autocannon
 * at 50 connections for a fixed time, one route after another, against the preview (origin
 * figures: CloudFront's cache is not in front; every request reaches a Lambda handler).
 *
 * autocannon runs as its own process (its CLI, `--json`), not in this one: the handlers run
 * in this process behind the local adapter, and a load generator sharing their event loop
 * would measure its own work as their latency.
 */
export const LOAD = { connections: 50, seconds: 10, timeoutSeconds: 10 };

/**
 * The public reads of the campus pages (a page's first paint and its menus, hours, events and
 * sections), taken with their documented example from the route list. `date` is today's for
 * the menu of a date; the others read "now" themselves.
 */
export const LOAD_ROUTES: { key: string; extra?: () => Record<string, string> }[] = [
  { key: "GET /v1/sites/public" },
  { key: "GET /v1/sites/{slug}/info" },
  { key: "GET /v1/sites/home_tiles" },
  { key: "GET /v1/sites/todays_menu" },
  { key: "GET /v1/hours/with_locations" },
  { key: "GET /v1/locations/all_locations" },
  { key: "GET /v1/locations/status" },
  { key: "GET /v1/location/menu", extra: () => ({ date: new Date().toISOString().slice(0, 10) }) },
  { key: "GET /v1/location/{location_id}/periods/{period_id}" },
  { key: "GET /v1/location/map" },
  { key: "GET /v1/events/public_list" },
  { key: "GET /v1/events/upcoming_events" },
  { key: "GET /v1/sections/info_by_slug" },
  { key: "GET /v1/special_offers/public_list" },
  { key: "GET /v1/tiles/news_content" },
  { key: "GET /v1/reservations/locations" },
];

const HOME_TILES = "GET /v1/sites/home_tiles";

export const routeByKey = (key: string): RouteDefinition => {
  const route = routeList.find((r) => routeKey(r) === key);
  if (!route) throw new Error(`No route ${key} in shared/route-list.ts`);
  return route;
};

/** A GET route's URL with its example filled in: path parameters, the rest as the query. */
export function exampleUrl(
  route: RouteDefinition,
  baseUrl: string,
  extra: Record<string, string> = {},
): string {
  const input: Record<string, unknown> = { ...route.example, ...extra };
  const path = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = String(input[name]);
    delete input[name];
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
  return `${baseUrl}${path}${query.size ? `?${query}` : ""}`;
}

export interface LoadRow {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface LoadFigures {
  rows: LoadRow[];
  loadBefore: number[];
  loadAfter: number[];
}

const autocannonCli = () => createRequire(import.meta.url).resolve("autocannon/autocannon.js");

/** One autocannon run in a child process; its JSON result. Killed if this process exits. */
function runAutocannon(url: string): Promise<Result> {
  const child = spawn(
    process.execPath,
    [
      autocannonCli(),
      "--json",
      "--no-progress",
      "-c",
      String(LOAD.connections),
      "-d",
      String(LOAD.seconds),
      "-t",
      String(LOAD.timeoutSeconds),
      url,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const orphan = () => child.kill();
  process.once("exit", orphan);
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    err += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => {
      process.off("exit", orphan);
      if (code !== 0) {
        reject(new Error(`autocannon exited with ${code}: ${err.trim()}`));
        return;
      }
      try {
        resolve(JSON.parse(out) as Result);
      } catch {
        reject(new Error(`autocannon printed no JSON: ${out.slice(0, 200)} ${err.slice(0, 200)}`));
      }
    });
  });
}

/** A few sequential requests first: the group's module loads and its caches fill. */
async function warmUp(url: string, route: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${route} answered ${response.status} (${url})`);
  }
}

export async function measureLoad(
  baseUrl: string,
  log: (line: string) => void = () => {},
): Promise<LoadFigures> {
  const loadBefore = loadavg();
  const rows: LoadRow[] = [];
  for (const { key, extra } of LOAD_ROUTES) {
    const url = exampleUrl(routeByKey(key), baseUrl, extra?.());
    await warmUp(url, key);
    const result = await runAutocannon(url);
    const row: LoadRow = {
      route: key,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
    log(
      `${key}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms`,
    );
    rows.push(row);
  }
  return { rows, loadBefore, loadAfter: loadavg() };
}

const loads = (values: number[]) => values.map((v) => v.toFixed(1)).join(" / ");

/** The verdict: home tiles' p99 within twice the p99 of the fastest public read. */
export function homeTilesVerdict(rows: readonly LoadRow[]): {
  ok: boolean;
  homeP99: number;
  fastest: LoadRow;
} {
  const home = rows.find((row) => row.route === HOME_TILES);
  // Against the fastest other read: compared with itself the verdict could not fail.
  const fastest = rows.filter((row) => row !== home).sort((a, b) => a.p99Ms - b.p99Ms)[0];
  if (!home || !fastest) throw new Error("The load bench measured no home tiles.");
  return { ok: home.p99Ms <= 2 * fastest.p99Ms, homeP99: home.p99Ms, fastest };
}

export function loadSection(figures: LoadFigures): string[] {
  const verdict = homeTilesVerdict(figures.rows);
  return [
    `## Public reads under load (${LOAD.connections} connections, ${LOAD.seconds} s each)`,
    "",
    `Each public read a campus page makes, with its documented example, hammered by autocannon`,
    `(${LOAD.connections} connections, ${LOAD.seconds} s, one route after another, after 5 warm-up`,
    "requests) against `npm run preview`. **Origin figures: CloudFront's cache is not in front**,",
    "so every request runs a Lambda handler; in AWS most of these reads are answered by the edge",
    "for their `cache` freshness (shared/platform/api/cache.ts). Here all Lambda groups share one Node",
    "process (the local adapter behind the preview's HTTP/1.1 proxy) and DynamoDB Local shares",
    "the same 2 cores, so req/s is this machine's ceiling for one process, not a Lambda's; the",
    "comparison between routes is the point. Requests are uncompressed (no Accept-Encoding), as",
    "CloudFront asks the origin.",
    `Load average (1 / 5 / 15 min) before: ${loads(figures.loadBefore)}; after: ${loads(figures.loadAfter)}.`,
    "",
    "| Route | req/s | p50 | p99 | max | Requests | Errors | Timeouts | non-2xx |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...figures.rows.map(
      (r) =>
        `| ${r.route} | ${Math.round(r.requestsPerSecond)} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.maxMs} ms | ${r.requests} | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`,
    ),
    "",
    `Verdict: home tiles p99 ${verdict.homeP99} ms against the fastest public read's ` +
      `${verdict.fastest.p99Ms} ms (${verdict.fastest.route}): ` +
      (verdict.ok ? "**within 2×**." : "**more than 2×**."),
    "",
  ];
}
