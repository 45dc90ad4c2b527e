import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { committedRefFiles, webRouteRefFiles } from "../../../scripts/glue/web-route-refs";
import { routeList } from "../../../shared/route-list";
import type { RouteRef } from "../../../web/src/lib/api-client";

const ROOT = join(import.meta.dirname, "../../..");

// The web's route refs are generated from the route list; a route added or changed without
// `npm run generate` fails here rather than as a 404 in the browser.
describe("the web's route refs (web/src/lib/api-routes/<area>/<operation-id>.ts)", () => {
  const files = webRouteRefFiles();

  it.each([...files.keys()])("%s is up to date (run `npm run generate`)", (path) => {
    expect(readFileSync(join(ROOT, path), "utf8")).toBe(files.get(path));
  });

  it("holds no file the generator does not write", () => {
    expect(committedRefFiles()).toEqual([...files.keys()].sort());
  });

  it("names every route of the route list once, with its method, path and inputs", async () => {
    const refs: RouteRef<never>[] = [];
    for (const path of files.keys()) {
      const module = (await import(join(ROOT, path))) as Record<string, RouteRef<never>>;
      refs.push(...Object.values(module));
    }
    const expected = routeList.map((route) => ({
      operationId: route.operationId,
      method: route.method,
      path: route.path,
      ...(route.body ? { body: route.body } : {}),
      ...(route.csrf === false ? { csrf: false } : {}),
    }));
    const byId = (a: { operationId: string }, b: { operationId: string }) =>
      a.operationId.localeCompare(b.operationId);
    expect([...refs].sort(byId)).toEqual(expected.sort(byId));
  });

  it("marks `csrf: false` only where a definition does: the browser-details beacon", async () => {
    const { postUserAgent } = await import(
      "../../../web/src/lib/api-routes/site-content/post-user-agent"
    );
    expect(postUserAgent.csrf).toBe(false);
    const unguarded = routeList.filter((route) => route.csrf === false).map((r) => r.operationId);
    // The payment processor's webhook is never called by a browser.
    expect(unguarded.sort()).toEqual(["postUserAgent", "stripeWebhook"]);
  });
});
