import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { marshall } from "@aws-sdk/util-dynamodb";
import { bundleGroup } from "../../infra/bundling";
import { siteItem } from "../../shared/site-content/entities/site";
import { createSite } from "../../tests/support/factories/site";

/**
 * The CPU one warm request costs a Lambda, without DynamoDB's own time: the sites bundle (as
 * deployed) answers `GET /v1/sites/{slug}/info` (one Query) against a stand-in DynamoDB in
 * another process, so this process's CPU time is the handler's, the SDK's signing, HTTP and
 * unmarshalling included. docs/cost.md adds DynamoDB's latency to it.
 *
 *   npx tsx scripts/bench/handler-cpu.ts
 */
const CALLS = 300;
const WARM_UP = 50;

const site = createSite({ slug: "CedarProbe" });
const queryAnswer = JSON.stringify({
  Items: [marshall(siteItem(site, true, new Date()), { removeUndefinedValues: true })],
  Count: 1,
  ScannedCount: 1,
});

// The stand-in answers every request with the one Query result, after reading the body.
const server = spawn(
  process.execPath,
  [
    "-e",
    `const answer = process.env.ANSWER;
     const s = require("node:http").createServer((req, res) => {
       req.resume();
       req.on("end", () => { res.writeHead(200, { "content-type": "application/x-amz-json-1.0" }); res.end(answer); });
     });
     s.keepAliveTimeout = 60000;
     s.listen(0, "127.0.0.1", () => console.log(s.address().port));`,
  ],
  {
    env: { PATH: process.env.PATH ?? "", ANSWER: queryAnswer },
    stdio: ["ignore", "pipe", "inherit"],
  },
);

const port = await new Promise<string>((resolve) =>
  server.stdout.once("data", (chunk) => resolve(String(chunk).trim())),
);

const out = mkdtempSync(join(tmpdir(), "handler-cpu-"));
try {
  const outfile = join(out, "index.mjs");
  bundleGroup("sites", out);
  Object.assign(process.env, {
    TABLE_NAME: "probe",
    AWS_REGION: "us-east-1",
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "ERROR",
  });
  const { handler } = (await import(pathToFileURL(outfile).href)) as {
    handler: (event: unknown, context: unknown) => Promise<{ statusCode: number }>;
  };
  const { httpApiEvent, lambdaContext } = await import("../../tests/fixtures/http-api-event");
  const event = {
    ...httpApiEvent,
    routeKey: "GET /v1/sites/{slug}/info",
    rawPath: "/v1/sites/cedarprobe/info",
    pathParameters: { slug: "cedarprobe" },
  };
  const call = async () => {
    const { statusCode } = await handler(structuredClone(event), lambdaContext);
    if (statusCode !== 200) throw new Error(`status ${statusCode}`);
  };
  const firstCpu = process.cpuUsage();
  const firstStart = performance.now();
  await call();
  const first = process.cpuUsage(firstCpu);
  const firstWall = performance.now() - firstStart;
  for (let i = 0; i < WARM_UP; i++) await call();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) await call();
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  console.log(
    `GET /v1/sites/{slug}/info, one Query (${queryAnswer.length} bytes of DynamoDB JSON):`,
  );
  console.log(
    `  first request after import: ${((first.user + first.system) / 1000).toFixed(1)} ms CPU, ${firstWall.toFixed(1)} ms wall`,
  );
  console.log(
    `  warm: ${((used.user + used.system) / 1000 / CALLS).toFixed(2)} ms CPU per request, ${(wall / CALLS).toFixed(2)} ms wall (stand-in DynamoDB on this machine)`,
  );
} finally {
  server.kill();
  rmSync(out, { recursive: true, force: true });
}
