import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import * as z from "zod";
import { captchaUsedEntity } from "../../../shared/platform/entities/captcha-used";
import { altchaChallengeSchema } from "../../../shared/visitor-forms/routes/feedback";
import { documentClient, tableName } from "../dynamo";
import { isConditionFailure } from "../table";
import { altchaHmacKey } from "./hmac-key";

/**
 * Self-hosted ALTCHA (no third-party call) for every form that needs a proof of work. The HMAC
 * key comes from configuration (./hmac-key); ALTCHA_MAX_COUNTER sets the proof-of-work size,
 * kept small locally so browser tests solve it fast. A challenge is signed with its site, and
 * with its form where one form's solution must not open another (the password reset).
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

/**
 * A raised challenge takes this many times the work of an ordinary one. Rate limits keyed by a
 * network address ask for it before they refuse (functions/platform/rate-limit.ts `stepUp`):
 * a campus network sharing one address keeps going, a script pays ten times more per request.
 */
export const RAISED_WORK_FACTOR = 10;

const RAISED = "raised";

/** `raised` is signed into the challenge's data, so an ordinary solution cannot pass for one. */
export interface ChallengeOptions {
  raised?: boolean;
}

async function challengeFor(data: Record<string, string>, now: Date, options: ChallengeOptions) {
  const { ALTCHA_MAX_COUNTER } = config();
  const max = ALTCHA_MAX_COUNTER * (options.raised ? RAISED_WORK_FACTOR : 1);
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(Math.floor(max / 2), max),
    deriveKey,
    hmacSignatureSecret: await altchaHmacKey(),
    expiresAt: Math.floor(now.getTime() / 1000) + CHALLENGE_SECONDS,
    data: options.raised ? { ...data, level: RAISED } : data,
  });
  return altchaChallengeSchema.parse(challenge);
}

/** Signed with the challenge, so a solution for one campus is refused on another. */
export const newChallenge = (siteId: string, now: Date, options: ChallengeOptions = {}) =>
  challengeFor({ site: siteId }, now, options);

/** A challenge for one form of one campus: refused by every other form. */
export const newFormChallenge = (
  siteId: string,
  form: string,
  now: Date,
  options: ChallengeOptions = {},
) => challengeFor({ site: siteId, form }, now, options);

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
  /** A raised challenge (`RAISED_WORK_FACTOR` times the work) was solved. */
  raised: boolean;
}
export type VerifiedFormCaptcha = VerifiedCaptcha;

function decode(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function verify(
  payload: string,
  expected: Record<string, string | undefined>,
): Promise<VerifiedCaptcha | null> {
  const decoded = decode(payload);
  const { signature, parameters } = decoded?.challenge ?? {};
  if (!decoded || !signature || !parameters) return null;
  const data = (parameters.data ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(expected)) {
    if (data[name] !== value) return null;
  }
  const result = await verifySolution({
    challenge: decoded.challenge as Parameters<typeof verifySolution>[0]["challenge"],
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: await altchaHmacKey(),
  }).catch(() => null);
  if (!result?.verified) return null;
  return { signature, expiresAt: parameters.expiresAt ?? 0, raised: data.level === RAISED };
}

/** The widget's base64 payload, verified for this site; null when it does not hold. */
export const verifyCaptcha = (payload: string, siteId: string) =>
  verify(payload, { site: siteId, form: undefined });

/** The widget's base64 payload, verified for this site and form; null when it does not hold. */
export const verifyFormCaptcha = (payload: string, siteId: string, form: string) =>
  verify(payload, { site: siteId, form });

/** Spends a verified solution (docs/data-model.md #18); false when it was spent before. */
export async function spendFormCaptcha(siteId: string, captcha: VerifiedCaptcha) {
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
