import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Metafile } from "esbuild";
import {
  bundleGroup,
  filesLoadedAtImport,
  groupLayerLibraries,
  layerLibraryOptions,
  repoRoot,
} from "../../infra/bundling";
import { routeGroups } from "../../shared/route-list";

export const LAMBDA_BUDGET = { bundleKb: 400, importMs: 60 };

export interface Sample {
  wallMs: number;
  cpuMs: number;
  /** CPU time when the bundle's first statement ran: Node, reading, compiling and linking it. */
  loadedCpuMs?: number;
}

export interface LambdaFigures {
  group: string;
  /** What a cold start reads: index.mjs and the chunks it imports statically. */
  bytes: number;
  /** Chunks only a request's `import()` reads (route sections, the SDK's unused codecs). */
  lazyBytes: number;
  layerBytes: number;
  /** Medians of `node` importing the bundle and of a bare `node`, interleaved. */
  bundle: Sample;
  bare: Sample;
  /** Of the bundle's import CPU beyond bare node: reading, compiling, linking (the rest evaluates). */
  loadCpuMs: number;
  /**
   * The fastest import's CPU beyond the fastest bare node: the cost with the least interference
   * from the machine's neighbours (load only ever adds to it). Shown beside the medians.
   */
  minPlusCpuMs: number;
  /** Output bytes by npm package ("(app)" is this repository's code). */
  packages: [string, number][];
  /**
   * Sectioned groups (functions/platform/group-handler.ts): the import plus the `import()` of one
   * section, i.e. what a cold start's first request reads before it runs, CPU beyond bare node.
   */
  sections: { name: string; plusCpuMs: number }[];
}

// The child reports its own CPU time (user + system, all threads) when it exits: on a
// machine shared with other work, CPU time moves far less than wall time.
const REPORT_CPU =
  "process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('cpu='+(u.user+u.system)+' loaded='+(globalThis.__benchLoaded??''))});";

/**
 * A copy of a bundled folder whose files each note the CPU time at their first statement; the
 * first to run keeps it. What was spent before is Node reading, compiling and linking the files
 * (with the Node built-ins they import); what follows is evaluating their modules. The maps are
 * copied along, so they are found as deployed.
 */
function withLoadMarks(dir: string): string {
  const marked = `${dir}-marked`;
  cpSync(dir, marked, { recursive: true });
  const mark = "{const u=process.cpuUsage();globalThis.__benchLoaded??=u.user+u.system;}";
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(folder, entry.name))
        : entry.name.endsWith(".mjs")
          ? [join(folder, entry.name)]
          : [],
    );
  for (const path of files(marked)) {
    const code = readFileSync(path, "utf8");
    const firstLineEnd = code.indexOf("\n");
    writeFileSync(
      path,
      `${code.slice(0, firstLineEnd + 1)}${mark}\n${code.slice(firstLineEnd + 1)}`,
    );
  }
  return marked;
}

function runOnce(args: string[], cwd: string): Sample {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, args, {
    cwd,
    encoding: "utf8",
    // What a Lambda's environment holds before the first request; nothing from this shell. No
    // NODE_OPTIONS, as deployed: stacks are source-mapped in-process on first use
    // (functions/platform/source-mapped-stacks.ts), not by --enable-source-maps.
    env: { PATH: process.env.PATH ?? "", TABLE_NAME: "bench", AWS_REGION: "us-east-1" },
  });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (child.status !== 0) throw new Error(`node ${args.join(" ")} failed: ${child.stderr}`);
  const cpu = /cpu=(\d+)/.exec(child.stderr)?.[1];
  const loaded = /loaded=(\d+)/.exec(child.stderr)?.[1];
  return {
    wallMs,
    cpuMs: Number(cpu) / 1000,
    ...(loaded ? { loadedCpuMs: Number(loaded) / 1000 } : {}),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** One file whose import is timed: its samples, and those of bare `node` taken beside them. */
interface Probe {
  file: string;
  marked: string;
  bare: Sample[];
  bundle: Sample[];
  loaded: number[];
}

/** `file` in `dir`, and its marked twin in `markedDir` (withLoadMarks). */
function probe(file: string, dir: string, markedDir: string): Probe {
  return { file, marked: join(markedDir, relative(dir, file)), bare: [], bundle: [], loaded: [] };
}

const importOf = (file: string) => [
  "--input-type=module",
  "-e",
  `${REPORT_CPU}await import(${JSON.stringify(pathToFileURL(file).href)});`,
];

/** One bare `node`, one import of the marked copy, one import of the file. */
function sample(p: Probe): void {
  const cwd = join(p.file, "..");
  p.bare.push(runOnce(["--input-type=module", "-e", REPORT_CPU], cwd));
  p.loaded.push(runOnce(importOf(p.marked), cwd).loadedCpuMs ?? Number.NaN);
  p.bundle.push(runOnce(importOf(p.file), cwd));
}

function summary(p: Probe): {
  bundle: Sample;
  bare: Sample;
  loadCpuMs: number;
  minPlusCpuMs: number;
} {
  const pick = (samples: Sample[]): Sample => ({
    wallMs: median(samples.map((s) => s.wallMs)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
  });
  const picked = { bundle: pick(p.bundle), bare: pick(p.bare) };
  const fastest = (samples: Sample[]) => Math.min(...samples.map((s) => s.cpuMs));
  return {
    ...picked,
    loadCpuMs: median(p.loaded) - picked.bare.cpuMs,
    minPlusCpuMs: fastest(p.bundle) - fastest(p.bare),
  };
}

/**
 * Cold-start import cost of one bundle: `node` importing it against a bare `node` start,
 * alternated so both see the same machine load, median of each.
 */
export function importTime(file: string, runs: number): ReturnType<typeof summary> {
  const dir = join(file, "..");
  const p = probe(file, dir, withLoadMarks(dir));
  for (let run = 0; run < runs; run++) sample(p);
  return summary(p);
}

/** Output bytes by npm package over the files a cold start reads. */
export function packageBytes(metafile: Metafile, loaded: readonly string[]): [string, number][] {
  const byPackage = new Map<string, number>();
  const outputs = Object.entries(metafile.outputs)
    .filter(([path]) => loaded.includes(resolve(repoRoot, path)))
    .flatMap(([, output]) => Object.entries(output.inputs));
  for (const [path, input] of outputs) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? "(app)";
    byPackage.set(name, (byPackage.get(name) ?? 0) + input.bytesInOutput);
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]);
}

/**
 * Bundles every group as deployed (infra/bundling.ts) into a folder outside the repository,
 * so an import can only succeed if the bundle is self-contained, and times its import.
 */
export async function measureLambdas(options: {
  runs: number;
  log: (line: string) => void;
}): Promise<LambdaFigures[]> {
  const out = mkdtempSync(join(tmpdir(), "doc-bench-"));
  try {
    const prepared: PreparedGroup[] = [];
    for (const group of routeGroups()) {
      let layerBytes = 0;
      for (const library of groupLayerLibraries[group] ?? []) {
        const layer = layerLibraryOptions(library, join(out, `${group}-layer`));
        await build({ ...layer, logLevel: "silent" });
        layerBytes += statSync(layer.outfile as string).size;
      }
      prepared.push(prepareGroup(group, join(out, group), layerBytes));
    }
    // The floor: scripts/bench/lambda-floor.ts, the fixed stack's libraries and nothing else.
    prepared.push(prepareGroup(FLOOR, join(out, "floor"), 0, FLOOR_ENTRY));
    const figures = timeInRounds(prepared, options.runs);
    for (const entry of figures) {
      options.log(
        `${entry.group}: ${(entry.bytes / 1024).toFixed(1)} KB, import +${(entry.bundle.cpuMs - entry.bare.cpuMs).toFixed(0)} ms CPU, +${(entry.bundle.wallMs - entry.bare.wallMs).toFixed(0)} ms wall`,
      );
    }
    return figures;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export const FLOOR = "(floor: SDK + zod + middy + jose)";
const FLOOR_ENTRY = join(repoRoot, "scripts", "bench", "lambda-floor.ts");

interface PreparedGroup {
  figures: Omit<LambdaFigures, "bundle" | "bare" | "loadCpuMs" | "minPlusCpuMs" | "sections">;
  main: Probe;
  sections: { name: string; probe: Probe }[];
}

/** Bundles a group (or another entry) as deployed, ready to time its import. */
function prepareGroup(group: string, dir: string, layerBytes = 0, entry?: string): PreparedGroup {
  const metafile = bundleGroup(entry ? "sites" : group, dir, entry);
  const loaded = filesLoadedAtImport(metafile, dir);
  const size = (files: string[]) => files.reduce((sum, file) => sum + statSync(file).size, 0);
  const all = Object.keys(metafile.outputs)
    .map((path) => resolve(repoRoot, path))
    .filter((path) => path.endsWith(".mjs"));
  const firstRequests = Object.entries(metafile.outputs).flatMap(([path, output]) => {
    const name = /^functions\/[^/]+\/sections\/([^/]+)\.ts$/.exec(output.entryPoint ?? "")?.[1];
    if (!name) return [];
    const chunk = relative(dir, resolve(repoRoot, path));
    const first = join(dir, `first-request-${name}.mjs`);
    writeFileSync(first, `import "./index.mjs";\nawait import("./${chunk}");\n`);
    return [{ name, first }];
  });
  const markedDir = withLoadMarks(dir);
  return {
    figures: {
      group,
      bytes: size(loaded),
      lazyBytes: size(all.filter((file) => !loaded.includes(file))),
      layerBytes,
      packages: packageBytes(metafile, loaded),
    },
    main: probe(join(dir, "index.mjs"), dir, markedDir),
    sections: firstRequests.map(({ name, first }) => ({
      name,
      probe: probe(first, dir, markedDir),
    })),
  };
}

/**
 * Times every prepared group in rounds: each round takes one sample of every probe, in a fresh
 * random order, so a burst of load from the machine's neighbours lands on a few samples of many
 * groups instead of on all samples of one (the medians then leave it out).
 */
function timeInRounds(groups: PreparedGroup[], runs: number): LambdaFigures[] {
  const probes = groups.flatMap((g) => [g.main, ...g.sections.map((s) => s.probe)]);
  for (let run = 0; run < runs; run++) {
    const order = probes
      .map((p) => ({ p, key: Math.random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ p }) => p);
    for (const p of order) sample(p);
  }
  return groups.map((g) => ({
    ...g.figures,
    ...summary(g.main),
    sections: g.sections.map(({ name, probe: p }) => {
      const { bundle, bare } = summary(p);
      return { name, plusCpuMs: bundle.cpuMs - bare.cpuMs };
    }),
  }));
}

/**
 * Profiled by hand (`node --cpu-prof` on importing a built bundle, per-module timing of an
 * unminified build, esbuild's metafile, and bundles with parts stubbed out), 2026-11-23 and
 * 2026-11-27; re-check when the dependencies change.
 */
const WHAT_DOMINATES = [
  "### What dominates the import (profiled 2026-11-23 and 2026-11-27)",
  "",
  "A small group's cold start reads ~300 KB, and ~280 KB of it is the same in every group:",
  "",
  "- **The DynamoDB client stack, ~180 KB** (@smithy/core ~95 KB, client-dynamodb 30 KB,",
  "  @aws-sdk/core 22 KB, signature-v4, node-http-handler, lib- and util-dynamodb, and the",
  "  endpoint-discovery cache mnemonist): ~10 ms of evaluation plus `node:https` and its TLS",
  "  stack (~12 ms, linked before the first statement). Every request needs it, so it stays",
  "  eager (Lambda's proactive initialization runs the import before a request arrives).",
  "- **zod, ~96 KB, and the schemas built at import**: ~2 ms for zod itself, then each schema",
  "  instance (a `z.string().trim().min(1).max(64).regex(...)` chain is ~75 µs here). The site",
  "  schema (~60 fields; every group's published-site check reads the site) is ~4 ms; a",
  "  group's own route schemas come on top.",
  '- **Compiling and linking** ("of which load"): Node\'s ESM loader (~11 ms even for an empty',
  "  module), `node:https`, and V8 parsing what the import reads, growing with its size.",
  "",
  "What no longer runs at a cold start (2026-11-27), each measured with the table's method:",
  "",
  "- **Code splitting** (infra/bundling.ts `bundleGroup`; infra/constructs/group-function.ts",
  "  bundles locally because NodejsFunction's esbuild call cannot split): the SDK's event-stream",
  "  codec and browser user-agent parser, which it reaches by `import()`, were inlined into every",
  "  bundle (48 KB) and are now chunks nothing reads.",
  "- **Route sections** (functions/platform/group-handler.ts `createSectionedGroupHandler`) in the",
  "  groups whose routes share little: customer (session, profile, reset, forms, reservations,",
  "  subscriptions), cart (cart, checkout), sites (directory, home tiles) and reservations",
  "  (locations, booking). A request reads only its own section; the table below the main one",
  "  gives what a first request reads in all. Before, customer imported +72 ms and 460 KB.",
  "- **The CSRF and session checks** (jose, the session key) load with the first request that",
  "  needs them, and **the Secrets Manager client** with the first secret read: public-read",
  "  groups never load them (-29 KB, ~3 ms).",
  "- **The OpenAPI document** is written by `npm run generate` and read beside the bundle;",
  "  building it from every route's schemas cost the openapi group ~130 ms CPU at import",
  "  (+148 ms in all, now like any small group). tests/unit/api/generated-glue.test.ts fails",
  "  when the file is stale.",
  "- **Powertools' logger** (~21 KB, ~4 ms): the functions used its JSON lines and invocation",
  "  fields only, now written by functions/platform/logger.ts.",
  "- **Parses at import**: the site schema's default address was `siteAddressSchema.parse({})`,",
  "  which compiled zod's object parser in every cold start (~1.5 ms); the allergen form's",
  "  schema was built by every group that reads a customer, for one helper of its module.",
  "- Earlier: **`--enable-source-maps`** (22-30 ms per cold start; stacks are mapped from each",
  "  chunk's map on the first error, functions/platform/source-mapped-stacks.ts), **SES v2** in the",
  "  mail groups' on-demand layer (~65 KB; the first mail of an instance pays ~135 ms CPU to",
  "  require it), pdf-lib and the wallet pass signer in layers.",
  "",
  "A cold start is the import plus a first request, and the first request costs ~85–120 ms CPU",
  "more than a warm one (~6 ms; `scripts/bench/handler-cpu.ts`, sites info against a stand-in",
  "DynamoDB). In its profile: the SDK's first send (building the middleware stack, resolving",
  "endpoint and configuration: ~80 ms inclusive), the first `AsyncLocalStorage.run` (request",
  "scope) and zod compiling its parsers (~35 ms). Deferring what every request needs would only",
  "move its cost into the first request, so nothing every request needs is deferred; sections",
  "and the session checks are deferred because some requests never need them.",
  "",
  "**The floor row** is scripts/bench/lambda-floor.ts: a handler made only of what the",
  "customer's stack fixes for every group (the SDK v3 DynamoDB document client, bundled rather",
  "than taken from the runtime, zod, middy, jose), bundled and imported the same way: most of the budget on its",
  "own. A group's figure moves by ±5 ms from run to run on this shared machine. What is left",
  "below the floor would take a DynamoDB client without the SDK (a signed POST with",
  "`node:crypto`, ~10 KB, but retries, errors and marshalling must match the SDK's, and",
  "aws-sdk-client-mock, which the stack fixes for tests, would no longer apply).",
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(0);

export const lambdaWithinBudget = (l: LambdaFigures): boolean =>
  l.bytes <= LAMBDA_BUDGET.bundleKb * 1024 &&
  l.bundle.cpuMs - l.bare.cpuMs <= LAMBDA_BUDGET.importMs;

function verdict(l: LambdaFigures): string {
  if (l.group === FLOOR) {
    return lambdaWithinBudget(l) ? "within budget" : "**over budget on its own**";
  }
  return lambdaWithinBudget(l) ? "within budget" : "**over budget**";
}

function sectionLines(figures: LambdaFigures[]): string[] {
  const sectioned = figures.filter((l) => l.sections.length > 0);
  if (sectioned.length === 0) return [];
  return [
    "Groups whose routes load by section (functions/platform/group-handler.ts",
    "`createSectionedGroupHandler`): what a cold start's first request reads before it runs, the",
    "import and its own section, CPU beyond bare node (the same runs and medians). Before the",
    "split, every request of these groups paid for all their sections at import.",
    "",
    "| Group | + CPU: import | + CPU: import and the first request's section |",
    "|---|---:|---|",
    ...sectioned.map(
      (l) =>
        `| ${l.group} | ${ms(l.bundle.cpuMs - l.bare.cpuMs)} ms | ${[...l.sections]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((section) => `${section.name} ${ms(section.plusCpuMs)} ms`)
          .join(", ")} |`,
    ),
    "",
  ];
}

export function lambdaSection(
  figures: LambdaFigures[],
  runs: number,
  loadAverage: string,
): string[] {
  const largest = figures.filter((l) => l.group !== FLOOR).sort((a, b) => b.bytes - a.bytes)[0];
  return [
    `## Lambda bundles: size and import time (budget ${LAMBDA_BUDGET.bundleKb} KB, +${LAMBDA_BUDGET.importMs} ms over bare node)`,
    "",
    "Each group bundled as deployed (infra/bundling.ts `bundleGroup`: minified ESM with the AWS",
    "SDK clients it uses, tree-shaken, split by esbuild into `index.mjs` and chunks) into a folder",
    "without node_modules, then `index.mjs` imported by a fresh `node`",
    `(\`node --input-type=module -e "await import(bundle)"\`), alternating with a bare \`node\` start,`,
    `${runs} times each, in ${runs} rounds over all groups in a fresh random order each (a burst`,
    "of load from the machine's neighbours then hits a few samples of many groups, not all of",
    "one); medians. The cold-start cost a bundle adds is the difference. CPU time",
    '(user + system of the child, median) is what the budget is judged on; "fastest" is the',
    "least of each, the cost with the least interference from the machine's neighbours. Wall",
    "time on this shared",
    `machine (load average ${loadAverage} when measured) mostly measures waiting for a core.`,
    '"Bundle" is what that import reads: `index.mjs` and the chunks it imports statically. Code',
    "reached only through `import()` (a route section, functions/platform/group-handler.ts; the SDK's",
    "event-stream codec and browser user-agent parser) is in chunks a request reads when it needs",
    "them, listed apart; so are libraries a single route needs, shipped in a layer and required",
    "on first use (infra/bundling.ts `groupLayerLibraries`).",
    "",
    "| Group | Bundle (read at import) | Chunks (on demand) | Layer (on demand) | Import CPU | bare node CPU | ratio | + CPU | + CPU (fastest) | of which load | of which evaluate | Import wall | bare wall | + wall | Verdict |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...figures.map(
      (l) =>
        `| ${l.group} | ${kb(l.bytes)} KB | ${l.lazyBytes ? `${kb(l.lazyBytes)} KB` : "-"} | ${l.layerBytes ? `${kb(l.layerBytes)} KB` : "-"} | ${ms(l.bundle.cpuMs)} ms | ${ms(l.bare.cpuMs)} ms | ${(l.bundle.cpuMs / l.bare.cpuMs).toFixed(2)}× | ${ms(l.bundle.cpuMs - l.bare.cpuMs)} ms | ${ms(l.minPlusCpuMs)} ms | ${ms(l.loadCpuMs)} ms | ${ms(l.bundle.cpuMs - l.bare.cpuMs - l.loadCpuMs)} ms | ${ms(l.bundle.wallMs)} ms | ${ms(l.bare.wallMs)} ms | ${ms(l.bundle.wallMs - l.bare.wallMs)} ms | ${verdict(l)} |`,
    ),
    "",
    ...sectionLines(figures),
    '"of which load" is the CPU time until the bundle\'s first statement runs (Node reading,',
    "compiling and linking the file and the Node built-ins it imports, `node:https` alone ~12 ms);",
    '"of which evaluate" is running its modules\' top-level code.',
    "",
    ...WHAT_DOMINATES,
    "",
    ...(largest
      ? [
          `What the largest bundle (${largest.group}, ${kb(largest.bytes)} KB) is made of, from esbuild's metafile:`,
          "",
          "| Package | Bytes in bundle |",
          "|---|---:|",
          ...largest.packages.slice(0, 12).map(([name, bytes]) => `| ${name} | ${kb(bytes)} KB |`),
          "",
        ]
      : []),
  ];
}
