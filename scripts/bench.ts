import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { onRequestDone, type RequestDone } from "../functions/lib/request-scope";
import { esbuildOptions, groupLayerLibraries, layerLibraryOptions } from "../infra/bundling";
import type { RouteDefinition } from "../shared/api/route";
import { routeGroups, routeList } from "../shared/api/route-list";
import { startBrowserServer } from "../tests/support/browser-server";
import { buildWeb } from "./build-web";
import { ROOT, startLocalStack } from "./local/stack";

/**
 * `npm run bench`: measures the budgets of the developers' brief and writes
 * docs/benchmarks.md. Sizes and counts, not timings, so the figures are repeatable.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
process.env.LOG_LEVEL ??= "ERROR";

const BUDGET = { lambdaKb: 250, firstLoadGzipKb: 130, roundTrips: 2, homeApiCalls: 3 };
const PAGES = ["/", "/cedarridge", "/harborstate", "/cedarridge/events"];

const isCampusHome = (path: string) => path.split("/").filter(Boolean).length === 1;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? "within budget" : "**over budget**");

async function lambdaSizes(): Promise<{ group: string; bytes: number; layerBytes: number }[]> {
  const out = mkdtempSync(join(tmpdir(), "doc-bench-"));
  try {
    const sizes = [];
    for (const group of routeGroups()) {
      const outfile = join(out, group, "index.mjs");
      await build({ ...esbuildOptions(group, outfile), logLevel: "silent" });
      let layerBytes = 0;
      for (const library of groupLayerLibraries[group] ?? []) {
        const options = layerLibraryOptions(library, join(out, `${group}-layer`));
        await build({ ...options, logLevel: "silent" });
        layerBytes += statSync(options.outfile as string).size;
      }
      sizes.push({ group, bytes: statSync(outfile).size, layerBytes });
    }
    return sizes;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

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

async function main(): Promise<void> {
  console.log("Bundling each Lambda group ...");
  const lambdas = await lambdaSizes();

  console.log("Building the web app (production) ...");
  await (await buildWeb({ watch: false, production: true })).stop();

  console.log("Starting the local stack with the demo campuses ...");
  const stack = await startLocalStack({
    port: 0,
    tableName: "bench",
    seed: async () => {
      const { onboardDemoCampuses } = await import("./onboarding/demo");
      await onboardDemoCampuses({ now: new Date(), log: () => {} });
    },
  });
  const browserServer = await startBrowserServer();
  try {
    const trips: { route: RouteDefinition; done: RequestDone | undefined; status: number }[] = [];
    const csrf = await csrfPair(stack.url);
    for (const route of routeList) {
      if (route.auth === "customer") continue;
      let seen: RequestDone | undefined;
      const stop = onRequestDone((done) => {
        seen = done;
      });
      const { url, init } = requestFor(route, stack.url, csrf);
      const response = await fetch(url, init);
      await response.arrayBuffer();
      stop();
      trips.push({ route, done: seen, status: response.status });
    }

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
      await page.goto(`${stack.url}${path}`, { waitUntil: "networkidle" });
      const gzip = [...scripts.values()].reduce((a, b) => a + b, 0);
      const largest = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.log(
        path,
        largest.map(([url, bytes]) => `${new URL(url).pathname} ${kb(bytes)}`).join(", "),
      );
      pages.push({ path, files: scripts.size, gzip, apiCalls });
      await context.close();
    }
    await browser.close();

    const lines = [
      "# Benchmarks",
      "",
      `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}). Sizes and counts, not`,
      "timings: they repeat exactly for the same code. Budgets come from the developers' brief.",
      "",
      `## Lambda bundles (minified, AWS SDK external; budget ${BUDGET.lambdaKb} KB each)`,
      "",
      "Libraries a single route needs are shipped in a layer and required on first use",
      "(infra/bundling.ts `groupLayerLibraries`); their size is listed apart.",
      "",
      "| Group | Bundle | Layer (on demand) | Verdict |",
      "|---|---:|---:|---|",
      ...lambdas.map(
        (l) =>
          `| ${l.group} | ${kb(l.bytes)} KB | ${l.layerBytes ? `${kb(l.layerBytes)} KB` : "-"} | ${verdict(l.bytes <= BUDGET.lambdaKb * 1024)} |`,
      ),
      "",
      `## JavaScript a page loads first (gzip; budget ${BUDGET.firstLoadGzipKb} KB) and its API calls`,
      "",
      "Measured in Chromium at 360 px: every script the page fetched until the network was idle,",
      "lazy chunks included (the school combo box, DOMPurify for HTML tiles). `npm run build:web`",
      "prints the first render of each page (entry, static imports and the route's chunks).",
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
      `## DynamoDB round trips per API call (budget ${BUDGET.roundTrips})`,
      "",
      "Each public route replayed once with its documented example against the demo campuses.",
      "Calls are DynamoDB requests; round trips are sequential waves of them (requests sent",
      "together share one round trip), which is what the budget limits.",
      "",
      "| Route | HTTP status | Calls | Round trips | Verdict |",
      "|---|---:|---:|---:|---|",
      ...trips.map(
        (t) =>
          `| ${t.route.method} ${t.route.path} | ${t.status} | ${t.done?.dynamoCalls ?? "n/a"} | ${t.done?.dynamoRoundTrips ?? "n/a"} | ${verdict((t.done?.dynamoRoundTrips ?? 0) <= BUDGET.roundTrips)} |`,
      ),
      "",
    ];
    writeFileSync(join(ROOT, "docs", "benchmarks.md"), lines.join("\n"));
    console.log(lines.join("\n"));
  } finally {
    await browserServer.stop();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
