import { readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** The repository root, for the architecture tests that read the tree as text. */
export const ROOT = resolve(import.meta.dirname, "../../..");

/** Every .ts/.tsx source file below `dir` (relative to the root), declaration files aside. */
export function sourceFiles(dir: string): string[] {
  const full = join(ROOT, dir);
  return readdirSync(full).flatMap((name) => {
    const path = join(full, name);
    if (statSync(path).isDirectory()) return sourceFiles(relative(ROOT, path));
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [relative(ROOT, path)] : [];
  });
}
