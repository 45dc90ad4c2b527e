import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import type { Metafile } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import {
  OFFLINE_PAGES,
  offlinePageUrls,
  serviceWorkerMode,
  shellUrls,
  withoutWorkerMarker,
  withWorkerMarker,
  writeServiceWorker,
} from "../../../scripts/build-service-worker";
import { WORKER_META } from "../../../web/src/sw/cache-names";

const ROOT = resolve(import.meta.dirname, "../../..");
const HTML = `<!doctype html><html><head><title>x</title><script type="module" src="/assets/boot.aaaa1111.js"></script><link rel="modulepreload" href="/assets/main.bbbb2222.js" /></head><body><link rel="stylesheet" href="/assets/main.cccc3333.css" /></body></html>`;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A metafile as esbuild writes it for a build into `dist`: paths relative to the repository. */
function fakeBuild(): { dist: string; metafile: Metafile } {
  const dist = mkdtempSync(join(tmpdir(), "sw-build-"));
  made.push(dist);
  mkdirSync(join(dist, "assets"));
  const path = (name: string) => relative(ROOT, join(dist, "assets", name));
  const outputs: Record<string, unknown> = {
    [path("shared.dddd4444.js")]: { imports: [], bytes: 1, inputs: {}, exports: [] },
  };
  OFFLINE_PAGES.forEach((source, i) => {
    outputs[path(`page${i}.eeee${i}.js`)] = {
      entryPoint: `web/src/${source}`,
      imports: [
        { path: path("shared.dddd4444.js"), kind: "import-statement" },
        { path: path("lazy.ffff.js"), kind: "dynamic-import" },
      ],
      bytes: 1,
      inputs: {},
      exports: [],
    };
  });
  writeFileSync(join(dist, "index.html"), HTML);
  return { dist, metafile: { inputs: {}, outputs } as unknown as Metafile };
}

describe("the service worker build", () => {
  it("reads SERVICE_WORKER: on unless it says off, and refuses anything else", () => {
    expect(serviceWorkerMode(undefined)).toBe("on");
    expect(serviceWorkerMode("")).toBe("on");
    expect(serviceWorkerMode("on")).toBe("on");
    expect(serviceWorkerMode("off")).toBe("off");
    expect(() => serviceWorkerMode("of")).toThrow(/"on" or "off"/);
  });

  it("marks the page for registration, and a kill-switch page without", () => {
    const marked = withWorkerMarker(HTML);
    expect(marked).toContain(`<meta name="${WORKER_META}" content="/sw.js" /></head>`);
    expect(withoutWorkerMarker(marked)).toBe(HTML);
    expect(() => withWorkerMarker("<html></html>")).toThrow(/<\/head>/);
  });

  it("precaches index.html and what it references; the offline pages' chunks on update", () => {
    const { dist, metafile } = fakeBuild();
    const shell = shellUrls(HTML);
    expect(shell).toEqual([
      "/index.html",
      "/assets/boot.aaaa1111.js",
      "/assets/main.bbbb2222.js",
      "/assets/main.cccc3333.css",
    ]);
    const pages = offlinePageUrls(metafile, dist, [...shell, "/assets/page1.eeee1.js"]);
    expect(pages).toContain("/assets/shared.dddd4444.js");
    expect(pages).toContain("/assets/page0.eeee0.js");
    // Not twice, not what the shell has, and not lazily imported chunks (stored on use).
    expect(pages).not.toContain("/assets/page1.eeee1.js");
    expect(pages).not.toContain("/assets/lazy.ffff.js");
    expect(new Set(pages).size).toBe(pages.length);
    const [first] = Object.keys(metafile.outputs).filter((p) => p.includes("page0"));
    delete metafile.outputs[first as string];
    expect(() => offlinePageUrls(metafile, dist, shell)).toThrow(/No lazy chunk/);
  });

  it("writes the worker with its config and marks index.html; a new page is a new version", async () => {
    const { dist, metafile } = fakeBuild();
    await writeServiceWorker({ dist, metafile, production: true, mode: "on" });
    const worker = readFileSync(join(dist, "sw.js"), "utf8");
    expect(worker).toContain("/assets/page0.eeee0.js");
    expect(worker).toContain("/v1/sites/{slug}/info");
    expect(worker).not.toContain("SW_CONFIG");
    expect(readFileSync(join(dist, "index.html"), "utf8")).toContain(WORKER_META);
    const version = /version:"([0-9a-f]{12})"/.exec(worker)?.[1];
    expect(version).toBeDefined();
    const other = fakeBuild();
    writeFileSync(
      join(other.dist, "index.html"),
      HTML.replace("<title>x</title>", "<title>y</title>"),
    );
    await writeServiceWorker({ ...other, production: true, mode: "on" });
    expect(readFileSync(join(other.dist, "sw.js"), "utf8")).not.toContain(version);
  });

  it("writes the retiring worker for the kill switch, and leaves the page unmarked", async () => {
    const { dist, metafile } = fakeBuild();
    await writeServiceWorker({ dist, metafile, production: true, mode: "off" });
    const worker = readFileSync(join(dist, "sw.js"), "utf8");
    expect(worker).toContain("unregister");
    expect(worker).toContain("skipWaiting");
    expect(worker).not.toContain("respondWith");
    expect(readFileSync(join(dist, "index.html"), "utf8")).toBe(HTML);
  });

  it("writes nothing for a development build", async () => {
    const { dist, metafile } = fakeBuild();
    await writeServiceWorker({ dist, metafile, production: false, mode: "on" });
    expect(() => readFileSync(join(dist, "sw.js"))).toThrow();
    expect(readFileSync(join(dist, "index.html"), "utf8")).toBe(HTML);
  });
});
