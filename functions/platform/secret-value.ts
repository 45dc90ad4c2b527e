import { CLIENT_TIMEOUTS } from "./client-timeouts";

/**
 * A Secrets Manager secret's string, for the few keys the functions read once per cold start
 * (session signing key, captcha key, pass certificates). The client is imported on the first
 * read: most requests of most groups read no secret, and a cold start then never loads it
 * (docs/benchmarks.md, Lambda bundles).
 */
export async function secretString(arn: string): Promise<string | undefined> {
  const { GetSecretValueCommand, SecretsManagerClient } = await import(
    "@aws-sdk/client-secrets-manager"
  );
  const { SecretString } = await new SecretsManagerClient({
    ...CLIENT_TIMEOUTS.secretsManager,
  }).send(new GetSecretValueCommand({ SecretId: arn }));
  return SecretString;
}
