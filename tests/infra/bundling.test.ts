import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import {
  esbuildOptions,
  lambdaBundleSettings,
  lambdaBundling,
  lambdaEntry,
  repoRoot,
} from "../../infra/bundling";

// Inside the repository so the bundle resolves the external @aws-sdk/* from node_modules,
// as the Lambda runtime resolves its own copy.
const outDir = join(repoRoot, ".cache", "infra-bundling-test");
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("Lambda bundling settings", () => {
  it("points each group at functions/<group>/handler.ts", () => {
    expect(lambdaEntry("sites")).toBe(join(repoRoot, "functions", "sites", "handler.ts"));
  });

  it("gives CDK and the esbuild API the same settings", () => {
    const options = esbuildOptions("sites", "out.mjs");
    expect(lambdaBundling).toMatchObject({
      format: options.format,
      target: options.target,
      externalModules: options.external,
      minify: options.minify,
      sourceMap: options.sourcemap,
      sourcesContent: options.sourcesContent,
      mainFields: options.mainFields,
      banner: options.banner?.js,
    });
    expect(options).toMatchObject({ target: "node22", format: "esm", external: ["@aws-sdk/*"] });
  });

  it("produces an ESM bundle that Node loads, with the SDK left out", async () => {
    mkdirSync(outDir, { recursive: true });
    const outfile = join(outDir, "openapi.mjs");
    await build(esbuildOptions("openapi", outfile));
    const code = readFileSync(outfile, "utf8");
    expect(code.startsWith(lambdaBundleSettings.banner)).toBe(true);
    expect(code).toMatch(/\/\/# sourceMappingURL=openapi\.mjs\.map\s*$/);
    expect(code).not.toMatch(/@aws-sdk\/client-dynamodb\/dist/);
    const exported = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(outfile)}); console.log(typeof m.handler);`,
      ],
      { encoding: "utf8", env: { ...process.env, TABLE_NAME: "test" } },
    );
    expect(exported.trim()).toBe("function");
  });
});
