import { randomUUID } from "node:crypto";
import { toStoredAlerts } from "../../../shared/operations/content-alerts";
import { ConflictError, NotFoundError } from "../../../shared/platform/errors";
import type { HomepageAlert } from "../../../shared/site-content/schemas/site";
import { retry, TryAgain, TryLater } from "../../platform/retry";
import { shortHash } from "../../platform/short-hash";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import { auditPut } from "./audit";
import { readSite, writeAlerts } from "./content-store";

export const UNKNOWN_CAMPUS = "Sorry, we're unable to find that campus.";
export const ALERTS_CHANGED =
  "Someone else changed the alerts since you opened them. Reload to see their change, then edit again.";

/**
 * How long until every visitor sees a change to the alerts: the site info response is cached
 * by CloudFront and browsers for a minute (CACHE.content's max-age, shared/platform/api/cache.ts); the
 * API itself reads the site item on each call (docs/operations/content.md "When it shows").
 */
export const ALERTS_VISIBLE_WITHIN_SECONDS = 60;

/** Opaque: the alerts as the public site would read them, hashed. */
export const alertsVersion = (alerts: readonly HomepageAlert[]): string =>
  shortHash(JSON.stringify(alerts));

const view = (alerts: HomepageAlert[], timeZone: string) => ({
  alerts,
  version: alertsVersion(alerts),
  time_zone: timeZone,
  visible_within_seconds: ALERTS_VISIBLE_WITHIN_SECONDS,
});

export async function getAlerts(siteId: string) {
  const site = await readSite(siteId);
  if (!site) throw new NotFoundError(UNKNOWN_CAMPUS);
  return view(site.value.homepage_alerts, site.value.time_zone);
}

type ParsedAlertInput = Parameters<typeof toStoredAlerts>[0][number];

/**
 * Replace the campus's alerts, if they are still those of `version`: two managers editing at
 * once do not silently overwrite each other (the later one is told to reload).
 */
export async function putAlerts(
  staff: StaffContext,
  input: { site_id: string; alerts: readonly ParsedAlertInput[]; version: string },
  now: Date,
) {
  const next = toStoredAlerts(input.alerts, () => `alert-${randomUUID().slice(0, 8)}`);
  return retry(
    async () => {
      const site = await readSite(input.site_id);
      if (!site) throw new NotFoundError(UNKNOWN_CAMPUS);
      const before = site.value.homepage_alerts;
      if (alertsVersion(before) !== input.version) throw new ConflictError(ALERTS_CHANGED);
      const audit = auditPut(
        staff,
        {
          siteId: input.site_id,
          action: "content.alerts.update",
          target: `site:${input.site_id}/alerts`,
          before,
          after: next,
        },
        now,
      );
      const outcome = await writeAlerts(input.site_id, site.raw, next, now, [audit]);
      // Changed between the read and the write: read again, which answers 409 if it really changed.
      if (outcome === "refused") throw new TryAgain();
      if (outcome === "collided") throw new TryLater();
      return view(next, site.value.time_zone);
    },
    {
      tries: 3,
      baseMs: 25,
      exhausted: () => new ConflictError(ALERTS_CHANGED),
    },
  );
}
