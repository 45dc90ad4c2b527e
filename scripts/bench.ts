import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { onRequestDone, type RequestDone } from "../functions/platform/request-scope";
import type { RouteDefinition } from "../shared/platform/api/route";
import { routeList } from "../shared/route-list";
import { startBrowserServer } from "../tests/support/browser-server";
import { measureCapacity } from "./bench/capacity-bench";
import { capacitySection } from "./bench/capacity-output";
import { lambdaSection, measureLambdas } from "./bench/lambda-bench";
import { lighthouseSection, pickPages, runLighthouse } from "./bench/lighthouse-bench";
import { loadSection, measureLoad } from "./bench/load-bench";
import { measureMoney, moneySection } from "./bench/money-bench";
import { ROOT } from "./local/stack";
import { startPreview } from "./preview";

/**
 * `npm run bench`: measures the budgets of the developers' brief and writes
 * docs/benchmarks.md, each part between its own markers so that one part can be re-run alone:
 * `npm run bench -- --only lighthouse` (or lambda, web, dynamo, money, load, capacity;
 * comma-separated).
 * Web pages, API calls and Lighthouse run against `npm run preview` (the production build
 * served as CloudFront serves it), never against `npm start`'s development build.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
process.env.LOG_LEVEL ??= "ERROR";

const SECTIONS = ["lambda", "web", "dynamo", "money", "lighthouse", "load", "capacity"] as const;
type Section = (typeof SECTIONS)[number];

const BUDGET = { firstLoadGzipKb: 130, roundTrips: 2, homeApiCalls: 3 };
const PAGES = ["/", "/cedarridge", "/harborstate", "/cedarridge/events"];
const BENCHMARKS = join(ROOT, "docs", "benchmarks.md");

const isCampusHome = (path: string) => path.split("/").filter(Boolean).length === 1;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? "within budget" : "**over budget**");
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(" / ");

/** A pre-session and its CSRF token, as the web app gets them (docs/decisions/accounts.md). */
async function csrfPair(baseUrl: string): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${baseUrl}/v1/customer/csrf`);
  const { csrf_token } = (await response.json()) as { csrf_token: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, token: csrf_token };
}

function requestFor(
  route: RouteDefinition,
  baseUrl: string,
  csrf: { cookie: string; token: string },
): { url: string; init: RequestInit } {
  const input = { ...route.example };
  const path = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = String(input[name]);
    delete input[name];
    return encodeURIComponent(value);
  });
  if (route.method === "GET" || route.method === "DELETE") {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
    return {
      url: `${baseUrl}${path}${query.size ? `?${query}` : ""}`,
      init: { method: route.method },
    };
  }
  return {
    url: `${baseUrl}${path}`,
    init: {
      method: route.method,
      // The pre-session and its CSRF token a browser sends (docs/decisions/accounts.md).
      headers: {
        "content-type": "application/json",
        cookie: csrf.cookie,
        "x-csrf-token": csrf.token,
      },
      body: JSON.stringify(input),
    },
  };
}

async function webSection(baseUrl: string): Promise<string[]> {
  const browserServer = await startBrowserServer();
  try {
    const browser = await chromium.connect(browserServer.wsEndpoint);
    const pages = [];
    for (const path of PAGES) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      let apiCalls = 0;
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/v1/")) apiCalls += 1;
      });
      page.on("response", async (response) => {
        if (response.request().resourceType() !== "script") return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.set(response.url(), gzipSync(body).length);
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      const gzip = [...scripts.values()].reduce((a, b) => a + b, 0);
      pages.push({ path, files: scripts.size, gzip, apiCalls });
      await context.close();
    }
    await browser.close();
    return [
      `## JavaScript a page loads first (gzip; budget ${BUDGET.firstLoadGzipKb} KB) and its API calls`,
      "",
      "Measured in Chromium at 360 px against `npm run preview`: every script the page fetched",
      "until the network was idle, lazy chunks included (the school combo box, DOMPurify for HTML",
      "tiles). `npm run build:web` prints the first render of each page (entry, static imports and",
      "the route's chunks).",
      "",
      "| Page | Scripts | JS (gzip) | API calls | Verdict |",
      "|---|---:|---:|---:|---|",
      ...pages.map(
        (p) =>
          `| ${p.path} | ${p.files} | ${kb(p.gzip)} KB | ${p.apiCalls} | ${verdict(
            p.gzip <= BUDGET.firstLoadGzipKb * 1024 &&
              (!isCampusHome(p.path) || p.apiCalls <= BUDGET.homeApiCalls),
          )} |`,
      ),
      "",
      `A campus home page's budget is ${BUDGET.homeApiCalls} API calls.`,
      "",
    ];
  } finally {
    await browserServer.stop();
  }
}

async function dynamoSection(baseUrl: string): Promise<string[]> {
  const trips: { route: RouteDefinition; done: RequestDone | undefined; status: number }[] = [];
  const csrf = await csrfPair(baseUrl);
  for (const route of routeList) {
    // Signed-in routes (customer, console) need a session the bench does not hold.
    if (route.auth !== "public") continue;
    let seen: RequestDone | undefined;
    const stop = onRequestDone((done) => {
      seen = done;
    });
    const { url, init } = requestFor(route, baseUrl, csrf);
    const response = await fetch(url, init);
    await response.arrayBuffer();
    stop();
    trips.push({ route, done: seen, status: response.status });
  }
  return [
    `## DynamoDB round trips per API call (budget ${BUDGET.roundTrips})`,
    "",
    "Each public route replayed once with its documented example against the demo campuses.",
    "Calls are DynamoDB requests; round trips are sequential waves of them (requests sent",
    "together share one round trip), which is what the budget limits. Duration is the handler's",
    "own time on the local stack (warm, DynamoDB Local on this machine), the input of the Lambda",
    "GB-seconds in docs/cost.md.",
    "",
    "| Route | HTTP status | Calls | Round trips | Duration (local) | Verdict |",
    "|---|---:|---:|---:|---:|---|",
    ...trips.map(
      (t) =>
        `| ${t.route.method} ${t.route.path} | ${t.status} | ${t.done?.dynamoCalls ?? "n/a"} | ${t.done?.dynamoRoundTrips ?? "n/a"} | ${t.done ? `${Math.round(t.done.durationMs)} ms` : "n/a"} | ${verdict((t.done?.dynamoRoundTrips ?? 0) <= BUDGET.roundTrips)} |`,
    ),
    "",
  ];
}

const marker = (section: Section, end = false) => `<!-- bench:${end ? "/" : ""}${section} -->`;

/** Replaces the measured parts of docs/benchmarks.md and keeps the others as they were. */
function writeBenchmarks(measured: Partial<Record<Section, string[]>>): string {
  const previous = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, "utf8") : "";
  const kept = (section: Section) => {
    const from = previous.indexOf(marker(section));
    const to = previous.indexOf(marker(section, true));
    if (from < 0 || to < 0) {
      return [`Not measured yet: \`npm run bench -- --only ${section}\`.`, ""].join("\n");
    }
    return previous.slice(from + marker(section).length, to).replace(/^\n/, "");
  };
  const lines = [
    "# Benchmarks",
    "",
    "Written by `npm run bench` (each part can be re-run alone: `npm run bench -- --only",
    "lighthouse`; parts not re-run keep their earlier figures and date). Each heading names its",
    "budget, the limit a change must stay within; docs/cost.md turns these figures into money.",
    "",
    ...SECTIONS.flatMap((section) => {
      const body = measured[section];
      return [
        marker(section),
        body
          ? [
              `_Measured ${new Date().toISOString().slice(0, 10)}, Node ${process.version}._`,
              "",
              ...body,
            ].join("\n")
          : kept(section).trimEnd().concat("\n"),
        marker(section, true),
        "",
      ];
    }),
  ];
  const text = `${lines.join("\n").trimEnd()}\n`;
  writeFileSync(BENCHMARKS, text);
  return text;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      runs: { type: "string" },
      page: { type: "string", multiple: true },
    },
  });
  const only = (values.only?.split(",") ?? [...SECTIONS]).map((s) => s.trim()) as Section[];
  const unknown = only.filter((section) => !SECTIONS.includes(section));
  if (unknown.length)
    throw new Error(`Unknown part ${unknown.join(", ")}: use ${SECTIONS.join(", ")}`);
  const log = (line: string) => console.log(`  ${line}`);
  const measured: Partial<Record<Section, string[]>> = {};
  let violations = 0;

  if (only.includes("lambda")) {
    console.log("Bundling each Lambda group and timing its import ...");
    const runs = Number(values.runs ?? 9);
    const figures = await measureLambdas({ runs, log });
    measured.lambda = lambdaSection(figures, runs, loadAverage());
  }

  if (only.some((section) => section !== "lambda")) {
    console.log("Building the web app (production) and starting the preview ...");
    const preview = await startPreview({ port: 0, securePort: 0 });
    try {
      if (only.includes("dynamo")) {
        console.log("Replaying the public routes ...");
        measured.dynamo = await dynamoSection(preview.url);
      }
      if (only.includes("money")) {
        console.log("Checking out a burst of buyers, sweeping, auditing the table ...");
        const figures = await measureMoney(preview.url);
        measured.money = moneySection(figures);
        violations = figures.audit.violations.length;
      }
      if (only.includes("web")) {
        console.log("Loading pages in Chromium ...");
        measured.web = await webSection(preview.url);
      }
      if (only.includes("lighthouse")) {
        console.log("Running Lighthouse on each page ...");
        const figures = await runLighthouse({
          baseUrl: preview.secureUrl,
          log,
          ...(values.page ? { pages: pickPages(values.page) } : {}),
          ...(values.runs ? { runs: Number(values.runs) } : {}),
        });
        // A quick look at a few pages is printed, not written over the table of every page.
        if (values.page) console.log(lighthouseSection(figures, loadAverage()).join("\n"));
        else measured.lighthouse = lighthouseSection(figures, loadAverage());
      }
      // Last: the capacity ladder leaves orders, bookings and mail of its own in the table,
      // which the money audit above must not see, and its overload must not slow the others.
      if (only.includes("load")) {
        console.log("Hammering each public read with autocannon ...");
        measured.load = loadSection(await measureLoad(preview.url, log));
      }
      if (only.includes("capacity")) {
        console.log("Driving the mixed workload up a ladder of arrival rates ...");
        measured.capacity = capacitySection(await measureCapacity(preview.url, log));
      }
    } finally {
      await preview.stop();
    }
  }
  if (Object.keys(measured).length > 0) console.log(writeBenchmarks(measured));
  if (violations > 0) throw new Error(`The money audit found ${violations} violation(s).`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
