import { dynamoSiteStore } from "../../functions/lib/store/site-store";

/** The demo campuses are onboarded only into an empty table, so a restart keeps edits. */
export async function seedDemoCampusesIfEmpty(log: (line: string) => void): Promise<boolean> {
  const sites = await dynamoSiteStore.listPublished();
  if (sites.length > 0) return false;
  log("Empty table: onboarding the demo campuses ...");
  const { onboardDemoCampuses } = await import("../onboarding/demo");
  const now = new Date();
  await onboardDemoCampuses({ now, log });
  const { seedOperationsDemo } = await import("../demo/operations");
  await seedOperationsDemo({ now, log });
  return true;
}
