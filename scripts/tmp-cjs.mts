import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { esbuildOptions, repoRoot } from "../infra/bundling";

const out = mkdtempSync(join(tmpdir(), "cjs-"));
const groups = process.argv.slice(2);
const REPORT = "process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('cpu='+(u.user+u.system))});";
function run(args: string[]) {
  const t = process.hrtime.bigint();
  const c = spawnSync(process.execPath, args, { cwd: out, encoding: "utf8", env: { PATH: process.env.PATH ?? "", TABLE_NAME: "b", AWS_REGION: "us-east-1" } });
  if (c.status !== 0) throw new Error(c.stderr);
  return { wall: Number(process.hrtime.bigint() - t) / 1e6, cpu: Number(/cpu=(\d+)/.exec(c.stderr)?.[1]) / 1000 };
}
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1] as number;
for (const group of groups) {
  const entry = group === "floor" ? join(repoRoot, "scripts/bench/lambda-floor.ts") : undefined;
  const base = esbuildOptions(group === "floor" ? "sites" : group, join(out, group, "index.mjs"));
  await build({ ...base, ...(entry ? { entryPoints: [entry] } : {}), logLevel: "silent" });
  await build({ ...base, ...(entry ? { entryPoints: [entry] } : {}), format: "cjs", banner: {}, outfile: join(out, group, "index.cjs"), logLevel: "silent" });
  const r: Record<string, { wall: number[]; cpu: number[] }> = { bare: { wall: [], cpu: [] }, esm: { wall: [], cpu: [] }, cjs: { wall: [], cpu: [] } };
  for (let i = 0; i < 15; i++) {
    for (const [k, args] of [
      ["bare", ["-e", REPORT]],
      ["esm", ["--input-type=module", "-e", `${REPORT}await import(${JSON.stringify(join(out, group, "index.mjs"))})`]],
      ["cjs", ["-e", `${REPORT}require(${JSON.stringify(join(out, group, "index.cjs"))})`]],
    ] as const) {
      const s = run([...args]);
      r[k]!.wall.push(s.wall);
      r[k]!.cpu.push(s.cpu);
    }
  }
  const b = { wall: med(r.bare!.wall), cpu: med(r.bare!.cpu) };
  console.log(group, "esm +cpu", (med(r.esm!.cpu) - b.cpu).toFixed(0), "+wall", (med(r.esm!.wall) - b.wall).toFixed(0), "| cjs +cpu", (med(r.cjs!.cpu) - b.cpu).toFixed(0), "+wall", (med(r.cjs!.wall) - b.wall).toFixed(0), "| bare cpu", b.cpu.toFixed(0));
}
