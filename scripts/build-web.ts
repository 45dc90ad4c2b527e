import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import {
  CAMPUSES,
  GENERIC_SECTION,
  HOME,
  LANDING,
  SECTION_PAGES,
  SECTION_SWITCH,
  SITE_LAYOUT,
  SITE_PAGES,
} from "../web/src/boot/route-preload";
import { writeServiceWorker } from "./build-service-worker";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WEB = join(ROOT, "web");
const DIST = join(WEB, "dist");
const ENTRY = join(WEB, "src", "main.tsx");
const BOOT = join(WEB, "src", "boot", "route-preload.ts");
/**
 * V8's explicit compile hint: every function of the file is compiled eagerly, on the
 * script-streaming thread while the file downloads, instead of lazily on the main thread the
 * first time it is called (docs/decisions/web-first-paint.md). Only chunks of at least
 * COMPILE_HINT_MIN_BYTES get it: a small chunk compiles quickly anyway, and the line would add
 * bytes to every page that loads many small chunks.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const COMPILE_HINT_MIN_BYTES = 8 * 1024;
/** Hashed files live under /assets so the CDN can cache that prefix for a year. */
const ASSETS = "assets";

export interface BuildWebOptions {
  watch?: boolean;
  production?: boolean;
  log?: (line: string) => void;
}

export interface WebBuild {
  /** Stops watching (no-op after a one-off build). */
  stop: () => Promise<void>;
  metafile: esbuild.Metafile | undefined;
}

/**
 * Bundles web/src/main.tsx into web/dist: ESM with code splitting (one chunk per lazy route),
 * content-hashed names, one CSS file, index.html pointing at the hashed entry and
 * web/dist/meta.json for the bundle benchmark.
 */
export async function buildWeb(options: BuildWebOptions = {}): Promise<WebBuild> {
  const watch = options.watch ?? false;
  const production = options.production ?? !watch;
  const log = options.log ?? ((line: string) => console.log(line));
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(DIST, { recursive: true });

  let metafile: esbuild.Metafile | undefined;
  let firstBuildDone: () => void = () => undefined;
  const firstBuild = new Promise<void>((done) => {
    firstBuildDone = done;
  });
  const context = await esbuild.context({
    entryPoints: [ENTRY],
    outdir: DIST,
    bundle: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    target: ["es2022", "chrome111", "edge111", "firefox114", "safari16.4"],
    jsx: "automatic",
    minify: production,
    sourcemap: "linked",
    metafile: true,
    entryNames: `${ASSETS}/[name].[hash]`,
    chunkNames: `${ASSETS}/[name].[hash]`,
    assetNames: `${ASSETS}/[name].[hash]`,
    publicPath: "/",
    legalComments: production ? "linked" : "inline",
    define: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
    logLevel: "warning",
    plugins: [
      englishOnlyAriaStrings,
      ...(production ? [productionReactRouter] : []),
      {
        name: "write-index-html",
        setup(build) {
          build.onEnd(async (result) => {
            try {
              if (!result.metafile || result.errors.length > 0) return;
              metafile = result.metafile;
              // Production only: a watch rebuild may leave unchanged files as they were.
              if (production) addCompileHints(result.metafile);
              writeFileSync(join(DIST, "meta.json"), JSON.stringify(result.metafile));
              const boot = await buildBoot(result.metafile, production);
              writeFileSync(join(DIST, "index.html"), renderIndexHtml(result.metafile, boot));
              // Offline support: sw.js and its marker in index.html (production builds only).
              await writeServiceWorker({ dist: DIST, metafile: result.metafile, production });
              if (watch) log(`web: built ${relative(ROOT, DIST)}`);
            } finally {
              firstBuildDone();
            }
          });
        },
      },
    ],
  });

  if (watch) {
    await context.watch();
    // Callers (npm start) serve web/dist next; the first build must have written it.
    await firstBuild;
    return { stop: () => context.dispose(), metafile };
  }
  try {
    await context.rebuild();
  } finally {
    await context.dispose();
  }
  return { stop: async () => undefined, metafile };
}

/**
 * Puts COMPILE_HINT on the first line of every large JS chunk, and shifts its source map down
 * by that line (a leading ";" in `mappings` is one generated line without mappings).
 */
export function addCompileHints(metafile: esbuild.Metafile): void {
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (!path.endsWith(".js") || output.bytes < COMPILE_HINT_MIN_BYTES) continue;
    const file = join(ROOT, path);
    writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, "utf8")}`);
    output.bytes += COMPILE_HINT.length + 1;
    const mapFile = `${file}.map`;
    try {
      const map = JSON.parse(readFileSync(mapFile, "utf8")) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    } catch {
      // No source map for this chunk: nothing to shift.
    }
  }
}

/**
 * react-aria bundles its screen-reader announcements in 34 languages (30 KB minified for a
 * combo box alone). The site is English (`<html lang="en">`, I18nProvider en-US), so every
 * locale file resolves to its en-US sibling, which is what @react-aria/optimize-locales-plugin
 * does for other bundlers.
 */
const englishOnlyAriaStrings: esbuild.Plugin = {
  name: "english-only-aria-strings",
  setup(build) {
    // Both layouts: `intl/<package>/xx-XX.mjs` and react-aria-components' own `intl/xx-XX.mjs`.
    build.onResolve({ filter: /\/intl\/(?:[\w-]+\/)?[a-z]{2}-[A-Z]{2}\.mjs$/ }, (args) => {
      if (!args.importer.includes("node_modules") || args.path.endsWith("/en-US.mjs")) {
        return undefined;
      }
      const english = args.path.replace(/[a-z]{2}-[A-Z]{2}\.mjs$/, "en-US.mjs");
      return { path: resolve(args.resolveDir, english) };
    });
  },
};

/**
 * React Router's package exports point every import at its development build, whose only
 * difference from the production build beside it is `ENABLE_DEV_WARNINGS = true`: warnings
 * whose messages are built on every render of every route. The production web build takes
 * the production files (same version, same API).
 */
const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  "react-router": "node_modules/react-router/dist/production/index.mjs",
  "react-router/dom": "node_modules/react-router/dist/production/dom-export.mjs",
};

export const productionReactRouter: esbuild.Plugin = {
  name: "production-react-router",
  setup(build) {
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => {
      const file = REACT_ROUTER_PRODUCTION[args.path];
      return file ? { path: join(ROOT, file) } : undefined;
    });
  },
};

interface EntryFiles {
  js: string;
  css: string | undefined;
  /**
   * What the entry runs before the first render, preloaded so the browser fetches it all in
   * parallel: its static imports, and the app chunks main.tsx imports dynamically (so that
   * React DOM and the app are evaluated in separate tasks) with their static imports.
   */
  preload: string[];
}

export function entryFiles(metafile: esbuild.Metafile): EntryFiles {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint?.endsWith("src/main.tsx"));
  if (!entry) throw new Error("The web build produced no entry chunk");
  const [js, output] = entry;
  const app = output.imports
    .filter((imported) => imported.kind === "dynamic-import")
    .map((imported) => imported.path);
  const preload = [
    ...new Set([
      ...staticImports(metafile, js),
      ...app.flatMap((chunk) => [chunk, ...staticImports(metafile, chunk)]),
    ]),
  ].filter((file) => file !== js);
  return { js, css: output.cssBundle, preload };
}

/** Every chunk a file pulls in before it runs: its static imports, transitively. */
export function staticImports(metafile: esbuild.Metafile, file: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind !== "import-statement" || seen.has(imported.path)) continue;
      seen.add(imported.path);
      visit(imported.path);
    }
  };
  visit(file);
  return [...seen];
}

const url = (outputPath: string) => `/${relative(DIST, join(ROOT, outputPath))}`;

/** Every route source web/src/boot/route-preload.ts may name. */
const PRELOADED_SOURCES = [
  ...new Set([
    LANDING,
    CAMPUSES,
    SITE_LAYOUT,
    HOME,
    SECTION_SWITCH,
    GENERIC_SECTION,
    ...Object.values(SITE_PAGES),
    ...Object.values(SECTION_PAGES),
  ]),
];

/**
 * For each route source: its chunk and the chunks that chunk imports statically, less those
 * index.html already preloads with the entry. Throws when a source has no chunk (renamed, or
 * no longer lazy), so the preload table cannot drift from the router unnoticed.
 */
export function routeFiles(metafile: esbuild.Metafile): Record<string, string[]> {
  const entry = entryFiles(metafile);
  const loaded = new Set([entry.js, ...entry.preload]);
  const outputs = Object.entries(metafile.outputs);
  return Object.fromEntries(
    PRELOADED_SOURCES.map((source) => {
      const chunk = outputs.find(([, output]) =>
        output.entryPoint?.replace(/\.tsx?$/, "").endsWith(`web/src/${source}`),
      );
      if (!chunk) throw new Error(`No lazy chunk for ${source} (web/src/boot/route-preload.ts)`);
      const files = [chunk[0], ...staticImports(metafile, chunk[0])].filter((f) => !loaded.has(f));
      return [source, files.map(url)];
    }),
  );
}

/** web/src/boot/route-preload.ts with the route table of this build; returns its URL. */
async function buildBoot(metafile: esbuild.Metafile, production: boolean): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [BOOT],
    outdir: DIST,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome111", "edge111", "firefox114", "safari16.4"],
    minify: production,
    entryNames: `${ASSETS}/[name].[hash]`,
    define: { ROUTE_FILES: JSON.stringify(routeFiles(metafile)) },
    metafile: true,
    logLevel: "warning",
  });
  const [file] = Object.keys(result.metafile.outputs);
  if (!file) throw new Error("The boot script build produced no file");
  return url(file);
}

function renderIndexHtml(metafile: esbuild.Metafile, boot: string): string {
  const files = entryFiles(metafile);
  const tags = [
    // Async, so it runs as soon as it arrives rather than after the stylesheet and the entry.
    `<script type="module" async src="${boot}"></script>`,
    ...[files.js, ...files.preload].map(
      (file) => `<link rel="modulepreload" href="${url(file)}" />`,
    ),
    `<script type="module" src="${url(files.js)}"></script>`,
  ];
  // The stylesheet goes after the app shell in <body>: the shell paints with its inline
  // critical CSS without waiting for it, and the module script still waits for it to run.
  const stylesheet = files.css ? `<link rel="stylesheet" href="${url(files.css)}" />` : "";
  const template = readFileSync(join(WEB, "index.html"), "utf8");
  return template
    .replace("<!-- assets -->", tags.join("\n    "))
    .replace("<!-- stylesheet -->", stylesheet);
}

/** The public pages of the walking skeleton and the lazy route chunks each one loads. */
const PAGES: Record<string, string[]> = {
  "landing / (first render)": ["features/site-content/landing/routes/landing-route.tsx"],
  "landing / (with the school combo box)": [
    "features/site-content/landing/routes/landing-route.tsx",
    "features/site-content/landing/components/school-combo-box.tsx",
  ],
  "site home /:site": [
    "features/site-content/site-shell/routes/site-layout-route.tsx",
    "app/home-page.tsx",
  ],
  "section /:site/:section": [
    "features/site-content/site-shell/routes/site-layout-route.tsx",
    "features/site-content/sections/routes/section-route.tsx",
  ],
  "purchase /:site/meal-plan-purchase": [
    "features/site-content/site-shell/routes/site-layout-route.tsx",
    "app/section-switch.tsx",
    "app/purchase-page.tsx",
  ],
};

/** Gzipped bytes of every JS file a page runs: the entry, its route chunks, their imports. */
export function pageGzipBytes(metafile: esbuild.Metafile, routeSources: string[]): number {
  const outputs = Object.entries(metafile.outputs);
  const entry = entryFiles(metafile);
  const roots = [entry.js, ...entry.preload];
  for (const source of routeSources) {
    const chunk = outputs.find(([, output]) => output.entryPoint?.endsWith(source));
    if (!chunk) throw new Error(`No chunk for ${source}`);
    roots.push(chunk[0]);
  }
  const files = new Set(roots.flatMap((root) => [root, ...staticImports(metafile, root)]));
  return [...files]
    .map((path) => gzipSync(readFileSync(join(ROOT, path)), { level: 9 }).length)
    .reduce((sum, bytes) => sum + bytes, 0);
}

function report(metafile: esbuild.Metafile): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`web: entry + what it runs first: ${kb(pageGzipBytes(metafile, []))} gzip`);
  for (const [page, sources] of Object.entries(PAGES)) {
    console.log(`web: ${page} with its lazy routes: ${kb(pageGzipBytes(metafile, sources))} gzip`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const { metafile } = await buildWeb({ production: true });
  if (metafile) report(metafile);
  console.log(`web: production build in ${Date.now() - started} ms`);
}
