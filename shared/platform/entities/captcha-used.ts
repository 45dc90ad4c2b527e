import * as z from "zod";
import { defineEntity, sitePk } from "../data/entity";

/**
 * A captcha solution already spent: written with attribute_not_exists beside the submission,
 * so a replay stores nothing (docs/data-model.md #18); expires with the challenge.
 */
export const captchaUsedEntity = defineEntity({
  type: "captcha_used",
  schema: z.object({ expires_at: z.number() }),
  inline: true,
  key: ({ siteId, signature }: { siteId: string; signature: string }) => ({
    pk: `${sitePk(siteId)}#CAPTCHA#${signature}`,
    sk: "USED",
  }),
});
