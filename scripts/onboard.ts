import { parseArgs } from "node:util";
import { isProductionStage } from "../shared/purchase/payments/gateways";
import { ConfigurationError } from "./onboarding/configuration-error";
import { CampusFileError } from "./onboarding/read-campus-file";
import { resolveTargets } from "./onboarding/targets";

/**
 * `npm run onboard -- <campus file>`: onboards one campus into the running local stack, or
 * with `--stage <stage>` into that deployed stage (docs/onboarding.md). `--demo` onboards the
 * demo campuses.
 */
// Lambdas run on Node 22 in AWS; the SDK's notice about older local Node versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const USAGE =
  "Usage: npm run onboard -- [--stage <stage>] <campus file>   (or --demo instead of a file)";

class UsageError extends Error {}

function parse(args: string[]): { stage?: string; demo: boolean; file?: string } {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { stage: { type: "string" }, demo: { type: "boolean", default: false } },
    });
    const [file, ...extra] = positionals;
    if (extra.length > 0 || values.demo === Boolean(file)) throw new UsageError(USAGE);
    return {
      demo: values.demo,
      ...(values.stage !== undefined ? { stage: values.stage } : {}),
      ...(file ? { file } : {}),
    };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${(error as Error).message.split("\n")[0]}\n${USAGE}`);
  }
}

async function main(args: string[]): Promise<void> {
  const options = parse(args);
  // A production stage refuses the sandbox before any AWS call (docs/payments.md).
  if (options.stage !== undefined && isProductionStage(options.stage) && options.demo) {
    throw new ConfigurationError(
      `The demo campuses use the sandbox payment gateway and are never onboarded into the production stage ${options.stage}: onboard a campus file whose payments block names Stripe instead.`,
    );
  }
  if (options.stage !== undefined && options.file) {
    const { checkPaymentsForStage } = await import("./onboarding/onboard-campus");
    await checkPaymentsForStage(options.file, options.stage);
  }
  const { targets, description, invites } = await resolveTargets(options.stage);
  const log = console.log;
  try {
    log(`Onboarding into ${description}`);
    if (options.demo) {
      const { onboardDemoCampuses } = await import("./onboarding/demo");
      await onboardDemoCampuses({ now: new Date(), log, targets });
    } else if (options.file) {
      const { onboardCampus } = await import("./onboarding/onboard-campus");
      await onboardCampus(options.file, {
        now: new Date(),
        log,
        targets,
        invites,
        ...(options.stage !== undefined ? { stage: options.stage } : {}),
      });
    }
  } finally {
    targets.close();
  }
}

/** One readable line for what the user can fix; the stack trace only with DEBUG set. */
function report(error: unknown): void {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  process.exitCode = 1;
  if (error instanceof ConfigurationError || error instanceof CampusFileError) {
    console.error(error.message);
    return;
  }
  const { code, path } = error as NodeJS.ErrnoException;
  if (code === "ENOENT" && path) {
    console.error(`Cannot find ${path}: check the path of the campus file and the files it lists.`);
  } else if (error instanceof Error && !process.env.DEBUG) {
    console.error(`Onboarding failed: ${error.message} (set DEBUG=1 to see where).`);
  } else {
    console.error(error);
  }
}

main(process.argv.slice(2)).catch(report);
