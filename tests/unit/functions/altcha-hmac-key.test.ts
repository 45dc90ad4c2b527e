import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it, vi } from "vitest";

// The ALTCHA key comes from configuration; each case loads the module afresh because
// the key is cached per cold start.
const secrets = mockClient(SecretsManagerClient);
const load = async () =>
  (await import("../../../functions/platform/captcha/hmac-key")).altchaHmacKey();
const KEY = "k".repeat(64);
const ARN = "arn:aws:secretsmanager:us-east-1:1:secret:altcha";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  secrets.reset();
});

describe("ALTCHA HMAC key", () => {
  it("uses ALTCHA_HMAC_KEY on the local stack without calling Secrets Manager", async () => {
    vi.stubEnv("ALTCHA_HMAC_KEY", KEY);
    vi.stubEnv("ALTCHA_HMAC_KEY_ARN", ARN);
    await expect(load()).resolves.toBe(KEY);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it("fetches ALTCHA_HMAC_KEY_ARN from Secrets Manager once per cold start", async () => {
    vi.stubEnv("ALTCHA_HMAC_KEY", "");
    vi.stubEnv("ALTCHA_HMAC_KEY_ARN", ARN);
    secrets.on(GetSecretValueCommand, { SecretId: ARN }).resolves({ SecretString: `${KEY}\n` });
    const { altchaHmacKey } = await import("../../../functions/platform/captcha/hmac-key");
    await altchaHmacKey();
    await expect(altchaHmacKey()).resolves.toBe(KEY);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it("tries Secrets Manager again after a failed fetch", async () => {
    vi.stubEnv("ALTCHA_HMAC_KEY", "");
    vi.stubEnv("ALTCHA_HMAC_KEY_ARN", ARN);
    secrets.on(GetSecretValueCommand).rejectsOnce(new Error("throttled")).resolves({
      SecretString: KEY,
    });
    const { altchaHmacKey } = await import("../../../functions/platform/captcha/hmac-key");
    await expect(altchaHmacKey()).rejects.toThrow("throttled");
    await expect(altchaHmacKey()).resolves.toBe(KEY);
  });

  it.each([
    ["a short local key", { ALTCHA_HMAC_KEY: "short" }, "at least 32 characters"],
    ["an empty secret", { ALTCHA_HMAC_KEY: "", ALTCHA_HMAC_KEY_ARN: ARN }, "at least 32"],
    ["no configuration", { ALTCHA_HMAC_KEY: "", ALTCHA_HMAC_KEY_ARN: "" }, "is configured"],
  ])("refuses %s", async (_, env, message) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    secrets.on(GetSecretValueCommand).resolves({});
    await expect(load()).rejects.toThrow(message);
  });
});
