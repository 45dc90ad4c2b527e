import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, inject, it } from "vitest";
import { newPage, seriousA11yViolations, viewports } from "../support/browser";

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(path: string, viewport = viewports.desktop): Promise<Page> {
  const opened = await newPage(viewport, { reducedMotion: "reduce" });
  context = opened.context;
  await opened.context.addCookies([
    { name: "doc_landing_modal_dismissed", value: "true", url: inject("baseUrl") },
  ]);
  await opened.page.goto(path);
  return opened.page;
}

describe("home tiles", () => {
  it("votes on the survey in its tile and then shows the results as text", async () => {
    const page = await open("/cedarridge");
    const tile = page.getByRole("region", { name: "Survey", exact: true });
    // The first published survey of the demo campus (scripts/demo/cedar-ridge/campus.json).
    const question = "When should weekend brunch start?";
    await tile.getByRole("heading", { level: 3, name: question }).waitFor();
    await tile.getByRole("button", { name: "10:00 a.m." }).click();
    const results = tile.getByRole("list", { name: question });
    await tile.getByText(/^Total votes: \d+$/).waitFor();
    expect(await tile.getByRole("button").count()).toBe(0);
    const rows = await results.getByRole("listitem").allInnerTexts();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatch(/\d+%/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // This browser already voted: the results show straight away on the next visit.
    await page.reload();
    await tile.getByText(/^Total votes: \d+$/).waitFor();
    expect(await tile.getByRole("button").count()).toBe(0);
  });
});
