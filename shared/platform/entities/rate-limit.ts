import * as z from "zod";
import { defineEntity, sitePk } from "../data/entity";

/**
 * Who or what a limit counts: `client` (the network address), `email` (the address a visitor
 * typed), `recipient` (the mailbox a form mails, the campus contact) or `dish` (the menu item a
 * wrong-label report is about).
 */
export type RateLimitScope = "client" | "email" | "recipient" | "dish";

type RateLimitKey = {
  siteId: string;
  /** What is counted, e.g. `campus-mail`, `survey-vote`. */
  purpose: string;
  scope: RateLimitScope;
  /** A hash, never the raw address or email (functions/platform/rate-limit.ts). */
  subject: string;
  /** The window's start, epoch seconds. */
  window: number;
};

/**
 * Actions of one client, email address or recipient in a fixed window (docs/security.md "Rate
 * limits"): an Update adds 1 to `hits` under `hits < :limit` inside the action's
 * own transaction, so a refused action writes nothing and the limit holds under concurrency.
 * The item expires after its window (TTL on `expires_at`).
 */
export const rateLimitEntity = defineEntity({
  type: "rate_limit",
  schema: z.object({ hits: z.int().min(0) }),
  key: ({ siteId, purpose, scope, subject, window }: RateLimitKey) => ({
    pk: `${sitePk(siteId)}#RATE#${purpose}#${scope}#${subject}`,
    sk: `WINDOW#${window}`,
  }),
  read: (item) => ({ hits: item.hits ?? 0 }),
});
