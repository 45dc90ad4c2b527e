import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { targetsFromEnv } from "../../scripts/onboarding/aws-clients";
import { batchWrite, queryPartition } from "../../scripts/onboarding/table-io";
import { menusOfLocation } from "../../shared/menus/entities/menu";
import { sitePk } from "../../shared/platform/data/entity";
import { createCampusFile } from "../support/factories/campus-file";
import { messageLines, runScript } from "../support/script-run";

/**
 * `npm run onboard -- my-campus.json` as campus IT runs it: a separate process with nothing
 * but PATH and HOME in its environment. The only pointer it gets is where the test stack's
 * state file is (a temporary folder, so a developer's `npm start` is left alone).
 */
const onboard = (args: string[], stateFile: string) => runScript("onboard.ts", args, stateFile);

const siteId = `local-${randomUUID().slice(0, 8)}`;
let dir: string;
let campusPath: string;

describe("npm run onboard against the running local stack, with a clean environment", () => {
  const baseUrl = inject("baseUrl");
  const stateFile = inject("stackStateFile");

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "onboard-local-"));
    await mkdir(join(dir, "files"));
    await writeFile(join(dir, "files", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const base = createCampusFile();
    const campus = createCampusFile({
      site: { ...base.site, id: siteId, slug: siteId, name: "Local Onboarding College" },
    });
    campusPath = join(dir, "my-campus.json");
    await writeFile(campusPath, JSON.stringify(campus));
  });

  afterAll(async () => {
    const targets = targetsFromEnv();
    for (const pk of [sitePk(siteId), menusOfLocation(siteId, "dining").pk]) {
      const items = await queryPartition(targets.db, targets.tableName, pk);
      const keys = items.map(({ pk: p, sk }) => ({ pk: p, sk }));
      await batchWrite(targets.db, targets.tableName, [], keys);
    }
    targets.close();
  });

  it("finds the stack from its state file, onboards the campus and serves it", async () => {
    expect(stateFile).not.toBe("");
    const run = await onboard([campusPath], stateFile);
    expect(messageLines(run.stderr)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Onboarding into the local stack at ${baseUrl}`);
    expect(run.stdout).toContain(siteId);

    const info = await fetch(`${baseUrl}/v1/sites/${siteId}/info`);
    expect(info.status).toBe(200);
    const body = (await info.json()) as { site: { id: string; name: string } };
    expect(body.site).toMatchObject({ id: siteId, name: "Local Onboarding College" });

    const logo = await fetch(`${baseUrl}/files/${siteId}/images/logo.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain("<svg");
  });

  it("changes nothing when run again with the same file", async () => {
    const run = await onboard([campusPath], stateFile);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/ files +uploaded 0 +unchanged 1$/m);
    // Menus may move if campus midnight passes between the two runs; nothing else may.
    const kindLines = run.stdout.split("\n").filter((line) => /created \d+/.test(line));
    expect(kindLines.length).toBeGreaterThan(3);
    for (const line of kindLines.filter((l) => !/^\s+(menu_|legacy_menu)/.test(l))) {
      expect(line).toMatch(/created 0 +updated 0 +unchanged \d+ +removed 0/);
    }
  });
});

describe("npm run onboard when no local stack is running", () => {
  it("says in one sentence to start the stack, with no stack trace", async () => {
    const empty = await mkdtemp(join(tmpdir(), "no-stack-"));
    const run = await onboard(["my-campus.json"], join(empty, "local-stack.json"));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    const lines = messageLines(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^No local stack is running \(.+\): start one with `npm start`/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it("recognises a state file left by a stack that has exited", async () => {
    const stale = join(await mkdtemp(join(tmpdir(), "stale-stack-")), "local-stack.json");
    await writeFile(
      stale,
      JSON.stringify({
        pid: 2 ** 22 + 1,
        startedAt: new Date().toISOString(),
        url: "http://localhost:1",
        dynamoEndpoint: "http://127.0.0.1:1",
        s3Endpoint: "http://127.0.0.1:1",
        tableName: "dine-on-campus",
        filesBucket: "files",
        region: "us-east-1",
      }),
    );
    const run = await onboard(["my-campus.json"], stale);
    expect(run.code).toBe(1);
    const lines = messageLines(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/is left from a local stack that is no longer running/);
  });
});
