import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Metafile } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { defaultProvider } from "../../functions/platform/lambda-credentials";
import {
  bundleGroup,
  esbuildOptions,
  filesLoadedAtImport,
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

/**
 * Bundled inside the repository, as CDK does (the maps name sources relative to it), then moved
 * outside it: no node_modules to fall back on, as in the Lambda runtime.
 */
function bundledElsewhere(name: string, entry?: string): string {
  const built = join(outDir, name);
  bundleGroup(entry ? "sites" : name, built, entry);
  const moved = join(isolatedDir, name);
  cpSync(built, moved, { recursive: true });
  return moved;
}

const loadedBytes = (metafile: Metafile, dir: string) =>
  filesLoadedAtImport(metafile, dir).reduce((sum, file) => sum + statSync(file).size, 0);

describe("Lambda bundling settings", () => {
  it("points each group at functions/<group>/handler.ts", () => {
    expect(lambdaEntry("sites")).toBe(
      join(repoRoot, "functions", "site-content", "sites", "handler.ts"),
    );
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
      "--alias:@aws-sdk/credential-provider-node": "./functions/platform/lambda-credentials.ts",
    });
  });

  it("bundles the SDK clients a group uses, without the SDK's credential chain, under 400 KB", () => {
    const dir = join(outDir, "sites");
    const metafile = bundleGroup("sites", dir);
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.some((path) => path.includes("@aws-sdk/client-dynamodb/dist-es/"))).toBe(true);
    expect(inputs).toContain("functions/platform/lambda-credentials.ts");
    expect(inputs.filter((path) => /credential-provider-node|nested-clients/.test(path))).toEqual(
      [],
    );
    expect(loadedBytes(metafile, dir)).toBeLessThan(400 * 1024);
  });

  it("splits what no request of a group reaches into chunks a cold start does not read", () => {
    const dir = join(outDir, "staff");
    const metafile = bundleGroup("staff", dir);
    const loaded = filesLoadedAtImport(metafile, dir);
    expect(loaded[0]).toBe(join(dir, "index.mjs"));
    const all = readdirSync(join(dir, "chunks")).filter((name) => name.endsWith(".mjs"));
    // The SDK reaches its event-stream codec and the browser user-agent parser by import().
    const lazy = all.filter((name) => !loaded.includes(join(dir, "chunks", name)));
    expect(lazy.some((name) => name.startsWith("event-streams-"))).toBe(true);
    expect(lazy.some((name) => name.startsWith("bowser-"))).toBe(true);
  });

  it("leaves the SES client to the mail groups' layer: a mail group's bundle stays under 400 KB", () => {
    const dir = join(outDir, "feedback");
    const metafile = bundleGroup("feedback", dir);
    expect(Object.keys(metafile.inputs).filter((path) => path.includes("client-sesv2"))).toEqual(
      [],
    );
    expect(groupLayerLibraries.feedback).toContain(MAIL_CLIENT_LIBRARY);
    expect(loadedBytes(metafile, dir)).toBeLessThan(400 * 1024);
  });

  it("produces self-contained ESM that Node runs without node_modules, with the group's files", async () => {
    const dir = bundledElsewhere("openapi");
    const code = readFileSync(join(dir, "index.mjs"), "utf8");
    expect(code.startsWith(lambdaBundleSettings.banner)).toBe(true);
    expect(code).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map\s*$/);
    // The document is read beside the bundle, not built from the route list at import.
    expect(code.includes("/v1/customer/authenticate")).toBe(false);
    const event = { routeKey: "GET /v1/openapi.json", headers: {}, queryStringParameters: {} };
    const answer = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(join(dir, "index.mjs"))});
         const r = await m.handler(${JSON.stringify(event)}, {});
         console.log(JSON.stringify({ status: r.statusCode, openapi: JSON.parse(r.body).openapi }));`,
      ],
      { encoding: "utf8", cwd: dir, env: { ...process.env, TABLE_NAME: "test" } },
    );
    expect(JSON.parse(answer.trim().split("\n").pop() as string)).toEqual({
      status: 200,
      openapi: "3.1.0",
    });
  });
});

describe("the Lambda bundles' stack traces", () => {
  const throwing = join(repoRoot, "tests", "infra", "fixtures", "stacks", "throwing-entry.ts");
  const stackOf = (dir: string, call: string) => {
    const { NODE_OPTIONS: _flags, ...environment } = process.env;
    return execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(join(dir, "index.mjs"))}); try { await m.${call}(); } catch (error) { console.log(error.stack); }`,
      ],
      { encoding: "utf8", cwd: dir, env: environment },
    );
  };

  it("point at the TypeScript sources without --enable-source-maps, from the map beside the bundle", () => {
    const dir = bundledElsewhere("stacks", throwing);
    const [head, top] = stackOf(dir, "fail").split("\n");
    expect(head).toBe("Error: mapped");
    expect(top).toMatch(/^ {4}at \S+ \(tests\/infra\/fixtures\/stacks\/throwing-entry\.ts:6:9\)$/);
  });

  it("map a frame in a chunk from that chunk's own map", () => {
    const dir = bundledElsewhere("stacks-chunk", throwing);
    const [head, top] = stackOf(dir, "failInChunk").split("\n");
    expect(head).toBe("Error: mapped in a chunk");
    expect(top).toMatch(
      /^ {4}at \S+ \(tests\/infra\/fixtures\/stacks\/throwing-section\.ts:2:9\)$/,
    );
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
