import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  forgetPassCertificates,
  passCertificates,
  walletPassConfigured,
} from "../../../functions/accounts/pass-certificates";

const VALID = {
  signerCert: "-----BEGIN CERTIFICATE-----",
  signerKey: "-----BEGIN PRIVATE KEY-----",
  wwdr: "-----BEGIN CERTIFICATE-----",
  passTypeIdentifier: "pass.edu.example.allergens",
  teamIdentifier: "ABCDE12345",
};

const secrets = mockClient(SecretsManagerClient);
const ARN = "arn:aws:secretsmanager:us-east-1:111111111111:secret:p-AbC123";

const clear = () => {
  secrets.reset();
  delete process.env.PASS_CERTIFICATES_JSON;
  delete process.env.PASS_CERTIFICATE_ARN;
  forgetPassCertificates();
};
beforeEach(clear);
afterEach(clear);

describe("wallet pass certificates", () => {
  it.each([
    [{}, false],
    [{ PASS_CERTIFICATES_JSON: JSON.stringify(VALID) }, true],
    [{ PASS_CERTIFICATE_ARN: ARN }, true],
  ])("with %j the wallet pass is offered: %s", (env, offered) => {
    Object.assign(process.env, env);
    expect(walletPassConfigured()).toBe(offered);
  });

  it("reads nothing without configuration", async () => {
    await expect(passCertificates()).resolves.toBeUndefined();
  });

  it("parses PASS_CERTIFICATES_JSON, keeping an optional key passphrase", async () => {
    process.env.PASS_CERTIFICATES_JSON = JSON.stringify({
      ...VALID,
      signerKeyPassphrase: "s3cret",
    });
    await expect(passCertificates()).resolves.toEqual({ ...VALID, signerKeyPassphrase: "s3cret" });
  });

  it("refuses certificates without a team identifier and tries again next time", async () => {
    const { teamIdentifier: _, ...incomplete } = VALID;
    process.env.PASS_CERTIFICATES_JSON = JSON.stringify(incomplete);
    await expect(passCertificates()).rejects.toThrow(/teamIdentifier/);
    process.env.PASS_CERTIFICATES_JSON = JSON.stringify(VALID);
    await expect(passCertificates()).resolves.toEqual(VALID);
  });

  it("fetches the secret named by PASS_CERTIFICATE_ARN once per cold start", async () => {
    process.env.PASS_CERTIFICATE_ARN = ARN;
    secrets.on(GetSecretValueCommand, { SecretId: ARN }).resolves({
      SecretString: JSON.stringify(VALID),
    });
    await expect(passCertificates()).resolves.toEqual(VALID);
    await expect(passCertificates()).resolves.toEqual(VALID);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it("refuses an empty secret", async () => {
    process.env.PASS_CERTIFICATE_ARN = ARN;
    secrets.on(GetSecretValueCommand).resolves({});
    await expect(passCertificates()).rejects.toThrow("The pass certificate secret is empty.");
  });
});
