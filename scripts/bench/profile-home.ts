import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { measureRequestCost, onRequestDone } from "../../functions/platform/request-scope";
import { importGroupHandler } from "../local/group-handler-module";
import { startLocalStack } from "../local/stack";
import { exampleUrl, routeByKey } from "./load-bench";

/**
 * Where a warm `GET /v1/sites/home_tiles` spends its CPU: the sites handler called in this
 * process against DynamoDB Local with the demo campuses (as the preview serves them), one
 * request at a time.
 *
 * Prints, per request: the handler's CPU as the capacity benchmark counts it (the process's
 * CPU from the request scope opening to its report, median: the SDK, HTTP and JSON included,
 * DynamoDB Local's own time not, it is another process), beside the same figure for the
 * cheapest public reads; the tiles' pure assembly alone, and each of its reads alone. Then
 * the top frames of a V8 CPU profile of the home tiles loop, by self time.
 *
 *   npx tsx scripts/bench/profile-home.ts [--calls 300] [--profile out.cpuprofile] [--top 25]
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
process.env.LOG_LEVEL ??= "ERROR";

const { values } = parseArgs({
  options: {
    calls: { type: "string", default: "300" },
    profile: { type: "string" },
    top: { type: "string", default: "25" },
  },
});
const CALLS = Number(values.calls);
const WARM_UP = 30;
const HOME_TILES = "GET /v1/sites/home_tiles";
/** The home tiles, and reads of one request each to compare them with. */
const ROUTES = [HOME_TILES, "GET /v1/sites/{slug}/info", "GET /v1/sections/info_by_slug"];

const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(" / ");

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;

console.log(`Load average before: ${loadAverage()}`);
const stack = await startLocalStack({
  port: 0,
  tableName: "profile-home",
  seed: async () => {
    const { onboardDemoCampuses } = await import("../onboarding/demo");
    await onboardDemoCampuses({ now: new Date(), log: () => {} });
  },
});

try {
  const { httpApiEvent, lambdaContext } = await import("../../tests/fixtures/http-api-event");
  /** A warm caller of the route's example, as the load benchmark sends it. */
  const callerOf = async (key: string) => {
    const route = routeByKey(key);
    const { handler } = (await importGroupHandler(route.group)) as {
      handler: Handler;
    };
    const url = new URL(exampleUrl(route, "http://localhost"));
    const event = {
      ...httpApiEvent,
      routeKey: key,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      pathParameters: Object.fromEntries(
        [...key.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [
          name,
          String((route.example as Record<string, unknown>)[name as string]),
        ]),
      ),
      queryStringParameters: Object.fromEntries(url.searchParams),
    };
    let bytes = 0;
    const call = async () => {
      const result = await handler(structuredClone(event), lambdaContext);
      if (result.statusCode !== 200) throw new Error(`${key}: ${result.statusCode} ${result.body}`);
      bytes = result.body.length;
    };
    for (let i = 0; i < WARM_UP; i++) await call();
    return { call, bytes: () => bytes };
  };

  // Handler CPU per route, as the capacity benchmark measures it.
  measureRequestCost(true);
  const cpuPerRequest = new Map<string, number[]>();
  const stop = onRequestDone((done) => {
    if (done.cpuMs === undefined) return;
    cpuPerRequest.set(done.routeKey, [...(cpuPerRequest.get(done.routeKey) ?? []), done.cpuMs]);
  });
  const sizes = new Map<string, number>();
  for (const key of ROUTES) {
    const { call, bytes } = await callerOf(key);
    cpuPerRequest.delete(key);
    for (let i = 0; i < CALLS; i++) await call();
    sizes.set(key, bytes());
  }
  stop();
  measureRequestCost(false);

  // The profile, without the cost measurement's own work.
  const home = await callerOf(HOME_TILES);
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  const processCpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) await home.call();
  const perRequest = cpuMs(process.cpuUsage(processCpu)) / CALLS;
  const wall = (performance.now() - started) / CALLS;
  const { profile } = await session.post("Profiler.stop");
  session.disconnect();

  // The parts: the pure assembly of the clock-dependent tiles from one read, each read alone.
  const { readHome } = await import("../../functions/site-content/sites/home-store");
  const { clockTiles, todaysMenu } = await import(
    "../../functions/site-content/sites/home-service"
  );
  const { publishedSite } = await import("../../functions/platform/site-cache");
  const { publishedSurveys } = await import("../../functions/visitor-forms/survey-list");
  const { HOME_SURVEY_COUNT } = await import("../../shared/visitor-forms/survey");
  const siteId = String(routeByKey(HOME_TILES).example?.site_id);
  const now = new Date();
  const [site, content] = await Promise.all([publishedSite(siteId, now), readHome(siteId, now)]);
  const assemble = () =>
    JSON.stringify({
      todays_menu: todaysMenu(content.locations, content.menus, now, site.time_zone),
      ...clockTiles(content.locations, now, site.time_zone),
    });
  const perCall = async (run: () => unknown) => {
    for (let i = 0; i < WARM_UP; i++) await run();
    const before = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) await run();
    return cpuMs(process.cpuUsage(before)) / CALLS;
  };
  const pure = await perCall(assemble);
  const homeRead = await perCall(() => readHome(siteId, now));
  const surveysRead = await perCall(() => publishedSurveys(siteId, HOME_SURVEY_COUNT));

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `${HOME_TILES} (${siteId}: ${content.locations.length} locations, ${content.events.length} events), ${CALLS} calls each, one at a time:`,
  );
  for (const key of ROUTES) {
    console.log(
      `  ${key}: ${ms(median(cpuPerRequest.get(key) ?? []))} CPU per request (median, request scope), ${sizes.get(key)} bytes`,
    );
  }
  console.log(`  home tiles, whole process: ${ms(perRequest)} CPU per request, ${ms(wall)} wall`);
  console.log(`  pure tiles (menu, hours, status) and their JSON: ${ms(pure)} CPU`);
  console.log(`  the home's Query alone: ${ms(homeRead)} CPU`);
  console.log(`  the surveys' Query and vote shards alone: ${ms(surveysRead)} CPU`);
  console.log(`Load average after: ${loadAverage()}`);

  if (values.profile) writeFileSync(values.profile, JSON.stringify(profile));
  // Self time per function (name and file:line), from the profile's samples.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<number, number>();
  for (const sample of profile.samples ?? []) counts.set(sample, (counts.get(sample) ?? 0) + 1);
  const self = new Map<string, number>();
  let total = 0;
  for (const [id, count] of counts) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const file = frame.url.replace(/^.*\/(node_modules|work\/main)\//, "");
    const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + count);
    total += count;
  }
  console.log(`\nTop frames of the home tiles loop by self time (${total} samples):`);
  for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
    console.log(`  ${((100 * count) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
} finally {
  await stack.stop();
}
