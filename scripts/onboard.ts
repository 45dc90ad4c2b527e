import { onboardCampus } from "./onboarding/onboard-campus";
import { CampusFileError } from "./onboarding/read-campus-file";

/**
 * `npm run onboard -- <campus file>`: onboards one campus into TABLE_NAME / FILES_BUCKET
 * (docs/onboarding.md). `npm run onboard -- --demo` onboards both demo campuses.
 */
async function main(args: string[]): Promise<void> {
  if (args.includes("--demo")) {
    const { onboardDemoCampuses } = await import("./onboarding/demo");
    await onboardDemoCampuses({ now: new Date(), log: console.log });
    return;
  }
  const [filePath, ...rest] = args;
  if (!filePath || rest.length > 0) {
    console.error("Usage: npm run onboard -- <campus file>   (or --demo)");
    process.exitCode = 2;
    return;
  }
  await onboardCampus(filePath, { now: new Date(), log: console.log });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof CampusFileError ? error.message : error);
  process.exitCode = 1;
});
