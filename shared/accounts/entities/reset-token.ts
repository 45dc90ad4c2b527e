import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

/**
 * A password reset key (docs/data-model.md #27): only its SHA-256 is stored; top level so the
 * single-use delete can be conditioned on kind and expiry.
 */
export const resetTokenEntity = defineEntity({
  type: "reset_token",
  schema: z.object({
    kind: z.enum(["customer", "staff"]),
    subject_id: z.string(),
    /** The subject's password version at issue; a password change since makes the key void. */
    subject_version: z.number().optional(),
    expires_at: z.number(),
  }),
  inline: true,
  key: ({ siteId, tokenHash }: { siteId: string; tokenHash: string }) => ({
    pk: `${sitePk(siteId)}#RESET#${tokenHash}`,
    sk: "RESET",
  }),
});
