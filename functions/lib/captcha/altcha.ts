import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import * as z from "zod";
import { altchaChallengeSchema } from "../../../shared/api/routes/feedback";
import { captchaUsedEntity } from "../../../shared/data/entities/captcha-used";
import { documentClient, tableName } from "../dynamo";
import { isConditionFailure } from "../store/table";
import { altchaKey } from "./altcha-key";

/**
 * Self-hosted ALTCHA for any form (the feedback form keeps its own copy in functions/feedback).
 * A challenge names its site and its form, both signed, so a solution for one form or campus is
 * refused on another. ALTCHA_MAX_COUNTER sizes the proof of work (small locally).
 */
const maxCounter = () =>
  z.coerce
    .number()
    .int()
    .min(10)
    .catch(50_000)
    .parse(process.env.ALTCHA_MAX_COUNTER ?? 50_000);

/** A challenge lives ten minutes; its replay guard expires with it (data-model #18). */
export const CHALLENGE_SECONDS = 10 * 60;

export async function newFormChallenge(siteId: string, form: string, now: Date) {
  const max = maxCounter();
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(Math.floor(max / 2), max),
    deriveKey,
    hmacSignatureSecret: await altchaKey(),
    expiresAt: Math.floor(now.getTime() / 1000) + CHALLENGE_SECONDS,
    data: { site: siteId, form },
  });
  return altchaChallengeSchema.parse(challenge);
}

const payloadSchema = z.object({
  challenge: altchaChallengeSchema,
  solution: z.object({
    counter: z.number().int(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

export interface VerifiedFormCaptcha {
  /** The challenge's HMAC: unique per challenge, the key of its replay guard. */
  signature: string;
  expiresAt: number;
}

function decode(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The widget's base64 payload, verified for this site and form; null when it does not hold. */
export async function verifyFormCaptcha(
  payload: string,
  siteId: string,
  form: string,
): Promise<VerifiedFormCaptcha | null> {
  const decoded = decode(payload);
  const { signature, parameters } = decoded?.challenge ?? {};
  if (!decoded || !signature) return null;
  if (parameters?.data?.site !== siteId || parameters.data.form !== form) return null;
  const result = await verifySolution({
    challenge: decoded.challenge as Parameters<typeof verifySolution>[0]["challenge"],
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: await altchaKey(),
  }).catch(() => null);
  if (!result?.verified) return null;
  return { signature, expiresAt: parameters.expiresAt ?? 0 };
}

/** Spends a verified solution (docs/data-model.md #18); false when it was spent before. */
export async function spendFormCaptcha(siteId: string, captcha: VerifiedFormCaptcha) {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: captchaUsedEntity.toItem(
          { siteId, signature: captcha.signature },
          { expires_at: captcha.expiresAt },
        ),
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
