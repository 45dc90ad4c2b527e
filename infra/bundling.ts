import { copyFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type BundlingOptions, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { type BuildOptions, buildSync, type Metafile } from "esbuild";
import { groupFolder } from "../shared/areas";
import { mailGroups } from "./group-permissions";

/**
 * The Lambda bundle settings, in one place: the CDK functions and the size benchmark
 * (scripts/bench.ts) both derive their esbuild options from here, so what is measured is
 * what is deployed.
 */

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** The handler of one route group (shared/platform/api/route.ts: one Lambda serves each group). */
export const lambdaEntry = (group: string): string =>
  join(repoRoot, "functions", groupFolder(group), "handler.ts");

export const lambdaBundleSettings = {
  /** The Lambda runtime is Node 22 (infra/constructs/group-function.ts). */
  target: "node22",
  /**
   * Nothing is left to the runtime's own AWS SDK: bundled, the clients a group uses are
   * tree-shaken and minified ESM in the one file Node already reads, where the runtime's copy
   * is the full CommonJS packages resolved file by file (docs/benchmarks.md measures both).
   */
  external: [] as string[],
  /**
   * Relative to the repository root (esbuild's working directory here and under CDK, local
   * or in Docker): the SDK's default credential chain becomes the environment-only provider.
   */
  alias: { "@aws-sdk/credential-provider-node": "./functions/platform/lambda-credentials.ts" },
  minify: true,
  sourcemap: true,
  /** Stack traces need the mappings, not the sources; leaving them out halves the map. */
  sourcesContent: false,
  /** Prefer packages' ESM builds so tree shaking works. */
  mainFields: ["module", "main"],
  /**
   * ESM output: CommonJS dependencies that call `require` for Node built-ins need a real
   * `require`, which ESM does not define.
   */
  banner:
    "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
} as const;

/** For NodejsFunction (`.mjs` output, handler `index.handler`). */
export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: lambdaBundleSettings.target,
  externalModules: [...lambdaBundleSettings.external],
  minify: lambdaBundleSettings.minify,
  sourceMap: lambdaBundleSettings.sourcemap,
  sourcesContent: lambdaBundleSettings.sourcesContent,
  mainFields: [...lambdaBundleSettings.mainFields],
  banner: lambdaBundleSettings.banner,
  esbuildArgs: Object.fromEntries(
    Object.entries(lambdaBundleSettings.alias).map(([from, to]) => [`--alias:${from}`, to]),
  ),
};

/** The same bundle through esbuild's API, e.g. `await build(esbuildOptions("sites", out))`. */
export const esbuildOptions = (group: string, outfile: string): BuildOptions => ({
  entryPoints: [lambdaEntry(group)],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: lambdaBundleSettings.target,
  external: [...lambdaBundleSettings.external],
  alias: { ...lambdaBundleSettings.alias },
  absWorkingDir: repoRoot,
  minify: lambdaBundleSettings.minify,
  sourcemap: lambdaBundleSettings.sourcemap,
  sourcesContent: lambdaBundleSettings.sourcesContent,
  mainFields: [...lambdaBundleSettings.mainFields],
  banner: { js: lambdaBundleSettings.banner },
  logLevel: "warning",
});

/**
 * A route group's Lambda, as deployed (infra/constructs/group-function.ts): `index.mjs` and the
 * chunks it imports, split by esbuild. Code a request reaches only through `import()` (a route
 * section, functions/platform/group-handler.ts; the SDK's event-stream codec and browser user-agent
 * parser) lands in chunks of its own that a cold start never reads; code both sides use is a
 * shared chunk that `index.mjs` imports statically.
 */
export const groupBuildOptions = (
  group: string,
  outdir: string,
  entry = lambdaEntry(group),
): BuildOptions => {
  const { outfile: _single, entryPoints: _entry, ...single } = esbuildOptions(group, "index.mjs");
  return {
    ...single,
    entryPoints: { index: entry },
    outdir,
    splitting: true,
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunks/[name]-[hash]",
  };
};

/** Files a group reads beside its bundle at run time (`new URL(name, import.meta.url)`). */
export const groupFiles: Readonly<Record<string, readonly string[]>> = {
  // Generated from the route list by `npm run generate`; tests/unit/api/generated-glue.test.ts
  // fails when it is stale.
  openapi: ["functions/platform/openapi/openapi.json"],
};

/** Bundles a group into `outdir` (CDK's local bundling and the benchmark). */
export function bundleGroup(group: string, outdir: string, entry?: string): Metafile {
  const { metafile } = buildSync({ ...groupBuildOptions(group, outdir, entry), metafile: true });
  for (const file of groupFiles[group] ?? []) {
    copyFileSync(join(repoRoot, file), join(outdir, basename(file)));
  }
  return metafile as Metafile;
}

/**
 * The output files a cold start reads: `index.mjs` and what it imports statically, transitively.
 * Chunks reached only by `import()` are loaded by the request that needs them.
 */
export function filesLoadedAtImport(metafile: Metafile, outdir: string): string[] {
  const rel = (path: string) => relative(outdir, resolve(repoRoot, path));
  const byName = new Map(Object.entries(metafile.outputs).map(([path, out]) => [rel(path), out]));
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const imported of byName.get(name)?.imports ?? []) {
      if (imported.kind === "import-statement" && !imported.external) visit(rel(imported.path));
    }
  };
  visit("index.mjs");
  return [...loaded].map((name) => join(outdir, name));
}

/** The SES v2 client, in the mail groups' layers (functions/platform/mailer.ts). */
export const MAIL_CLIENT_LIBRARY = "@aws-sdk/client-sesv2";

const singleRouteLibraries: Readonly<Record<string, readonly string[]>> = {
  customer: ["pdf-lib"],
  pass: ["passkit-generator"],
};

/**
 * Libraries only some requests of a group need, shipped in a Lambda layer and loaded with
 * `require` on first use, so the group's bundle stays within its budget and its other
 * requests never pay for them: the allergen card's PDF writer (~400 KB), the wallet pass's
 * signer with node-forge, and the SES v2 client of the groups that send mail (~65 KB of a
 * bundle otherwise; the first mail of an instance pays ~135 ms CPU to require the layer's copy,
 * docs/benchmarks.md).
 */
export const groupLayerLibraries: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [...new Set([...Object.keys(singleRouteLibraries), ...mailGroups])].map((group) => [
    group,
    [
      ...(singleRouteLibraries[group] ?? []),
      ...(mailGroups.includes(group) ? [MAIL_CLIENT_LIBRARY] : []),
    ],
  ]),
);

/** esbuild options that bundle one library as a layer's `nodejs/node_modules/<name>`. */
export const layerLibraryOptions = (name: string, outDir: string): BuildOptions => ({
  entryPoints: [name],
  outfile: join(outDir, "nodejs", "node_modules", name, "index.js"),
  bundle: true,
  platform: "node",
  format: "cjs",
  target: lambdaBundleSettings.target,
  // An SDK client in a layer gets the same environment-only credential provider as a bundle.
  alias: { ...lambdaBundleSettings.alias },
  absWorkingDir: repoRoot,
  minify: true,
  logLevel: "warning",
});
