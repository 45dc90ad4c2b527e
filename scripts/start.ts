import { rmSync } from "node:fs";
import { join } from "node:path";
import { MissingJavaError } from "./local/dynamodb-local";
import { ROOT, startLocalStack } from "./local/stack";
import { removeStackState, stateFileIn } from "./local/stack-state";

/**
 * `npm start`: the whole platform on this machine. `npm start -- --fresh` starts from an
 * empty table. One process tree: Ctrl-C stops the web build, the servers and DynamoDB Local.
 */
// Lambdas run on Node 22 in AWS; the SDK's notice about older local Node versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const fresh = process.argv.includes("--fresh");
const dataDir = join(ROOT, ".data");
const port = Number(process.env.PORT ?? 3000);
// `npm run onboard` reads the running stack's addresses from here (docs/onboarding.md).
const stateFile = stateFileIn(dataDir);

async function main(): Promise<void> {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const log = (line: string) => console.log(`  ${line}`);

  const { buildWeb } = await import("./build-web");
  const web = await buildWeb({ watch: true, production: false });

  let stopStack: () => Promise<void> = async () => {};
  const stack = await startLocalStack({
    port,
    dataDir,
    stateFile,
    log,
    // DynamoDB Local died for good: say so and stop, rather than answer 503 forever.
    onFatal: (error) => {
      console.error(`\n  ${error.message}\n`);
      void Promise.allSettled([web.stop(), stopStack()]).then(() => process.exit(1));
    },
    seed: async () => {
      const { seedDemoCampusesIfEmpty } = await import("./local/seed-demo");
      await seedDemoCampusesIfEmpty(log);
    },
  });
  stopStack = () => stack.stop();
  // A crash or a second Ctrl-C skips stop(); the file must not outlive this process.
  process.on("exit", () => removeStackState(stateFile));

  const { DEMO_STAFF } = await import("./demo/operations/staff");
  const staffLines = DEMO_STAFF.map(
    (member) =>
      `    ${member.role.padEnd(12)}${member.email.padEnd(38)}two-factor secret ${member.totpSecret}`,
  ).join("\n");
  console.log(`
  Dine On Campus is running on the local stack

    Web site      ${stack.url}/
    API           ${stack.apiUrl}  (OpenAPI: ${stack.apiUrl}/openapi.json)
    Sent mail     ${stack.mailUrl}/  (JSON: ${stack.mailUrl}/store)
    Files         ${stack.filesUrl}/
    DynamoDB      ${stack.dynamoEndpoint}  table ${stack.tableName}, data in .data/

  Operations console  ${stack.url}/operations  (docs/operations.md; demo staff, password ${DEMO_STAFF[0]?.password ?? ""})
${staffLines}
    Add a secret to an authenticator app, or print its current code: npm run console-code -- manager

  Onboard a campus into this stack from another terminal (docs/onboarding.md):
    npm run onboard -- path/to/campus.json

  Press Ctrl-C to stop.
`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\n  Stopping ...");
    await web.stop();
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  if (error instanceof MissingJavaError) {
    console.error(`\n  ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
