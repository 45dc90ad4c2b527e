import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { ROOT } from "./local/stack";
import { stackStateSchema, stateFilePath } from "./local/stack-state";
import { shootPurchase } from "./screenshots-purchase";

/**
 * `npm run screenshots [-- --url http://localhost:3000]`: the main pages at a phone (360 px)
 * and a desktop (1280 px) width, from a running stack (`npm start`, found through its state
 * file, or the address given), saved as docs/screenshots/<page>-<width>.png, and the purchase
 * flow at 360 px (`purchase`: the card step and the thank-you page, an order placed with the
 * sandbox's test card). The README shows five of them; the rest are for looking at, not for
 * committing.
 */
const PAGES: Record<string, string> = {
  "campus-home": "/cedarridge",
  "harbor-home": "/harborstate",
  menu: "/cedarridge/whats-on-the-menu",
  hours: "/cedarridge/hours-of-operation",
  events: "/cedarridge/events",
  offers: "/cedarridge/special-offers",
  staff: "/cedarridge/staff",
  microsite: "/cedarridge/microsite",
  map: "/cedarridge/campus-map",
};
const WIDTHS = [360, 1280];
/** The purchase flow is pictured on a phone, where most students buy. */
const PURCHASE_WIDTH = 360;
const OUT = join(ROOT, "docs", "screenshots");

function baseUrl(): string {
  const flag = process.argv.indexOf("--url");
  if (flag > 0 && process.argv[flag + 1]) return String(process.argv[flag + 1]).replace(/\/$/, "");
  if (process.env.SCREENSHOTS_URL) return process.env.SCREENSHOTS_URL.replace(/\/$/, "");
  const file = stateFilePath();
  if (!existsSync(file))
    throw new Error("No running stack: start one with `npm start`, or pass --url.");
  return stackStateSchema.parse(JSON.parse(readFileSync(file, "utf8"))).url.replace(/\/$/, "");
}

async function main(): Promise<void> {
  const url = baseUrl();
  const only = process.argv.slice(2).filter((arg) => PAGES[arg] || arg === "purchase");
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 740 : 800 },
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const [name, path] of Object.entries(PAGES)) {
        if (only.length > 0 && !only.includes(name)) continue;
        await page.goto(`${url}${path}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 20_000 });
        await page.waitForLoadState("networkidle");
        // Skeletons stand in for data still on its way; the picture is of the loaded page.
        await page
          .waitForFunction(() => !document.querySelector(".ui-skeleton"), null, { timeout: 15_000 })
          .catch(() => console.warn(`  ${path} at ${width} px still shows a skeleton`));
        // The welcome dialog a first visit opens would cover the home page.
        await page.keyboard.press("Escape");
        const file = join(OUT, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`  ${file}`);
      }
      await context.close();
    }
    if (only.length === 0 || only.includes("purchase")) {
      // A context of its own: an empty cart, whatever the pages above did.
      const context = await browser.newContext({
        viewport: { width: PURCHASE_WIDTH, height: 740 },
        reducedMotion: "reduce",
      });
      for (const file of await shootPurchase(await context.newPage(), url, PURCHASE_WIDTH, OUT)) {
        console.log(`  ${join(OUT, file)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
