import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { newPage, viewports } from "../support/browser";
import { CLS_PAGES, measureShifts, prepareForShifts } from "../support/layout-shift";

// The CLS budget (docs/web-app.md, App shell): no page moves what it has painted by more than
// 0.05 while it loads, even when every API answer is late. One page per width, reused.
const BUDGET = 0.05;
const API_DELAY_MS = 500;

describe.each([
  ["360 px", viewports.phone],
  ["1280 px", viewports.desktop],
])("layout shift at %s", (_name, viewport) => {
  let opened: Promise<{ page: Page; close: () => Promise<void> }> | undefined;
  const page = async (): Promise<Page> => {
    opened ??= newPage(viewport).then(async ({ page, context }) => {
      await prepareForShifts(page, () => API_DELAY_MS);
      return { page, close: () => context.close() };
    });
    return (await opened).page;
  };
  afterAll(async () => {
    await (await opened)?.close();
  });

  it.each(CLS_PAGES)("%s stays within the CLS budget with late API answers", async (path) => {
    const report = await measureShifts(await page(), path, 1000);
    // The message lists the elements that moved, so a failure says where to look.
    expect(report.cls, JSON.stringify(report.entries)).toBeLessThanOrEqual(BUDGET);
  });
});
