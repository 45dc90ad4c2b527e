import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./source-files";

/**
 * Every repository path the docs name exists, so a move of files cannot leave the docs pointing
 * at nothing. A path is a backticked span without spaces that starts with one of the
 * repository's top-level entries (`shared/menus/allergens.ts`, `tests/unit/`), or a Markdown
 * link to a local file. Patterns are allowed: `<area>`-style placeholders and `*` stand for
 * one name (or part of one), `**` and `…` for any depth, `{a,b}` for alternatives; a pattern
 * must match at least one path.
 */
const SKIP = new Set([".git", "node_modules", "cdk.out", "coverage", ".data", ".cache", "dist"]);

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    if (SKIP.has(name)) continue;
    const path = dir ? `${dir}/${name}` : name;
    if (statSync(join(ROOT, path)).isDirectory()) {
      out.push(`${path}/`);
      walk(path, out);
    } else out.push(path);
  }
  return out;
}

/** Every file and folder (folders end in `/`), relative to the root. */
const TREE = walk("", []);
const PATHS = new Set(TREE);
const TOP_LEVEL = new Set(readdirSync(ROOT).filter((name) => !SKIP.has(name)));
/** Built or generated at run time, never in a fresh checkout; the docs may name them. */
const GENERATED = [/^web\/dist(?:\/|$)/, /^(?:cdk\.out|coverage|\.data|\.cache)(?:\/|$)/];

const DOCS = [
  "README.md",
  ...TREE.filter((path) => path.startsWith("docs/") && path.endsWith(".md")),
];

const escapeRegExp = (text: string) => text.replace(/[.+^$()|[\]\\]/g, "\\$&");

/** A doc's path, with its placeholders and globs, as a regular expression over the tree. */
function pathPattern(path: string): RegExp {
  let source = "";
  for (let i = 0; i < path.length; i += 1) {
    const rest = path.slice(i);
    const placeholder = /^<[^<>/]+>/.exec(rest);
    const alternatives = /^\{([^{}/]+)\}/.exec(rest);
    if (placeholder) {
      source += "[^/]+";
      i += placeholder[0].length - 1;
    } else if (alternatives?.[1]) {
      source += `(?:${alternatives[1].split(",").map(escapeRegExp).join("|")})`;
      i += alternatives[0].length - 1;
    } else if (rest.startsWith("**/")) {
      source += "(?:.*/)?";
      i += 2;
    } else if (rest.startsWith("**") || rest.startsWith("…") || rest.startsWith("...")) {
      source += ".*";
      i += rest.startsWith("...") ? 2 : rest.startsWith("**") ? 1 : 0;
    } else if (rest.startsWith("*")) source += "[^/]*";
    else source += escapeRegExp(path[i] ?? "");
  }
  return new RegExp(`^${source}/?$`);
}

const isPattern = (path: string) => /[<*{…]|\.\.\./.test(path);

function exists(path: string): boolean {
  if (GENERATED.some((generated) => generated.test(path))) return true;
  if (!isPattern(path)) return PATHS.has(path) || PATHS.has(`${path}/`);
  const pattern = pathPattern(path);
  return TREE.some((candidate) => pattern.test(candidate));
}

const FOLDERS = [...TOP_LEVEL].filter((name) => PATHS.has(`${name}/`));
/** A top-level folder's name, a slash and more, not inside a URL or another path. */
const BARE_PATH = new RegExp(
  `(?<![\\w/.-])(?:${FOLDERS.map(escapeRegExp).join("|")})/[\\w\\-./<>*…]*[\\w/>*]`,
  "g",
);

/** The spans of a doc that name repository paths, with their lines. */
function citedPaths(doc: string, text: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  let fenced = false;
  text.split("\n").forEach((line, index) => {
    if (line.trimStart().startsWith("```")) fenced = !fenced;
    if (fenced) return;
    for (const [, span = ""] of line.matchAll(/`([^`\s]+)`/g)) {
      // `file.ts:42` and `file.ts#anchor` name a place in the file.
      const path = span.replace(/[#:].*$/, "").replace(/[.,;]$/, "");
      if (path.includes("/") && TOP_LEVEL.has(path.split("/")[0] ?? "")) {
        found.push({ path, line: index + 1 });
      }
    }
    // Paths in the prose, outside backticks and links: `docs/payments.md` written bare.
    const prose = line.replace(/`[^`]*`/g, " ").replace(/\]\([^)]*\)/g, "] ");
    for (const [path] of prose.matchAll(BARE_PATH)) {
      found.push({ path: path.replace(/\*+$/, ""), line: index + 1 });
    }
    for (const [, target = ""] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:[a-z]+:|#|\/)/.test(target)) continue;
      const local = normalize(join(dirname(doc), decodeURI(target.replace(/#.*$/, ""))));
      found.push({ path: relative(".", local), line: index + 1 });
    }
  });
  return found;
}

describe("paths cited in the docs", () => {
  it("recognises placeholders, globs and alternatives", () => {
    expect(pathPattern("shared/<area>/schemas/").test("shared/menus/schemas/")).toBe(true);
    expect(pathPattern("shared/<area>/schemas/").test("shared/a/b/schemas/")).toBe(false);
    expect(pathPattern("functions/<area>/*-store.ts").test("functions/x/cart-store.ts")).toBe(true);
    expect(pathPattern("shared/**/*.ts").test("shared/a/b/c.ts")).toBe(true);
    expect(pathPattern("shared/**/*.ts").test("shared/c.ts")).toBe(true);
    expect(pathPattern("web/{src,public}/x").test("web/public/x")).toBe(true);
    expect(pathPattern("web/{src,public}/x").test("web/dist/x")).toBe(false);
    expect(exists("shared/<area>/nothing-like-this.ts")).toBe(false);
    expect(exists("functions/feedback/hmac-key.ts")).toBe(false);
  });

  it("finds backticked paths and local links, but not URLs, commands or fenced code", () => {
    const text = [
      "See `shared/areas.ts`, `/v1/sites`, `npm start`, `application/json` and",
      "[the model](data-model.md#keys), [AWS](https://aws.amazon.com/) and `tests/x.ts:12`.",
      "Bare: docs/payments.md, and https://example.com/docs/not-ours.md is a URL.",
      "```sh",
      "cat `tests/inside-a-fence.ts`",
      "```",
    ].join("\n");
    expect(citedPaths("docs/a.md", text)).toEqual([
      { path: "shared/areas.ts", line: 1 },
      { path: "tests/x.ts", line: 2 },
      { path: "docs/data-model.md", line: 2 },
      { path: "docs/payments.md", line: 3 },
    ]);
  });

  it("all exist", () => {
    const dead = DOCS.flatMap((doc) =>
      citedPaths(doc, readFileSync(join(ROOT, doc), "utf8"))
        .filter(({ path }) => !exists(path))
        .map(({ path, line }) => `${doc}:${line}: ${path}`),
    );
    expect(dead).toEqual([]);
  });
});
