import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * Stack traces of a Lambda bundle point at the TypeScript sources, as with
 * `--enable-source-maps`, without its cold-start cost: Node with that flag reads and parses
 * every map (0.6-0.8 MB) when it loads the bundle, 22-30 ms CPU on every cold start
 * (docs/benchmarks.md, Lambda bundles), although only an unexpected error ever formats a
 * stack. Here a file's map is read and decoded on the first stack with a frame in that file
 * (a few hundred ms, once per instance, on an error path).
 *
 * A bundle is `index.mjs` and its chunks (infra/bundling.ts), each with its map beside it;
 * `import.meta.url` is whichever of them holds this module. Elsewhere (tsx, vitest) there is
 * no map beside this file, or Node maps stacks already, and nothing is installed.
 */
const ownMap = `${fileURLToPath(import.meta.url)}.map`;

const maps = new Map<string, SourceMap | null>();

function mapOf(fileUrl: string): SourceMap | null {
  let map = maps.get(fileUrl);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(fileUrl)}.map`, "utf8")));
    } catch {
      map = null;
    }
    maps.set(fileUrl, map);
  }
  return map;
}

/** `node_modules/...` or `functions/...`: the map's paths are relative to wherever it was built. */
const tidy = (source: string) =>
  source.replace(/^(?:\.\.\/)+/, "").replace(/^.*node_modules\//, "node_modules/");

function frame(site: NodeJS.CallSite): string {
  const text = String(site);
  const file = site.getFileName();
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  if (!file?.startsWith("file:") || !file.endsWith(".mjs") || !line || !column) return text;
  const entry = mapOf(file)?.findEntry(line - 1, column - 1);
  if (!entry || !("originalSource" in entry)) return text;
  return text.replace(
    `${file}:${line}:${column}`,
    `${tidy(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`,
  );
}

export function installSourceMappedStacks(): void {
  if (process.sourceMapsEnabled || !existsSync(ownMap)) return;
  // V8's own format: the error's toString, then one "    at ..." line per frame.
  Error.prepareStackTrace = (error, sites) => {
    let head: string;
    try {
      head = String(error);
    } catch {
      head = "Error";
    }
    return [head, ...sites.map((site) => `    at ${frame(site)}`)].join("\n");
  };
}
