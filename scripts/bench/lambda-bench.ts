import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Metafile } from "esbuild";
import { esbuildOptions, groupLayerLibraries, layerLibraryOptions } from "../../infra/bundling";
import { routeGroups } from "../../shared/api/route-list";

export const LAMBDA_BUDGET = { bundleKb: 400, importMs: 60 };

export interface Sample {
  wallMs: number;
  cpuMs: number;
}

export interface LambdaFigures {
  group: string;
  bytes: number;
  layerBytes: number;
  /** Medians of `node` importing the bundle and of a bare `node`, interleaved. */
  bundle: Sample;
  bare: Sample;
  /** Output bytes by npm package ("(app)" is this repository's code). */
  packages: [string, number][];
}

// The child reports its own CPU time (user + system, all threads) when it exits: on a
// machine shared with other work, CPU time moves far less than wall time.
const REPORT_CPU =
  "process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('cpu='+(u.user+u.system))});";

function runOnce(args: string[], cwd: string): Sample {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, args, {
    cwd,
    encoding: "utf8",
    // What a Lambda's environment holds before the first request; nothing from this shell.
    env: { PATH: process.env.PATH ?? "", TABLE_NAME: "bench", AWS_REGION: "us-east-1" },
  });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (child.status !== 0) throw new Error(`node ${args.join(" ")} failed: ${child.stderr}`);
  const cpu = /cpu=(\d+)/.exec(child.stderr)?.[1];
  return { wallMs, cpuMs: Number(cpu) / 1000 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Cold-start import cost of one bundle: `node` importing it against a bare `node` start,
 * alternated so both see the same machine load, median of each.
 */
export function importTime(file: string, runs: number): { bundle: Sample; bare: Sample } {
  const cwd = join(file, "..");
  const bare: Sample[] = [];
  const bundle: Sample[] = [];
  for (let run = 0; run < runs; run++) {
    bare.push(runOnce(["--input-type=module", "-e", REPORT_CPU], cwd));
    bundle.push(
      runOnce(
        [
          "--input-type=module",
          "-e",
          `${REPORT_CPU}await import(${JSON.stringify(pathToFileURL(file).href)});`,
        ],
        cwd,
      ),
    );
  }
  const pick = (samples: Sample[]): Sample => ({
    wallMs: median(samples.map((s) => s.wallMs)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
  });
  return { bundle: pick(bundle), bare: pick(bare) };
}

export function packageBytes(metafile: Metafile): [string, number][] {
  const output = Object.values(metafile.outputs).find((o) => o.entryPoint);
  const byPackage = new Map<string, number>();
  for (const [path, input] of Object.entries(output?.inputs ?? {})) {
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
    const figures: LambdaFigures[] = [];
    for (const group of routeGroups()) {
      const outfile = join(out, group, "index.mjs");
      const result = await build({
        ...esbuildOptions(group, outfile),
        metafile: true,
        logLevel: "silent",
      });
      let layerBytes = 0;
      for (const library of groupLayerLibraries[group] ?? []) {
        const layer = layerLibraryOptions(library, join(out, `${group}-layer`));
        await build({ ...layer, logLevel: "silent" });
        layerBytes += statSync(layer.outfile as string).size;
      }
      const { bundle, bare } = importTime(outfile, options.runs);
      const entry: LambdaFigures = {
        group,
        bytes: statSync(outfile).size,
        layerBytes,
        bundle,
        bare,
        packages: result.metafile ? packageBytes(result.metafile) : [],
      };
      options.log(
        `${group}: ${(entry.bytes / 1024).toFixed(1)} KB, import +${(bundle.cpuMs - bare.cpuMs).toFixed(0)} ms CPU, +${(bundle.wallMs - bare.wallMs).toFixed(0)} ms wall`,
      );
      figures.push(entry);
    }
    return figures;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(0);

export const lambdaWithinBudget = (l: LambdaFigures): boolean =>
  l.bytes <= LAMBDA_BUDGET.bundleKb * 1024 &&
  l.bundle.cpuMs - l.bare.cpuMs <= LAMBDA_BUDGET.importMs;

export function lambdaSection(
  figures: LambdaFigures[],
  runs: number,
  loadAverage: string,
): string[] {
  const largest = [...figures].sort((a, b) => b.bytes - a.bytes)[0];
  return [
    `## Lambda bundles: size and import time (budget ${LAMBDA_BUDGET.bundleKb} KB, +${LAMBDA_BUDGET.importMs} ms over bare node)`,
    "",
    "Each group bundled as deployed (infra/bundling.ts: minified ESM with the AWS SDK clients it",
    "uses, tree-shaken) into a folder without node_modules, then imported by a fresh `node`",
    `(\`node --input-type=module -e "await import(bundle)"\`), alternating with a bare \`node\` start,`,
    `${runs} times each; medians. The cold-start cost a bundle adds is the difference. CPU time`,
    "(user + system of the child) is what the budget is judged on: wall time on this shared",
    `machine (load average ${loadAverage} when measured) mostly measures waiting for a core.`,
    "Libraries a single route needs are shipped in a layer and required on first use",
    "(infra/bundling.ts `groupLayerLibraries`); their size is listed apart.",
    "",
    "| Group | Bundle | Layer (on demand) | Import CPU | bare node CPU | ratio | + CPU | Import wall | bare wall | ratio | + wall | Verdict |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...figures.map(
      (l) =>
        `| ${l.group} | ${kb(l.bytes)} KB | ${l.layerBytes ? `${kb(l.layerBytes)} KB` : "-"} | ${ms(l.bundle.cpuMs)} ms | ${ms(l.bare.cpuMs)} ms | ${(l.bundle.cpuMs / l.bare.cpuMs).toFixed(2)}× | ${ms(l.bundle.cpuMs - l.bare.cpuMs)} ms | ${ms(l.bundle.wallMs)} ms | ${ms(l.bare.wallMs)} ms | ${(l.bundle.wallMs / l.bare.wallMs).toFixed(2)}× | ${ms(l.bundle.wallMs - l.bare.wallMs)} ms | ${lambdaWithinBudget(l) ? "within budget" : "**over budget**"} |`,
    ),
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
