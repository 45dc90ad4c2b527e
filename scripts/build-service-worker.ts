import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { offlineRouteTable } from "../shared/platform/offline/cache-rule";
import { routeList } from "../shared/route-list";
import { SERVICE_WORKER_FILE, WORKER_META } from "../web/src/sw/cache-names";
import type { WorkerConfig } from "../web/src/sw/worker-types";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SW_DIR = join(ROOT, "web", "src", "sw");
const TARGET = ["es2022", "chrome111", "edge111", "firefox114", "safari16.4"];

/**
 * The route chunks the campus home, hours, menu and plain section pages run, precached by an
 * updating worker so those pages open offline right after an update (docs/web-app.md, "Offline").
 */
export const OFFLINE_PAGES = [
  "features/site-content/site-shell/routes/site-layout-route.tsx",
  "app/home-page.tsx",
  "app/section-switch.tsx",
  "features/site-content/sections/routes/section-route.tsx",
  "features/menus/hours/routes/hours-route.tsx",
  "features/menus/menus/routes/menu-route.tsx",
];

export type ServiceWorkerMode = "on" | "off";

/** SERVICE_WORKER=off builds the kill switch; unset or `on` builds the worker. */
export function serviceWorkerMode(value: string | undefined): ServiceWorkerMode {
  if (value === undefined || value === "" || value === "on") return "on";
  if (value === "off") return "off";
  throw new Error(`SERVICE_WORKER must be "on" or "off", not "${value}"`);
}

/** The page's marker that the worker is on: lib/offline-register.ts registers what it names. */
export function withWorkerMarker(html: string): string {
  const tag = `<meta name="${WORKER_META}" content="/${SERVICE_WORKER_FILE}" />`;
  if (!html.includes("</head>")) throw new Error("index.html has no </head> for the worker tag");
  return html.replace("</head>", () => `${tag}</head>`);
}

/** The same page without the marker: what a kill-switch build serves. */
export const withoutWorkerMarker = (html: string): string =>
  html.replace(new RegExp(`<meta name="${WORKER_META}" content="[^"]*" />`, "g"), "");

function staticImports(metafile: esbuild.Metafile, file: string, seen = new Set<string>()) {
  for (const imported of metafile.outputs[file]?.imports ?? []) {
    if (imported.kind !== "import-statement" || seen.has(imported.path)) continue;
    seen.add(imported.path);
    staticImports(metafile, imported.path, seen);
  }
  return seen;
}

/** The app shell: index.html and every hashed file it references (boot, entry, preloads, CSS). */
export function shellUrls(html: string): string[] {
  const referenced = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  return ["/index.html", ...new Set(referenced)];
}

/** The offline pages' chunks and their static imports, less the shell's, as URLs. */
export function offlinePageUrls(
  metafile: esbuild.Metafile,
  dist: string,
  shell: readonly string[],
): string[] {
  const outputs = Object.entries(metafile.outputs);
  const chunks = OFFLINE_PAGES.flatMap((source) => {
    const chunk = outputs.find(([, output]) =>
      output.entryPoint?.replace(/\\/g, "/").endsWith(`web/src/${source}`),
    );
    if (!chunk) throw new Error(`No lazy chunk for ${source} (scripts/build-service-worker.ts)`);
    return [chunk[0], ...staticImports(metafile, chunk[0])];
  });
  const urls = chunks
    .filter((path) => path.endsWith(".js") || path.endsWith(".css"))
    .map((path) => `/${relative(dist, join(ROOT, path)).replace(/\\/g, "/")}`);
  return [...new Set(urls)].filter((url) => !shell.includes(url));
}

async function bundle(entry: string, define: Record<string, string>): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [join(SW_DIR, entry)],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: TARGET,
    minify: true,
    write: false,
    define,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`The service worker build of ${entry} produced no file`);
  return output.text;
}

export interface ServiceWorkerBuildOptions {
  dist: string;
  metafile: esbuild.Metafile;
  production: boolean;
  /** Defaults to the SERVICE_WORKER environment variable. */
  mode?: ServiceWorkerMode;
}

/**
 * After the web build wrote index.html: web/dist/sw.js (the worker with this build's shell and
 * route table, or the kill switch), and the marker in index.html when the worker is on. A
 * development build gets neither: the page then removes any worker left from a production one.
 */
export async function writeServiceWorker(options: ServiceWorkerBuildOptions): Promise<void> {
  if (!options.production) return;
  const mode = options.mode ?? serviceWorkerMode(process.env.SERVICE_WORKER);
  const target = join(options.dist, SERVICE_WORKER_FILE);
  if (mode === "off") {
    writeFileSync(target, await bundle("retired-worker.ts", {}));
    return;
  }
  const indexPath = join(options.dist, "index.html");
  const html = withWorkerMarker(readFileSync(indexPath, "utf8"));
  const shell = shellUrls(html);
  const offlinePages = offlinePageUrls(options.metafile, options.dist, shell);
  const routes = offlineRouteTable(routeList);
  // The page itself is part of the version: a changed index.html must reach installed visitors.
  const version = createHash("sha256")
    .update(JSON.stringify({ html, offlinePages, routes }))
    .digest("hex")
    .slice(0, 12);
  const config: WorkerConfig = { version, shell, offlinePages, routes };
  writeFileSync(target, await bundle("service-worker.ts", { SW_CONFIG: JSON.stringify(config) }));
  writeFileSync(indexPath, html);
}
