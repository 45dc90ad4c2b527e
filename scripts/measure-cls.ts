import { chromium } from "playwright-core";
import { CLS_PAGES, measureShifts, prepareForShifts } from "../tests/support/layout-shift";
import { startPreview } from "./preview";

/**
 * `npx tsx scripts/measure-cls.ts [path ...]`: the production build (npm run preview) in
 * Chromium at 360 and 1280 px, every /v1 answer delayed 300–800 ms, and the layout shifts of
 * each page's load + 3 s summed as CLS counts them, with the elements that moved. The budget
 * is 0.05 per page (docs/web-app.md, App shell); tests/e2e/layout-shift.test.ts holds it.
 * CPU=4 slows the CPU down as Lighthouse's mobile run does.
 * BASE_URL=http://localhost:4173 measures an already running preview instead.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
process.env.LOG_LEVEL ??= "WARN";
/** CPU=4 slows the page's CPU down as Lighthouse's mobile run does. */
const cpuSlowdown = Number(process.env.CPU ?? 1);

/** WIDTHS=412,1280 measures other widths (Lighthouse mobile is 412 px wide). */
const WIDTHS = (process.env.WIDTHS ?? "360,1280").split(",").map((width) => ({
  width: Number(width),
  height: Number(width) < 992 ? 740 : 800,
}));

async function main(): Promise<void> {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...CLS_PAGES];
  const preview = process.env.BASE_URL ? null : await startPreview({ port: 0, securePort: 0 });
  const baseURL = process.env.BASE_URL ?? preview?.url;
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const rows: string[] = [];
  try {
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      if (cpuSlowdown > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      }
      await prepareForShifts(page, () => 300 + Math.round(Math.random() * 500));
      for (const path of paths) {
        const report = await measureShifts(page, path);
        const flag = report.cls > 0.05 ? "  OVER" : "";
        console.log(`${viewport.width}px ${path}: CLS ${report.cls.toFixed(4)}${flag}`);
        for (const entry of report.entries) {
          console.log(
            `    ${entry.value.toFixed(4)} @${entry.time}ms ${entry.sources.join(" | ")}`,
          );
        }
        rows.push(`${String(viewport.width).padStart(4)}  ${report.cls.toFixed(4)}  ${path}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await preview?.stop();
  }
  console.log(`\nwidth  CLS     page\n${rows.join("\n")}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
