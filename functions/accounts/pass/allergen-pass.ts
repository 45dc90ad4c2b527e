import { createRequire } from "node:module";
import type * as Passkit from "passkit-generator";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { PassCertificates } from "../pass-certificates";
import { allergenPassJson } from "./allergen-pass-content";
import { solidPng } from "./solid-png";

/**
 * passkit-generator (with node-forge for the PKCS#7 signature) comes from a Lambda layer
 * (infra/bundling.ts groupLayerLibraries) and is required on the first pass only; esbuild
 * leaves a `createRequire(...)` call unbundled.
 */
let passkit: typeof Passkit | undefined;
const loadPasskit = (): typeof Passkit => {
  passkit ??= createRequire(import.meta.url)("passkit-generator") as typeof Passkit;
  return passkit;
};

/** A signed .pkpass: pass.json, icons, manifest.json and signature in one zip. */
export function allergenPass(site: Site, customer: Customer, certs: PassCertificates): Buffer {
  const { PKPass } = loadPasskit();
  const passJson = allergenPassJson(site, customer, certs);
  const pass = new PKPass(
    {
      "pass.json": Buffer.from(JSON.stringify(passJson)),
      "icon.png": solidPng(site.brand_color, 29),
      "icon@2x.png": solidPng(site.brand_color, 58),
      "icon@3x.png": solidPng(site.brand_color, 87),
    },
    {
      signerCert: certs.signerCert,
      signerKey: certs.signerKey,
      wwdr: certs.wwdr,
      ...(certs.signerKeyPassphrase ? { signerKeyPassphrase: certs.signerKeyPassphrase } : {}),
    },
  );
  return pass.getAsBuffer();
}
