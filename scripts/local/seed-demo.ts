import { dynamoSiteStore } from "../../functions/platform/site-store";
import { readHome } from "../../functions/site-content/sites/home-store";

/**
 * The demo campuses are onboarded only into an empty table, so a restart keeps edits; a table
 * written before the campus home's projection existed (docs/data-model.md #11) has campuses whose
 * items lack its keys, so they are onboarded again, as a deployment re-onboards every campus
 * (docs/infrastructure.md "Deploy").
 */
export async function seedDemoCampusesIfEmpty(log: (line: string) => void): Promise<boolean> {
  const sites = await dynamoSiteStore.listPublished();
  const now = new Date();
  if (sites.length > 0) {
    const home = await readHome(sites[0]!.id, now);
    if (home.locations.length > 0) return false;
    log("Table from before the home projection: onboarding the demo campuses again ...");
    const { onboardDemoCampuses } = await import("../onboarding/demo");
    await onboardDemoCampuses({ now, log });
    return true;
  }
  log("Empty table: onboarding the demo campuses ...");
  const { onboardDemoCampuses } = await import("../onboarding/demo");
  await onboardDemoCampuses({ now, log });
  const { seedOperationsDemo } = await import("../demo/operations");
  await seedOperationsDemo({ now, log });
  return true;
}
