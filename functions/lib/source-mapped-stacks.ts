import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * Stack traces of a Lambda bundle point at the TypeScript sources, as with
 * `--enable-source-maps`, without its cold-start cost: Node with that flag reads and parses
 * the whole map (0.6-0.8 MB) when it loads the bundle, 22-30 ms CPU on every cold start
 * (docs/benchmarks.md, Lambda bundles), although only an unexpected error ever formats a
 * stack. Here the map is read and decoded on the first stack that has a frame in the bundle
 * (a few hundred ms, once per instance, on an error path).
 *
 * Inside a bundle `import.meta.url` is the bundle itself (index.mjs next to index.mjs.map).
 * Elsewhere (tsx, vitest) there is no map beside this file, or Node maps stacks already, and
 * nothing is installed.
 */
const bundleUrl = import.meta.url;
const mapFile = `${fileURLToPath(bundleUrl)}.map`;

let sourceMap: SourceMap | null | undefined;

function bundleMap(): SourceMap | null {
  if (sourceMap === undefined) {
    try {
      sourceMap = new SourceMap(JSON.parse(readFileSync(mapFile, "utf8")));
    } catch {
      sourceMap = null;
    }
  }
  return sourceMap;
}

/** `node_modules/...` or `functions/...`: the map's paths are relative to wherever it was built. */
const tidy = (source: string) =>
  source.replace(/^(?:\.\.\/)+/, "").replace(/^.*node_modules\//, "node_modules/");

function frame(site: NodeJS.CallSite): string {
  const text = String(site);
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  if (site.getFileName() !== bundleUrl || !line || !column) return text;
  const entry = bundleMap()?.findEntry(line - 1, column - 1);
  if (!entry || !("originalSource" in entry)) return text;
  return text.replace(
    `${bundleUrl}:${line}:${column}`,
    `${tidy(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`,
  );
}

export function installSourceMappedStacks(): void {
  if (process.sourceMapsEnabled || !existsSync(mapFile)) return;
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
