import * as z from "zod";
import { defineEntity, sitePk } from "../data/entity";

/** Days a delivered intent is kept (for support questions) before the table's TTL removes it. */
export const MAIL_INTENT_TTL_DAYS = 7;
export const MAIL_INTENT_TTL_SECONDS = MAIL_INTENT_TTL_DAYS * 24 * 60 * 60;

export const mailIntentSchema = z.object({
  site_id: z.string().min(1),
  /** What the mail reports ("reservation_confirmation", "billing_outcome", ...). */
  kind: z.string().min(1),
  /** The change it reports (a reservation id, a billing run's subscription and period). */
  ref: z.string().min(1),
  to: z.array(z.string()).min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  /**
   * `suppressed`: a recipient's cap was full, so it is never sent nor retried
   * (functions/platform/outbox/recipient-cap.ts).
   */
  state: z.enum(["pending", "sent", "suppressed"]),
  attempts: z.int().min(0),
  created_at: z.string(),
  sent_at: z.string().optional(),
  suppressed_at: z.string().optional(),
  /** Epoch ms until which one delivery holds the intent (docs/decisions/mail-outbox.md). */
  lease_until: z.number().optional(),
  /** Epoch seconds, the table's TTL: set when the mail is sent or suppressed. */
  expires_at: z.number().optional(),
});
export type MailIntent = z.infer<typeof mailIntentSchema>;

type MailIntentKey = { siteId: string; kind: string; ref: string };

/** The intent's id: one change reports one mail of a kind, so the same change cannot write two. */
export const mailIntentId = (kind: string, ref: string): string => `${kind}:${ref}`;

const pendingPk = (siteId: string) => `${sitePk(siteId)}#MAIL#PENDING`;

/**
 * A customer mail recorded in the same transaction as the change it reports, delivered by the
 * outbox worker (docs/data-model.md #42, docs/decisions/mail-outbox.md). Inline: `state`,
 * `attempts`, `lease_until` are what the delivery's conditional updates address, and the stream
 * worker reads the whole rendered mail from the NEW_IMAGE. The gsi1 entry is sparse: it exists
 * only while the intent is pending (delivery REMOVEs it), so a campus's stale mail is one Query.
 */
export const mailIntentEntity = defineEntity({
  type: "mail_intent",
  schema: mailIntentSchema,
  inline: true,
  key: ({ siteId, kind, ref }: MailIntentKey) => ({
    pk: `${sitePk(siteId)}#MAIL#${mailIntentId(kind, ref)}`,
    sk: "INTENT",
  }),
  indexes: ({ siteId }: MailIntentKey, intent) =>
    intent.state === "pending" ? { gsi1pk: pendingPk(siteId), gsi1sk: intent.created_at } : {},
});

/** access pattern #43: a campus's pending intents created before `before` (ISO), oldest first. */
export const pendingMailOfSite = (siteId: string, before: string) => ({
  index: "gsi1" as const,
  pk: pendingPk(siteId),
  sk: { lte: before },
});
