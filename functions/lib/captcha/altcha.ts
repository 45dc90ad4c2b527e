import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import * as z from "zod";
import { altchaChallengeSchema } from "../../../shared/api/routes/feedback";
import { altchaHmacKey } from "./hmac-key";

/**
 * Self-hosted ALTCHA (no third-party call). The HMAC key comes from configuration
 * (./hmac-key); ALTCHA_MAX_COUNTER sets the proof-of-work size, kept small locally so browser
 * tests solve it fast.
 */
const captchaEnv = z.object({
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(10).default(50_000),
});

let cached: z.infer<typeof captchaEnv> | undefined;
const config = () => {
  cached ??= captchaEnv.parse(process.env);
  return cached;
};

/** A challenge lives ten minutes; its replay guard expires with it (data-model #18). */
export const CHALLENGE_SECONDS = 10 * 60;

export async function newChallenge(siteId: string, now: Date) {
  const { ALTCHA_MAX_COUNTER } = config();
  const hmacKey = await altchaHmacKey();
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(Math.floor(ALTCHA_MAX_COUNTER / 2), ALTCHA_MAX_COUNTER),
    deriveKey,
    hmacSignatureSecret: hmacKey,
    expiresAt: Math.floor(now.getTime() / 1000) + CHALLENGE_SECONDS,
    // Signed with the challenge, so a solution for one campus is refused on another.
    data: { site: siteId },
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

export interface VerifiedCaptcha {
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

/** The widget's base64 payload, verified for this site; null when it does not hold. */
export async function verifyCaptcha(
  payload: string,
  siteId: string,
): Promise<VerifiedCaptcha | null> {
  const decoded = decode(payload);
  const { signature, parameters } = decoded?.challenge ?? {};
  if (!decoded || !signature || parameters?.data?.site !== siteId) return null;
  const hmacKey = await altchaHmacKey();
  const result = await verifySolution({
    challenge: decoded.challenge as Parameters<typeof verifySolution>[0]["challenge"],
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: hmacKey,
  }).catch(() => null);
  if (!result?.verified) return null;
  return { signature, expiresAt: parameters.expiresAt ?? 0 };
}
