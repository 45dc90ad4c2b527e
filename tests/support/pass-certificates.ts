import { generateKeyPairSync } from "node:crypto";
import { createRequire } from "node:module";

/** The few node-forge calls the throwaway certificates need (it ships without types). */
interface ForgeCertificate {
  publicKey: unknown;
  serialNumber: string;
  validity: { notBefore: Date; notAfter: Date };
  setSubject(attributes: { name: string; value: string }[]): void;
  setIssuer(attributes: { name: string; value: string }[]): void;
  setExtensions(extensions: Record<string, unknown>[]): void;
  sign(key: unknown, digest: unknown): void;
}
interface Forge {
  pki: {
    createCertificate(): ForgeCertificate;
    certificateToPem(certificate: ForgeCertificate): string;
    privateKeyFromPem(pem: string): unknown;
    publicKeyFromPem(pem: string): unknown;
  };
  md: { sha256: { create(): unknown } };
  asn1: { fromDer(bytes: string): unknown };
  pkcs7: {
    messageFromAsn1(asn1: unknown): {
      certificates: { subject: { getField(name: string): { value: string } | null } }[];
    };
  };
}

// node-forge comes with passkit-generator; it is what signs the pass, so the test speaks its PEM.
const forge = createRequire(import.meta.url)("node-forge") as Forge;

const keyPair = () => {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return { publicKey, privateKey };
};

function certificate(
  subject: string,
  publicKeyPem: string,
  issuer: { name: string; privateKeyPem: string },
  serial: string,
  isCa: boolean,
): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = serial;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 60_000);
  cert.validity.notAfter = new Date(now + 24 * 3600_000);
  cert.setSubject([{ name: "commonName", value: subject }]);
  cert.setIssuer([{ name: "commonName", value: issuer.name }]);
  cert.setExtensions([
    { name: "basicConstraints", cA: isCa },
    { name: "keyUsage", keyCertSign: isCa, digitalSignature: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(issuer.privateKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

export const TEST_SIGNER_NAME = "Pass Type ID: pass.test.allergen-card";

/**
 * A throwaway CA standing in for Apple's WWDR certificate and a signer certificate it issued,
 * as the JSON PASS_CERTIFICATES_JSON expects (functions/accounts/pass-certificates.ts).
 */
export function createPassCertificates(overrides: Record<string, string> = {}) {
  const ca = keyPair();
  const signer = keyPair();
  const caName = "Test Worldwide Developer Relations CA";
  return {
    wwdr: certificate(
      caName,
      ca.publicKey,
      { name: caName, privateKeyPem: ca.privateKey },
      "01",
      true,
    ),
    signerCert: certificate(
      TEST_SIGNER_NAME,
      signer.publicKey,
      { name: caName, privateKeyPem: ca.privateKey },
      "02",
      false,
    ),
    signerKey: signer.privateKey,
    passTypeIdentifier: "pass.test.allergen-card",
    teamIdentifier: "TESTTEAM01",
    ...overrides,
  };
}

/** The common names of the certificates a PKCS#7 signature (a pass's `signature`) carries. */
export function signatureCertificateNames(signature: Buffer): string[] {
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(signature.toString("binary")));
  return message.certificates.map((cert) => cert.subject.getField("CN")?.value ?? "");
}
