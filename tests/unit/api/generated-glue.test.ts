import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generatedFiles } from "../../../scripts/glue/generated-files";

const ROOT = join(import.meta.dirname, "../../..");

// Whatever is derived from the route list is committed as generated; a route added without
// `npm run generate` fails here, not in production.
describe("files generated from the route list", async () => {
  const files = await generatedFiles();

  it("include each sectioned group's key table", () => {
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        "functions/accounts/customer/section-table.ts",
        "functions/reservations/reservations/section-table.ts",
        "functions/operations/operations/section-table.ts",
      ]),
    );
  });

  it.each([...files.keys()])("%s is up to date (run `npm run generate`)", (path) => {
    expect(readFileSync(join(ROOT, path), "utf8")).toBe(files.get(path));
  });
});
