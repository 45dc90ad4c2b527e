import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

// Links in mail and origins come from configuration (functions/platform/web-origin.ts); a Host or
// X-Forwarded-Host header is the attacker's to choose.
const HOST_READS = /headers\??\.(host|\["host"\])|x-forwarded-host|requestContext\.domainName/i;

describe("request origin", () => {
  it("no Lambda code reads the request's Host to build a link or an origin", () => {
    const offenders = sources("functions").flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line, at: `${file.slice(ROOT.length + 1)}:${index + 1}` }))
        .filter(({ line }) => HOST_READS.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});
