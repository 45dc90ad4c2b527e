/**
 * Writes everything derived from the route list: the OpenAPI document, each sectioned group's
 * key table, the web's route refs and docs/architecture.md's route table. Run after adding or changing a route; the unit tests fail
 * while a generated file is stale (tests/unit/api/generated-glue.test.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { generatedFiles, staleGeneratedFiles } from "./glue/generated-files";

const ROOT = join(import.meta.dirname, "..");
const files = await generatedFiles();
for (const [path, content] of files) {
  mkdirSync(dirname(join(ROOT, path)), { recursive: true });
  writeFileSync(join(ROOT, path), content);
}
console.log(`wrote ${files.size} files`);
for (const path of staleGeneratedFiles(files)) {
  rmSync(join(ROOT, path));
  console.log(`removed ${path}`);
}
