import * as z from "zod";
import { secretString } from "../platform/secret-value";

/**
 * Apple Wallet signing material (the wallet pass exists only when the deployment has
 * signing certificates). PEM strings, as Apple's developer portal exports them converted once.
 */
const passCertificatesSchema = z.object({
  signerCert: z.string().min(1),
  signerKey: z.string().min(1),
  signerKeyPassphrase: z.string().optional(),
  wwdr: z.string().min(1),
  passTypeIdentifier: z.string().min(1),
  teamIdentifier: z.string().min(1),
});

export type PassCertificates = z.infer<typeof passCertificatesSchema>;

/**
 * - PASS_CERTIFICATES_JSON: the JSON itself (local stack and tests);
 * - PASS_CERTIFICATE_ARN: a Secrets Manager secret holding it, fetched once per cold start.
 * customer/info's `wallet_pass` and the pass route both ask this module, so the link is shown
 * exactly when the route can answer.
 */
export const walletPassConfigured = (): boolean =>
  Boolean(process.env.PASS_CERTIFICATES_JSON || process.env.PASS_CERTIFICATE_ARN);

let cached: Promise<PassCertificates | undefined> | undefined;

async function load(): Promise<PassCertificates | undefined> {
  const local = process.env.PASS_CERTIFICATES_JSON;
  if (local) return passCertificatesSchema.parse(JSON.parse(local));
  const arn = process.env.PASS_CERTIFICATE_ARN;
  if (!arn) return undefined;
  const SecretString = await secretString(arn);
  if (!SecretString) throw new Error("The pass certificate secret is empty.");
  return passCertificatesSchema.parse(JSON.parse(SecretString));
}

/** The certificates, or undefined when the deployment has none. A failed fetch is retried. */
export function passCertificates(): Promise<PassCertificates | undefined> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Tests switch certificates on and off within one process. */
export function forgetPassCertificates(): void {
  cached = undefined;
}
