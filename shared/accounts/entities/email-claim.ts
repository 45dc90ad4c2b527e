import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

/**
 * One account per email and site (docs/data-model.md #24, #25): created with
 * attribute_not_exists beside the customer; `customer_id` is top level for the condition that
 * releases it.
 */
export const emailClaimEntity = defineEntity({
  type: "email_claim",
  schema: z.object({ customer_id: z.string(), created_at: z.string() }),
  inline: true,
  key: ({ siteId, email }: { siteId: string; email: string }) => ({
    pk: `${sitePk(siteId)}#EMAIL#${email.toLowerCase()}`,
    sk: "EMAIL",
  }),
});
