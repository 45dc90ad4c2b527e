import { secretString } from "../secret-value";

/**
 * The key that signs ALTCHA challenges, from configuration like the session key
 * (functions/platform/session/signing-key.ts):
 * - ALTCHA_HMAC_KEY: set by the local stack, which generates one per run;
 * - ALTCHA_HMAC_KEY_ARN: a Secrets Manager secret (infra/stacks/api-stack.ts), fetched once per
 *   cold start in AWS.
 * Neither is an error: a key made up per process would refuse every challenge another Lambda
 * instance issued.
 */
const MIN_KEY_LENGTH = 32;

let cached: Promise<string> | undefined;

async function load(): Promise<string> {
  const local = process.env.ALTCHA_HMAC_KEY;
  if (local) return checked(local);
  const arn = process.env.ALTCHA_HMAC_KEY_ARN;
  if (!arn) throw new Error("Neither ALTCHA_HMAC_KEY nor ALTCHA_HMAC_KEY_ARN is configured.");
  const SecretString = await secretString(arn);
  return checked(SecretString?.trim() ?? "");
}

function checked(key: string): string {
  if (key.length < MIN_KEY_LENGTH) {
    throw new Error(`The ALTCHA key must hold at least ${MIN_KEY_LENGTH} characters.`);
  }
  return key;
}

export function altchaHmacKey(): Promise<string> {
  // A failed fetch is not cached, so the next request tries again.
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
