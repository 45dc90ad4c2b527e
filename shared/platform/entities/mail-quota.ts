import * as z from "zod";
import { defineEntity, sitePk } from "../data/entity";

/**
 * Mail a customer's actions may send in one window (reservation confirmations, form mails):
 * an UpdateItem adds 1 under `sent < :limit`, so the quota holds under concurrency. The item
 * expires with its window (TTL on `expires_at`).
 */
export const mailQuotaEntity = defineEntity({
  type: "mail_quota",
  schema: z.object({ sent: z.int().min(0) }),
  key: ({
    siteId,
    customerId,
    purpose,
    window,
  }: {
    siteId: string;
    customerId: string;
    purpose: string;
    /** The window's start, epoch seconds. */
    window: number;
  }) => ({
    pk: `${sitePk(siteId)}#CUST#${customerId}`,
    sk: `QUOTA#${purpose}#${window}`,
  }),
  read: (item) => ({ sent: item.sent ?? 0 }),
});
