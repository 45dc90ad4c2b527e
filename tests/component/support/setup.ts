// The page's globals, set as main.tsx sets them before anything loads react-aria or zod.
import "@/lib/aria-locale";
import "@/lib/zod-jitless";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";

// jsdom has no CSS.escape, which react-aria uses to build selectors (meta tags, item keys).
// This covers what it escapes here: punctuation, and a leading digit as a code point.
if (typeof CSS === "undefined" || !CSS.escape) {
  const cssEscape = (value: string) =>
    String(value)
      .replace(/[^\w\u00a0-\uffff-]/g, (c) => `\\${c}`)
      .replace(/^(-?)(\d)/, (_m, dash: string, digit: string) => `${dash}\\3${digit} `);
  Object.assign(globalThis, {
    CSS: { ...(globalThis as { CSS?: object }).CSS, escape: cssEscape },
  });
}

// findBy* and waitFor wait 1 s by default; a busy two-core machine answers later than that.
configure({ asyncUtilTimeout: 4_000 });

// A React warning (act(), keys, a missing label from react-aria) is a defect of the component
// or the test, and noise in the run: any console.error or console.warn fails the test.
let complaints: string[] = [];
beforeEach(() => {
  complaints = [];
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      complaints.push(`console.${method}: ${args.map(String).join(" ")}`);
    });
  }
});
// One hook, in this order: unmounting (which Testing Library cannot register by itself without
// vitest globals) may warn too.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(complaints, "nothing written to the console").toEqual([]);
});
