import { randomUUID } from "node:crypto";
import { locationEntity, locationsOfSite } from "../../../shared/menus/entities/location";
import type { Location } from "../../../shared/menus/schemas/location";
import { feedbackEntity } from "../../../shared/visitor-forms/entities/feedback";
import type { VerifiedCaptcha } from "../../platform/captcha/altcha";
import { storeGuardedSubmission } from "../../platform/captcha/campus-mail-guard";
import type { RateCount } from "../../platform/rate-limit";
import { queryEntities } from "../../platform/table";

/** requirements: public-browsing §5: only locations flagged feedback_form are offered, in their order. */
export async function feedbackLocations(siteId: string): Promise<Location[]> {
  const locations = await queryEntities(locationEntity, locationsOfSite(siteId));
  return locations
    .filter((location) => location.feedback_form && location.active)
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
}

/**
 * docs/data-model.md #18: the submission, the captcha's replay guard and the campus mail
 * counters commit together (functions/platform/captcha/campus-mail-guard.ts).
 */
export function storeFeedback(
  siteId: string,
  fields: Record<string, unknown>,
  captcha: VerifiedCaptcha,
  counts: readonly RateCount[],
  now: Date,
): Promise<void> {
  const createdAt = now.toISOString();
  const item = feedbackEntity.toItem(
    { siteId, createdAt, feedbackId: randomUUID() },
    { site_id: siteId, ...fields, created_at: createdAt },
  );
  return storeGuardedSubmission(siteId, item, captcha, counts, now);
}
