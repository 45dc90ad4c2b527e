import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { defaultProvider } from "../../functions/lib/lambda-credentials";
import {
  esbuildOptions,
  groupLayerLibraries,
  lambdaBundleSettings,
  lambdaBundling,
  lambdaEntry,
  MAIL_CLIENT_LIBRARY,
  repoRoot,
} from "../../infra/bundling";

const outDir = join(repoRoot, ".cache", `infra-bundling-test-${process.pid}`);
// Outside the repository: no node_modules to fall back on, as in the Lambda runtime.
const isolatedDir = mkdtempSync(join(tmpdir(), "bundle-run-"));
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(isolatedDir, { recursive: true, force: true });
});

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
    expect(options).toMatchObject({ target: "node22", format: "esm", external: [] });
    expect(lambdaBundling.esbuildArgs).toEqual({
      "--alias:@aws-sdk/credential-provider-node": "./functions/lib/lambda-credentials.ts",
    });
  });

  it("bundles the SDK clients a group uses, without the SDK's credential chain, under 400 KB", async () => {
    mkdirSync(outDir, { recursive: true });
    const outfile = join(outDir, "sites.mjs");
    const { metafile } = await build({ ...esbuildOptions("sites", outfile), metafile: true });
    const inputs = Object.keys(metafile?.inputs ?? {});
    expect(inputs.some((path) => path.includes("@aws-sdk/client-dynamodb/dist-es/"))).toBe(true);
    expect(inputs).toContain("functions/lib/lambda-credentials.ts");
    expect(inputs.filter((path) => /credential-provider-node|nested-clients/.test(path))).toEqual(
      [],
    );
    expect(statSync(outfile).size).toBeLessThan(400 * 1024);
  });

  it("leaves the SES client to the mail groups' layer: a mail group's bundle stays under 400 KB", async () => {
    mkdirSync(outDir, { recursive: true });
    const outfile = join(outDir, "feedback.mjs");
    const { metafile } = await build({ ...esbuildOptions("feedback", outfile), metafile: true });
    const inputs = metafile?.inputs ?? {};
    expect(Object.keys(inputs).filter((path) => path.includes("client-sesv2"))).toEqual([]);
    expect(groupLayerLibraries.feedback).toContain(MAIL_CLIENT_LIBRARY);
    expect(statSync(outfile).size).toBeLessThan(400 * 1024);
  });

  it("produces a self-contained ESM bundle that Node loads without node_modules", async () => {
    mkdirSync(outDir, { recursive: true });
    const outfile = join(outDir, "openapi.mjs");
    await build(esbuildOptions("openapi", outfile));
    const code = readFileSync(outfile, "utf8");
    expect(code.startsWith(lambdaBundleSettings.banner)).toBe(true);
    expect(code).toMatch(/\/\/# sourceMappingURL=openapi\.mjs\.map\s*$/);
    const isolated = join(isolatedDir, "index.mjs");
    copyFileSync(outfile, isolated);
    const exported = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(isolated)}); console.log(typeof m.handler);`,
      ],
      { encoding: "utf8", cwd: isolatedDir, env: { ...process.env, TABLE_NAME: "test" } },
    );
    expect(exported.trim()).toBe("function");
  });
});

describe("the Lambda bundles' stack traces", () => {
  it("point at the TypeScript sources without --enable-source-maps, from the map beside the bundle", async () => {
    mkdirSync(outDir, { recursive: true });
    const outfile = join(outDir, "throwing.mjs");
    await build({
      ...esbuildOptions("sites", outfile),
      entryPoints: [join(repoRoot, "tests", "infra", "fixtures", "stacks", "throwing-entry.ts")],
    });
    const dir = mkdtempSync(join(isolatedDir, "stacks-"));
    copyFileSync(outfile, join(dir, "index.mjs"));
    copyFileSync(`${outfile}.map`, join(dir, "index.mjs.map"));
    const { NODE_OPTIONS: _flags, ...environment } = process.env;
    const stack = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(join(dir, "index.mjs"))}); try { m.fail(); } catch (error) { console.log(error.stack); }`,
      ],
      { encoding: "utf8", cwd: dir, env: environment },
    );
    const [head, top] = stack.split("\n");
    expect(head).toBe("Error: mapped");
    expect(top).toMatch(/^ {4}at \S+ \(tests\/infra\/fixtures\/stacks\/throwing-entry\.ts:6:9\)$/);
  });
});

describe("the Lambda bundles' credential provider", () => {
  it("hands the SDK the role credentials the Lambda runtime puts in the environment", async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        AWS_ACCESS_KEY_ID: "AKIDEXAMPLE",
        AWS_SECRET_ACCESS_KEY: "secret",
        AWS_SESSION_TOKEN: "token",
      });
      await expect(defaultProvider()()).resolves.toEqual({
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: "secret",
        sessionToken: "token",
      });
      delete process.env.AWS_SECRET_ACCESS_KEY;
      await expect(defaultProvider()()).rejects.toThrow(/No AWS credentials/);
    } finally {
      process.env = saved;
    }
  });
});
