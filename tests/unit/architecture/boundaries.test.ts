import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { AREA_NAMES, AREAS, type Area, areaOfGroup, groupFolder } from "../../../shared/areas";
import { routeList } from "../../../shared/route-list";
import { ROOT, sourceFiles } from "./source-files";

// The layering, checked on every run so a shortcut cannot creep in: shared/ imports no app; the
// platform imports no area; a Lambda group (functions/<area>/<group>/) imports no other group,
// only its area's and other areas' shared server code (functions/<area>/*) and the platform; a
// web feature (web/src/features/<area>/<feature>/) imports no other feature.

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

/**
 * The group a functions/ file belongs to, or null for an area's shared server code. The
 * platform's own entry points (the API description, the mail outbox worker, the origin check)
 * sit beside the platform code they run, so the platform has no private group folders.
 */
const groupOf = (file: string): string | null => {
  const [, area, folder] = file.split("/");
  if (area === "platform") return null;
  const groups = AREAS[area as Area]?.groups as readonly string[] | undefined;
  return folder && groups?.includes(folder) ? folder : null;
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

  it("every folder of shared/ and functions/ is an area of shared/areas.ts", () => {
    const folders = (dir: string) =>
      readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    expect(folders("shared").filter((name) => !AREA_NAMES.includes(name as Area))).toEqual([]);
    expect(folders("functions").filter((name) => !AREA_NAMES.includes(name as Area))).toEqual([]);
    expect(
      folders("web/src/features").filter((name) => !AREA_NAMES.includes(name as Area)),
    ).toEqual([]);
  });

  it("each group lives in its area's folder, and every group folder is claimed by an area", () => {
    for (const area of AREA_NAMES) {
      for (const group of AREAS[area].groups) {
        expect(existsSync(join(ROOT, "functions", groupFolder(group))), group).toBe(true);
      }
    }
    // A handler.ts is a Lambda entry point: its folder must be a group its area claims.
    const entries = sourceFiles("functions").filter((file) => file.endsWith("/handler.ts"));
    expect(entries.length).toBeGreaterThan(30);
    for (const file of entries) {
      const [, area, folder] = file.split("/");
      const groups = AREAS[area as Area]?.groups as readonly string[] | undefined;
      expect(groups, file).toContain(folder);
    }
    for (const route of routeList) expect(() => areaOfGroup(route.group)).not.toThrow();
  });

  it("the platform imports no area, in shared/ and in functions/", () => {
    for (const root of ["shared/platform", "functions/platform"]) {
      const layer = root.split("/")[0] as string;
      for (const file of sourceFiles(root)) {
        for (const spec of importsOf(file)) {
          const target = resolveImport(file, spec);
          if (!target.startsWith(`${layer}/`) || target.split("/").length < 3) continue;
          expect(target.split("/")[1], `${file} imports ${spec}`).toBe("platform");
        }
      }
    }
  });

  it("a function group imports its own folder, areas' shared server code and the platform, never another group", () => {
    for (const file of sourceFiles("functions")) {
      const own = groupOf(file);
      for (const spec of importsOf(file)) {
        const target = resolveImport(file, spec);
        if (!target.startsWith("functions/")) continue;
        const targetGroup = groupOf(target);
        if (targetGroup) expect(targetGroup, `${file} imports ${spec}`).toBe(own);
      }
    }
  });

  it("a web feature never imports another feature", () => {
    const featureOf = (file: string) => file.split("/").slice(3, 5).join("/");
    for (const file of sourceFiles("web/src").filter((f) => f.startsWith("web/src/features/"))) {
      for (const spec of importsOf(file)) {
        const target = resolveImport(file, spec);
        if (!target.startsWith("web/src/features/")) continue;
        expect(featureOf(target), `${file} imports ${spec}`).toBe(featureOf(file));
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
