import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "./source-files";

// The layering (shared/ imports no app; no function group imports another), checked on every run so a shortcut cannot creep in.

const importsOf = (file: string): string[] =>
  [
    ...readFileSync(join(ROOT, file), "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g),
  ].map((match) => match[1] as string);

/** A relative or aliased import (`@/` is web/src, `@shared/` is shared/, as in tsconfig.json). */
const resolveImport = (file: string, spec: string): string => {
  if (spec.startsWith("@/")) return `web/src/${spec.slice(2)}`;
  if (spec.startsWith("@shared/")) return `shared/${spec.slice("@shared/".length)}`;
  return spec.startsWith(".") ? relative(ROOT, resolve(ROOT, file, "..", spec)) : spec;
};

describe("architecture boundaries", () => {
  it("shared/ imports nothing of functions/, web/, infra/ or scripts/, nor AWS or React", () => {
    for (const file of sourceFiles("shared")) {
      for (const spec of importsOf(file)) {
        const target = resolveImport(file, spec);
        expect(target, `${file} imports ${spec}`).not.toMatch(/^(functions|web|infra|scripts)\//);
        expect(target, `${file} imports ${spec}`).not.toMatch(/^(@aws-sdk|aws-cdk-lib|react)/);
      }
    }
  });

  it("shared/ reads neither the clock nor the environment", () => {
    for (const file of sourceFiles("shared")) {
      const text = readFileSync(join(ROOT, file), "utf8");
      expect(text, file).not.toMatch(/Date\.now\(|new Date\(\)|process\.env/);
    }
  });

  it("a function group never imports another group", () => {
    for (const file of sourceFiles("functions")) {
      const group = file.split("/")[1];
      for (const spec of importsOf(file)) {
        const target = resolveImport(file, spec);
        if (!target.startsWith("functions/")) continue;
        const targetGroup = target.split("/")[1];
        expect([group, "lib"], `${file} imports ${spec}`).toContain(targetGroup);
      }
    }
  });

  it("a web feature never imports another feature", () => {
    for (const file of sourceFiles("web/src").filter((f) => f.startsWith("web/src/features/"))) {
      const feature = file.split("/")[3];
      for (const spec of importsOf(file)) {
        const target = resolveImport(file, spec);
        if (!target.startsWith("web/src/features/")) continue;
        expect(target.split("/")[3], `${file} imports ${spec}`).toBe(feature);
      }
    }
  });

  it("the UI kit and web/src/lib import no feature", () => {
    for (const file of [...sourceFiles("web/src/components"), ...sourceFiles("web/src/lib")]) {
      for (const spec of importsOf(file)) {
        expect(resolveImport(file, spec), `${file} imports ${spec}`).not.toMatch(
          /^web\/src\/(features|app)\//,
        );
      }
    }
  });

  it("Lambda and domain code never scans the table", () => {
    for (const file of [...sourceFiles("functions"), ...sourceFiles("shared")]) {
      expect(readFileSync(join(ROOT, file), "utf8"), file).not.toMatch(/ScanCommand|\.scan\(/);
    }
  });
});
