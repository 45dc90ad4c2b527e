import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { DEPLOYMENT_CONFIG_META } from "../../shared/platform/deployment-config";
import { newPage } from "../support/browser";

// docs/decisions/map-tiles.md: a demo campus's map draws its own PMTiles archive
// from the site's origin (the files bucket, here the local files emulator), and the page asks
// no other origin for anything: no tile service learns where a student is looking.

const ARCHIVE = "/files/cedar-ridge/map/campus.pmtiles";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("the campus map's own tiles", () => {
  it("draws Cedar Ridge from its archive, by range requests, with no request to another origin", async () => {
    const { page, context } = await newPage();
    close = () => context.close();
    const origin = new URL(inject("baseUrl")).origin;
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const violations: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`csp ${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    page.on("console", (message) => {
      if (message.text().startsWith("csp ")) violations.push(message.text());
    });
    const ranges: { status: number; range: string | undefined }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname !== ARCHIVE) return;
      ranges.push({ status: response.status(), range: response.request().headers().range });
    });

    const answer = await page.goto("/CedarRidge/campus-map");
    // The page was told of the tiles by the deployment's config, and the CSP was made from it.
    const config = await page
      .locator(`meta[name="${DEPLOYMENT_CONFIG_META}"]`)
      .getAttribute("content");
    expect(JSON.parse(config ?? "{}")).toEqual({
      mapTiles: { kind: "pmtiles", url: "/files/{site}/map/campus.pmtiles" },
    });
    expect(answer?.headers()["content-security-policy"]).toContain("img-src 'self' data:;");

    await page.locator(".map-marker").first().waitFor();
    // protomaps-leaflet draws each tile on a canvas; a drawn one has more than one colour.
    const tile = page.locator(".leaflet-tile-container canvas.leaflet-tile-loaded").first();
    await tile.waitFor();
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const colours = new Set<string>();
            for (const canvas of document.querySelectorAll<HTMLCanvasElement>(
              ".leaflet-tile-container canvas",
            )) {
              const ctx = canvas.getContext("2d");
              if (!ctx || canvas.width === 0) continue;
              const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
              for (let i = 0; i < data.length; i += 4 * 97) {
                colours.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
              }
            }
            return colours.size;
          }),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(2);
    const attribution = page.locator(".leaflet-control-attribution");
    await expect(attribution.textContent()).resolves.toContain("Cedar Ridge University demo map");

    await page.waitForLoadState("networkidle");
    writeFileSync(join(tmpdir(), "campus-map-tiles.png"), await page.screenshot());
    // Read by byte ranges (206), as S3 behind CloudFront serves them.
    expect(ranges.length).toBeGreaterThan(0);
    expect(
      ranges.every(({ status, range }) => status === 206 && /^bytes=\d+-\d+$/.test(range ?? "")),
    ).toBe(true);
    const elsewhere = requests.filter(
      (url) =>
        !url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin,
    );
    expect(elsewhere).toEqual([]);
    expect(violations).toEqual([]);
  });
});
