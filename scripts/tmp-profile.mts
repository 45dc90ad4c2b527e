import { readFileSync, existsSync } from "node:fs";
import { SourceMap } from "node:module";
import { join } from "node:path";
import { chromium } from "playwright-core";

const base = process.env.BASE ?? "https://localhost:4443";
const path = process.argv[2] ?? "/cedarridge";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--ignore-certificate-errors"] });
const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.start");
await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
const { profile } = (await cdp.send("Profiler.stop")) as { profile: any };
await browser.close();

const maps = new Map<string, SourceMap | null>();
function mapOf(url: string) {
  if (!maps.has(url)) {
    const m = /\/assets\/(.+\.js)$/.exec(url);
    const file = m ? join("/work/main/web/dist/assets", m[1]!) + ".map" : "";
    maps.set(url, file && existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, "utf8"))) : null);
  }
  return maps.get(url);
}
const dt = new Map<number, number>();
const samples: number[] = profile.samples; const deltas: number[] = profile.timeDeltas;
for (let i = 0; i < samples.length; i++) dt.set(samples[i]!, (dt.get(samples[i]!) ?? 0) + (deltas[i] ?? 0));
const bySource = new Map<string, number>();
const byFn = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const self = (dt.get(node.id) ?? 0) / 1000;
  if (!self) continue;
  const cf = node.callFrame;
  let key = cf.url ? cf.url.replace(base, "") : `(${cf.functionName || "native"})`;
  let fn = cf.functionName;
  const map = cf.url ? mapOf(cf.url) : null;
  if (map && cf.lineNumber >= 0) {
    const e = map.findEntry(cf.lineNumber, cf.columnNumber);
    if (e && "originalSource" in e && e.originalSource) {
      const src = String(e.originalSource);
      const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src);
      key = nm ? `nm:${nm[1]}` : src.replace(/.*web\/src\//, "web/").replace(/.*\/shared\//, "shared/");
      fn = `${src.replace(/.*node_modules\//, "").replace(/.*web\/src\//, "web/")}:${e.originalLine}`;
    }
  }
  if (["(idle)", "(program)"].includes(key)) continue;
  total += self;
  bySource.set(key, (bySource.get(key) ?? 0) + self);
  byFn.set(fn || key, (byFn.get(fn || key) ?? 0) + self);
}
console.log(path, "total self ms (4x):", total.toFixed(0));
for (const [k, v] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 22)) console.log(v.toFixed(0).padStart(6), k);
console.log("-- top functions");
for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(v.toFixed(0).padStart(6), k);
