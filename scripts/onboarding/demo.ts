import { join, resolve } from "node:path";
import { shiftDemoDates } from "../demo/shift-dates";
import type { OnboardTargets } from "./aws-clients";
import { type OnboardResult, onboardCampus } from "./onboard-campus";

const DEMO_DIR = resolve(import.meta.dirname, "../demo");

/** The demo campuses, and the day their dated content was written around. */
export const DEMO_CAMPUSES = ["cedar-ridge", "harbor-state", "pine-hollow"] as const;
export const DEMO_ANCHOR = "2026-11-22";

export const demoCampusFile = (campus: (typeof DEMO_CAMPUSES)[number]): string =>
  join(DEMO_DIR, campus, "campus.json");

/**
 * Onboards the demo campuses (pine-hollow is the prelaunch one) with their dates moved to the week of `now`, so events, offers
 * and menus look current whenever the local stack starts.
 */
export async function onboardDemoCampuses(
  options: { now?: Date; log?: (line: string) => void; targets?: OnboardTargets } = {},
): Promise<OnboardResult[]> {
  const now = options.now ?? new Date();
  const results: OnboardResult[] = [];
  for (const campus of DEMO_CAMPUSES) {
    results.push(
      await onboardCampus(demoCampusFile(campus), {
        now,
        ...(options.log ? { log: options.log } : {}),
        ...(options.targets ? { targets: options.targets } : {}),
        transform: (raw) => shiftDemoDates(raw, DEMO_ANCHOR, now),
      }),
    );
  }
  return results;
}
