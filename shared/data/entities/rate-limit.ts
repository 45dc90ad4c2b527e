import * as z from "zod";
import { defineEntity, sitePk } from "../entity";

type RateLimitKey = {
  siteId: string;
  /** What is counted, e.g. `help-form`, `survey-vote`. */
  purpose: string;
  /** Who is counted: `client` (a hash of the address) or `email` (a hash of the email). */
  scope: "client" | "email";
  /** A hash, never the raw address or email (functions/lib/store/rate-limit.ts). */
  subject: string;
  /** The window's start, epoch seconds. */
  window: number;
};

/**
 * Anonymous actions of one client or one email address in a fixed window (docs/security.md,
 * "Forms, mail and votes"): an Update adds 1 to `hits` under `hits < :limit` inside the action's
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
