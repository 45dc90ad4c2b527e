import type { PublicSite } from "../../../shared/site-content/schemas/site";
import type { CampusBillingMessage } from "./billing-message";
import type { BillingQueue } from "./billing-queue";

export interface DispatchDeps {
  /** Only the ids are needed, so a fake lists just those. */
  sites: { listPublished(): Promise<Pick<PublicSite, "id">[]> };
  queue: BillingQueue;
}

/**
 * One message per published campus (the published-site directory, docs/data-model.md #3), all
 * carrying the same instant, so each campus bills as of its own local date at that moment.
 */
export async function dispatchBilling(
  deps: DispatchDeps,
  at: Date,
): Promise<CampusBillingMessage[]> {
  const sites = await deps.sites.listPublished();
  const messages = sites.map((site) => ({ site_id: site.id, at: at.toISOString() }));
  await deps.queue.enqueue(messages);
  return messages;
}
