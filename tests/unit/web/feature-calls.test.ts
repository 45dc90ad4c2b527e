import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");
const FEATURES = join(ROOT, "web/src/features");

/** What only a feature's api/ may use: the route refs, the API client's calls and SWR's hooks. */
const CALLS =
  /@\/lib\/api-routes\/|\b(?:apiRequest|apiKey|buildRequest|opsRequest|useSWR|useSWRInfinite|useSWRConfig|useSiteData|useConsoleData|useCursorList)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

// A screen's calls are found in one place: its feature's api/ folder (docs/web-app.md).
describe("web features", () => {
  it("call the API only from their api/ folder", () => {
    const outside = sources(FEATURES)
      .map((file) => relative(ROOT, file))
      .filter((file) => !/^web\/src\/features\/[\w-]+\/[\w-]+\/api\//.test(file))
      .filter((file) => CALLS.test(readFileSync(join(ROOT, file), "utf8")));
    expect(outside).toEqual([]);
  });
});
