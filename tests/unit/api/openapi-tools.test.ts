import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { OPENAPI_DOCUMENT_FILE } from "../../../scripts/openapi-document";

// GET /v1/openapi.json tried the way a campus developer would, with the three tools
// they reach for, against the committed document the API serves (docs/decisions/open-api.md).

const text = readFileSync(OPENAPI_DOCUMENT_FILE, "utf8");
const fresh = () => JSON.parse(text) as Record<string, unknown>;

/**
 * Redocly warnings docs/decisions/open-api.md explains ("Lint warnings we keep"); any other
 * warning, and every error, fails.
 */
const EXPLAINED_WARNINGS = new Set(["info-license"]);

async function recommendedLint(source: string): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: ["recommended"] });
  return lintFromString({ source, absoluteRef: join(tmpdir(), "openapi.json"), config });
}

const describeProblem = (p: NormalizedProblem) =>
  `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer ?? ""}`;

describe("@apidevtools/swagger-parser", () => {
  it("validates the document (references resolve, OpenAPI 3.1 schema)", async () => {
    const api = await SwaggerParser.validate(fresh() as never);
    expect((api as { openapi: string }).openapi).toBe("3.1.0");
  });
});

describe("Redocly's recommended rules", () => {
  it("find no error, and only the warnings docs/decisions/open-api.md explains", async () => {
    const problems = await recommendedLint(text);
    const unexplained = problems.filter(
      (p) => p.severity === "error" || !EXPLAINED_WARNINGS.has(p.ruleId),
    );
    expect(unexplained.map(describeProblem)).toEqual([]);
  });

  it("do check examples against their schemas (an invalid one is reported)", async () => {
    // Guards the test above: were the example rules off, invalid examples would pass unseen.
    const document = fresh() as { paths: Record<string, Record<string, { parameters: object[] }>> };
    const info = document.paths["/v1/sites/{slug}/info"]?.get;
    expect(info).toBeDefined();
    info?.parameters.splice(0, 1, {
      name: "slug",
      in: "path",
      required: true,
      schema: { type: "string", maxLength: 80 },
      example: 42,
    });
    const problems = await recommendedLint(JSON.stringify(document));
    expect(problems.map((p) => p.ruleId)).toContain("no-invalid-parameter-examples");
  });
});

describe("openapi-typescript", () => {
  // Inside the repository (.cache is ignored), so the client resolves openapi-fetch as a campus
  // developer's project would from its node_modules.
  const cache = fileURLToPath(new URL("../../../.cache", import.meta.url));
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, "openapi-client-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("generates types a client compiles against", async () => {
    const types = astToString(await openapiTS(fresh() as never));
    // A .ts file, not .d.ts: skipLibCheck then skips only the standard library, not the client.
    writeFileSync(join(dir, "api.ts"), types);
    // What docs/open-data.md shows a campus developer writing, with openapi-fetch, and the
    // same types named directly.
    writeFileSync(
      join(dir, "client.ts"),
      [
        'import createClient from "openapi-fetch";',
        'import type { components, operations, paths } from "./api";',
        'const api = createClient<paths>({ baseUrl: "https://dining.example.edu" });',
        "export async function siteName(): Promise<string> {",
        '  const { data, error } = await api.GET("/v1/sites/{slug}/info", {',
        '    params: { path: { slug: "cedar-ridge" } },',
        "  });",
        "  if (error) throw new Error(error.msg);",
        "  return data.site.name;",
        "}",
        'type Info = paths["/v1/sites/{slug}/info"]["get"];',
        'export const slug: Info["parameters"]["path"]["slug"] = "cedar-ridge";',
        'export const refused: components["schemas"]["ErrorEnvelope"] = { status: "error", msg: "Invalid site." };',
        'type Question = components["schemas"]["FaqQuestion"];',
        'export const nested: Question["child_questions"][number]["id"] = "q-1";',
        'export type Login = operations["authenticateCustomer"]["requestBody"];',
      ].join("\n"),
    );
    const program = ts.createProgram([join(dir, "client.ts")], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);
    expect(types).toContain('"/v1/sites/{slug}/info"');
  });
});
