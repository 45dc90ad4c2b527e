import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { newPage } from "../support/browser";

// The local stack sends CloudFront's Content-Security-Policy (shared/security-headers.ts), so
// a page that runs here without a violation runs behind CloudFront too (docs/security.md "Edge").

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A page that records every CSP violation the browser reports, from its first script on. */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const { page, context } = await newPage();
  close = () => context.close();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return {
    page,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
}

describe("the Content-Security-Policy allows what the app loads", () => {
  it("sends the policy on the page itself", async () => {
    const { page } = await watchedPage();
    const response = await page.goto("/CedarRidge");
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
  });

  it("shows the home page and the campus map without a violation", async () => {
    const { page, violations } = await watchedPage();
    await page.goto("/CedarRidge");
    await page.getByRole("main").waitFor();
    await page.goto("/CedarRidge/campus-map");
    await page.locator(".map-marker").first().waitFor();
    // The tiles cannot load offline; a blocked tile would still be reported as a violation.
    expect((await violations()).filter((v) => !v.startsWith("img-src https://tile."))).toEqual([]);
    expect((await violations()).filter((v) => v.includes("tile.openstreetmap.org"))).toEqual([]);
  });

  it("lets the ALTCHA widget inject its style and solve in its blob: worker", async () => {
    const { page, violations } = await watchedPage();
    const challenge = page.waitForResponse((r) => r.url().includes("/v1/feedback/challenge"));
    await page.goto("/CedarRidge/feedback");
    await challenge;
    await page.getByRole("main").getByRole("checkbox").click();
    const payload = page.locator('altcha-widget input[name="altcha"]');
    await expect
      .poll(() => payload.inputValue(), { timeout: 30_000 })
      .toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    // zod probes `new Function("")` once and, refused, validates without it: not a breakage.
    const zodProbe = /^script-src eval /;
    expect((await violations()).filter((v) => !zodProbe.test(v))).toEqual([]);
  });
});
