import { dynamoSiteStore } from "../../functions/lib/store/site-store";

/** The demo campuses are onboarded only into an empty table, so a restart keeps edits. */
export async function seedDemoCampusesIfEmpty(log: (line: string) => void): Promise<boolean> {
  const sites = await dynamoSiteStore.listPublished();
  if (sites.length > 0) return false;
  log("Empty table: onboarding the demo campuses ...");
  const { onboardDemoCampuses } = await import("../onboarding/demo");
  await onboardDemoCampuses({ now: new Date(), log });
  return true;
}
