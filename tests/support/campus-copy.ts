import { shiftDemoDates } from "../../scripts/demo/shift-dates";
import { targetsFromEnv } from "../../scripts/onboarding/aws-clients";
import { DEMO_ANCHOR, demoCampusFile } from "../../scripts/onboarding/demo";
import { onboardCampus } from "../../scripts/onboarding/onboard-campus";

const copies = new Map<string, Promise<void>>();

/**
 * Cedar Ridge onboarded again under another id and slug: a campus of its own for a test that
 * changes campus data (promo codes, say), so the demo campuses stay exactly as their files
 * say (tests/integration/onboarding.test.ts re-onboards them and expects no change).
 */
export function cedarRidgeCopy(siteId: string): Promise<void> {
  let copy = copies.get(siteId);
  if (!copy) {
    const now = new Date();
    copy = onboardCampus(demoCampusFile("cedar-ridge"), {
      now,
      log: () => {},
      targets: targetsFromEnv(),
      transform: (raw) => {
        const shifted = shiftDemoDates(raw, DEMO_ANCHOR, now) as { site: Record<string, unknown> };
        // A name of its own: pages and the school selector find the demo campus by its name.
        const site = { ...shifted.site, id: siteId, slug: siteId, name: `Test campus ${siteId}` };
        return { ...shifted, site };
      },
    }).then(() => undefined);
    copies.set(siteId, copy);
  }
  return copy;
}
