import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it, vi } from "vitest";

// The key comes from configuration, never from the repository; each case loads the
// module afresh because the key is cached per cold start.
const secrets = mockClient(SecretsManagerClient);
const load = async () =>
  (await import("../../../functions/platform/session/signing-key")).sessionSigningKey();
const KEY = Buffer.alloc(32, 7).toString("base64url");

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  secrets.reset();
});

describe("session signing key", () => {
  it("uses SESSION_SECRET locally", async () => {
    vi.stubEnv("SESSION_SECRET", KEY);
    expect(Buffer.from(await load())).toEqual(Buffer.alloc(32, 7));
  });

  it("refuses a secret shorter than 32 bytes", async () => {
    vi.stubEnv("SESSION_SECRET", Buffer.alloc(16).toString("base64url"));
    await expect(load()).rejects.toThrow("shorter than 32 bytes");
  });

  it("fetches SESSION_SECRET_ARN from Secrets Manager once", async () => {
    vi.stubEnv("SESSION_SECRET", "");
    vi.stubEnv("SESSION_SECRET_ARN", "arn:aws:secretsmanager:us-east-1:1:secret:session");
    secrets.on(GetSecretValueCommand).resolves({ SecretString: `${KEY}\n` });
    const { sessionSigningKey } = await import("../../../functions/platform/session/signing-key");
    await sessionSigningKey();
    expect(Buffer.from(await sessionSigningKey())).toEqual(Buffer.alloc(32, 7));
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it("refuses to run inside Lambda without configuration, and uses a process key in tests", async () => {
    vi.stubEnv("SESSION_SECRET", "");
    vi.stubEnv("SESSION_SECRET_ARN", "");
    expect(await load()).toHaveLength(32);
    vi.resetModules();
    vi.stubEnv("AWS_LAMBDA_FUNCTION_NAME", "doc-customer");
    await expect(load()).rejects.toThrow("SESSION_SECRET_ARN is not configured.");
  });
});
