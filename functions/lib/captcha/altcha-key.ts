import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";

/**
 * The key that signs ALTCHA challenges (the same secret as functions/feedback/hmac-key.ts,
 * which predates this shared module): ALTCHA_HMAC_KEY locally, ALTCHA_HMAC_KEY_ARN in AWS,
 * fetched once per cold start. Neither is an error: a key made up per process would refuse
 * every challenge another Lambda instance issued.
 */
const MIN_KEY_LENGTH = 32;

let cached: Promise<string> | undefined;

async function load(): Promise<string> {
  const local = process.env.ALTCHA_HMAC_KEY;
  if (local) return checked(local);
  const arn = process.env.ALTCHA_HMAC_KEY_ARN;
  if (!arn) throw new Error("Neither ALTCHA_HMAC_KEY nor ALTCHA_HMAC_KEY_ARN is configured.");
  const client = new SecretsManagerClient({});
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  return checked(SecretString?.trim() ?? "");
}

function checked(key: string): string {
  if (key.length < MIN_KEY_LENGTH) {
    throw new Error(`The ALTCHA key must hold at least ${MIN_KEY_LENGTH} characters.`);
  }
  return key;
}

export function altchaKey(): Promise<string> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
