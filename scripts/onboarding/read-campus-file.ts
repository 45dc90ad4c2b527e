import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { CampusFile } from "../../shared/onboarding/campus-file";
import { validateCampusFile } from "../../shared/onboarding/validate";

export class CampusFileError extends Error {
  readonly errors: string[];
  constructor(filePath: string, errors: string[]) {
    super(`${filePath} is not a valid campus file:\n  ${errors.join("\n  ")}`);
    this.name = "CampusFileError";
    this.errors = errors;
  }
}

export interface LoadedCampusFile {
  file: CampusFile;
  /** Folder the file's relative paths start from. */
  baseDir: string;
}

async function readJson(path: string): Promise<unknown> {
  const text = await readFile(path, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CampusFileError(path, [`(file): Not valid JSON: ${(error as Error).message}`]);
  }
}

/**
 * Reads a campus file and the menus file it names (`menus_file`, relative to it), lets the
 * caller adjust the raw JSON (the demo shifts its dates), then validates everything.
 */
export async function readCampusFile(
  filePath: string,
  transform: (raw: unknown) => unknown = (raw) => raw,
): Promise<LoadedCampusFile> {
  const path = resolve(filePath);
  const baseDir = dirname(path);
  let raw = await readJson(path);
  if (raw && typeof raw === "object" && "menus_file" in raw) {
    const { menus_file: menusFile, ...rest } = raw as Record<string, unknown>;
    if (typeof menusFile !== "string")
      throw new CampusFileError(path, ["menus_file: Expected string"]);
    raw = { ...rest, menus: await readJson(resolve(baseDir, menusFile)) };
  }
  const result = validateCampusFile(transform(raw));
  if (!result.ok) throw new CampusFileError(path, result.errors);
  return { file: result.file, baseDir };
}
