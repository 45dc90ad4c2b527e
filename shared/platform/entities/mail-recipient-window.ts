import * as z from "zod";
import { defineEntity, sitePk } from "../data/entity";

type MailRecipientWindowKey = {
  siteId: string;
  /** A hash of the normalized address, never the address (functions/platform/outbox/recipient-cap.ts). */
  recipient: string;
  /** The window's length, so one recipient's minute, hour and day sit side by side. */
  windowSeconds: number;
  /** The window's start, epoch seconds. */
  window: number;
};

/**
 * The mail intents delivered to one recipient of one campus in one clock-aligned window
 * (docs/data-model.md #45, docs/decisions/mail-outbox.md "A cap per recipient"). The set holds
 * the intent ids rather than a count: a delivery admitted once is admitted again on a retry
 * (`contains`), so retried and swept deliveries never count twice. Inline, expired by TTL.
 */
export const mailRecipientWindowEntity = defineEntity({
  type: "mail_recipient_window",
  schema: z.object({ intents: z.set(z.string()).optional(), expires_at: z.number() }),
  inline: true,
  key: ({ siteId, recipient, windowSeconds, window }: MailRecipientWindowKey) => ({
    pk: `${sitePk(siteId)}#MAILTO#${recipient}`,
    sk: `WINDOW#${windowSeconds}#${window}`,
  }),
});
