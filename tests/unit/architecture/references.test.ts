import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every citation in a comment resolves inside the repository: a requirement section that
 * docs/requirements.md has, a data-model access pattern that docs/data-model.md numbers, or a
 * file of the repository. Never a document outside it, the house style file, or a ticket
 * number. Test titles are checked too: they are read like comments.
 *
 * REFERENCES_ROOT points the check at another copy of the tree (a scratch copy of a rewrite).
 */
const ROOT = resolve(process.env.REFERENCES_ROOT ?? join(import.meta.dirname, "../../.."));
const CODE_DIRS = ["shared", "functions", "scripts", "infra", "web/src", "tests"];
const CODE_EXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
const SKIP = new Set(["node_modules", "dist", ".cache", "coverage", "cdk.out", ".data"]);

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (CODE_EXT.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

function sourceFiles(): string[] {
  const rootFiles = readdirSync(ROOT)
    .filter((name) => CODE_EXT.test(name))
    .map((name) => join(ROOT, name));
  return [...CODE_DIRS.flatMap((dir) => walk(join(ROOT, dir))), ...rootFiles];
}

interface Comment {
  text: string;
  line: number;
}

const isTestCall = (expression: ts.Expression): boolean => {
  let e = expression;
  if (ts.isCallExpression(e)) e = e.expression;
  while (ts.isPropertyAccessExpression(e)) e = e.expression;
  return ts.isIdentifier(e) && ["describe", "it", "test", "suite"].includes(e.text);
};

/** Comments (and, under tests/, test titles) of one file, found by the TypeScript parser. */
function commentsOf(path: string, text: string): Comment[] {
  const lineOf = (pos: number) => text.slice(0, pos).split("\n").length;
  if (path.endsWith(".css")) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({
      text: m[0],
      line: lineOf(m.index),
    }));
  }
  const kind = /\.[jt]sx$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, number>();
  const jsxText: [number, number][] = [];
  const titles: Comment[] = [];
  const withTitles = relative(ROOT, path).startsWith("tests");
  const add = (found: ts.CommentRange[] | undefined) => {
    for (const r of found ?? []) ranges.set(r.pos, r.end);
  };
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push([node.pos, node.end]);
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    if (withTitles && ts.isCallExpression(node) && isTestCall(node.expression)) {
      const [title] = node.arguments;
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) {
        titles.push({ text: title.text, line: lineOf(title.getStart(source)) });
      }
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  const comments = [...ranges]
    .filter(([pos]) => !jsxText.some(([a, b]) => pos >= a && pos < b))
    .map(([pos, end]) => ({ text: text.slice(pos, end), line: lineOf(pos) }));
  return [...comments, ...titles];
}

/** "Public browsing requirements: public-browsing §2" -> "docs/requirements.md (public browsing) 2", from the headings of docs/requirements.md. */
function requirementSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const m of markdown.matchAll(/^## (Public browsing|Purchases) §(\d+)\b/gm)) {
    sections.add(`${m[1] === "Purchases" ? "purchases" : "public-browsing"} ${m[2]}`);
  }
  return sections;
}

/** The numbers of the access-pattern table in docs/data-model.md. */
function accessPatterns(markdown: string): Set<number> {
  const table = markdown.split(/^## Access patterns/m)[1]?.split(/^## /m)[0] ?? "";
  return new Set([...table.matchAll(/^\|\s*(\d+)\s*\|/gm)].map((m) => Number(m[1])));
}

interface Known {
  sections: Set<string>;
  patterns: Set<number>;
  exists: (path: string) => boolean;
}

const SECTION = /§\s*(\d+)/g;
const REQUIREMENT = /requirements: (public-browsing|purchases)\b/g;
const HASH_CHAIN =
  /(?<![\w&#;])#(\d{1,3})(?![\w]|-(?!#))(?:\s*(?:,|–|—|-|\band\b|\bor\b|\bto\b)\s*#\d{1,3}(?![\w]|-(?!#)))*/g;
const DATA_MODEL_LEAD = /(?:data-model(?:\.md)?|data model|access patterns?)[\s,:]*$/i;
const MARKDOWN_PATH = /(?<![\w/.-])((?:\.{0,2}\/)?(?:[\w.-]+\/)*[\w-][\w.-]*\.md)\b/g;

/** What is wrong with one comment's citations; empty when each resolves in the repository. */
function citationProblems(comment: string, known: Known): string[] {
  const problems: string[] = [];
  // Sections: each belongs to the nearest "requirements: <document>" before it.
  const anchors = [...comment.matchAll(REQUIREMENT)].map((m) => ({ at: m.index, doc: m[1] }));
  for (const m of comment.matchAll(SECTION)) {
    const doc = anchors.filter((a) => a.at < m.index).at(-1)?.doc;
    if (!doc) problems.push(`§${m[1]} names no document (write "requirements: <document> §N")`);
    else if (!known.sections.has(`${doc} ${m[1]}`)) {
      problems.push(`requirements: ${doc} §${m[1]} is not a section of docs/requirements.md`);
    }
  }
  if (/STYLE\.md/.test(comment)) problems.push("cites STYLE.md (state the rule in words)");
  if (/\/work\/|public-browsing\.md|purchases-and-account/.test(comment)) {
    problems.push("cites a specification file outside the repository");
  }
  for (const m of comment.matchAll(MARKDOWN_PATH)) {
    const path = m[1] ?? "";
    if (path !== "docs/requirements.md" && !known.exists(path)) {
      problems.push(`cites ${path}, which is not in the repository`);
    }
  }
  const ticket = comment.match(/\b(?:issues?|tickets?)\s+#?\d+/i);
  if (ticket) problems.push(`cites an issue number ("${ticket[0]}")`);
  for (const m of comment.matchAll(HASH_CHAIN)) {
    const lead = comment.slice(Math.max(0, m.index - 40), m.index);
    if (!DATA_MODEL_LEAD.test(lead)) {
      problems.push(`"${m[0]}" reads as an issue number (write "access pattern ${m[0]}")`);
      continue;
    }
    for (const n of m[0].match(/\d+/g) ?? []) {
      if (!known.patterns.has(Number(n))) {
        problems.push(`access pattern #${n} is not in docs/data-model.md`);
      }
    }
  }
  return problems;
}

const known: Known = {
  sections: requirementSections(readFileSync(join(ROOT, "docs/requirements.md"), "utf8")),
  patterns: accessPatterns(readFileSync(join(ROOT, "docs/data-model.md"), "utf8")),
  exists: (path) => existsSync(join(ROOT, path)) || existsSync(join(ROOT, "docs", path)),
};

describe("citations in comments resolve inside the repository", () => {
  it("docs/requirements.md has the nine sections of both documents", () => {
    expect(known.sections.size).toBe(18);
    expect(known.patterns.size).toBeGreaterThan(30);
  });

  it("every comment and test title cites only what the repository holds", () => {
    const problems: string[] = [];
    for (const path of sourceFiles()) {
      const text = readFileSync(path, "utf8");
      if (!/§|STYLE|[Ii]ssue|#\d|\.md\b|\/work\/|purchases-and-account/.test(text)) continue;
      for (const comment of commentsOf(path, text)) {
        for (const problem of citationProblems(comment.text, known)) {
          problems.push(`${relative(ROOT, path)}:${comment.line}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the citation check itself", () => {
  const cases: [string, RegExp | null][] = [
    ["// Tax is rounded down (requirements: purchases §9).", null],
    ["// Feedback (requirements: public-browsing §2 Feedback, §5).", null],
    ["/** Signed-in orders on gsi1 (access pattern #31). */", null],
    ["// One Query (docs/data-model.md #8-#10); see docs/decisions/foundation.md.", null],
    ["// Sales tax (§9).", /names no document/],
    ["// Sales tax (requirements: purchases §12).", /not a section/],
    ["// Sales tax (purchases-and-account §9).", /outside the repository/],
    ["// Errors are classes (STYLE.md §3).", /STYLE\.md/],
    ["// Locks the account (issue 7).", /issue number/],
    ["// Locks the account (#7).", /reads as an issue number/],
    ["// Ten days (access pattern #99).", /not in docs\/data-model\.md/],
    ["// See docs/nowhere.md for why.", /not in the repository/],
  ];
  it.each(cases)("judges %j", (comment, problem) => {
    const found = citationProblems(comment, known);
    if (problem) expect(found.join("\n")).toMatch(problem);
    else expect(found).toEqual([]);
  });

  it("reads comments and test titles, not code or strings", () => {
    const file = join(ROOT, "tests/example.test.ts");
    const text = [
      'const label = "§9 in a string is not a citation";',
      "// a comment: requirements: purchases §9",
      'describe("a title (issue 7)", () => {});',
      "const jsx = <p>// not a comment either</p>;",
    ].join("\n");
    expect(commentsOf(file.replace(/\.ts$/, ".tsx"), text).map((c) => c.text)).toEqual([
      "// a comment: requirements: purchases §9",
      "a title (issue 7)",
    ]);
  });
});
