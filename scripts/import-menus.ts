import { readFile } from "node:fs/promises";
import { parseMenuFile } from "./menu-import/menu-file";
import { MenuImportError, writeMenus } from "./menu-import/write-menus";
import { targetsFromEnv } from "./onboarding/aws-clients";

/**
 * `npm run import-menus -- <file> [--site <site id>]`: loads a menu export into TABLE_NAME
 * (docs/menu-import.md). `--site` is needed only when the file is a bare list of menu days.
 */
async function main(args: string[]): Promise<void> {
  const positional = [...args];
  const siteFlag = positional.indexOf("--site");
  const siteId = siteFlag >= 0 ? positional.splice(siteFlag, 2)[1] : undefined;
  const [path, ...rest] = positional;
  if (!path || rest.length > 0) {
    console.error("Usage: npm run import-menus -- <menu file> [--site <site id>]");
    process.exitCode = 2;
    return;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new MenuImportError([`(file): Not valid JSON: ${(error as Error).message}`]);
  }
  const parsed = parseMenuFile(raw, siteId);
  if (!parsed.ok) throw new MenuImportError(parsed.errors);
  const targets = targetsFromEnv();
  try {
    const result = await writeMenus(targets, parsed.file, new Date());
    console.log(
      `${result.siteId}: ${result.days} location days, ${result.written} items written, ${result.removed} removed`,
    );
  } finally {
    targets.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof MenuImportError) {
    console.error(`The menu file was not imported:\n  ${error.errors.join("\n  ")}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
