import { createPrivateKey } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { allergenPass } from "../../../functions/accounts/pass/allergen-pass";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import { createSite } from "../../support/factories/site";
import { createPassCertificates, signatureCertificateNames } from "../../support/pass-certificates";
import { zipEntries } from "../../support/zip-entries";

const site = createSite({ name: "Cedar Ridge" });
const customer = {
  id: "c-1",
  first_name: "Robin",
  last_name: "Tester",
  allergens: ["Sesame"],
  custom_allergen: "",
  contact_name: "Sam",
  contact_number: "5555550101",
  carries_epinephrine: false,
} as Customer;
let certs: ReturnType<typeof createPassCertificates>;
beforeAll(() => {
  certs = createPassCertificates();
});

describe("allergenPass", () => {
  it("zips pass.json, brand-coloured icons, the manifest and the signature", () => {
    const files = zipEntries(allergenPass(site, customer, certs));
    expect([...files.keys()].sort()).toEqual([
      "icon.png",
      "icon@2x.png",
      "icon@3x.png",
      "manifest.json",
      "pass.json",
      "signature",
    ]);
    const pass = JSON.parse(files.get("pass.json")!.toString("utf8")) as {
      serialNumber: string;
      generic: { secondaryFields: { value: string }[] };
    };
    expect(pass.serialNumber).toBe(`${site.id}.c-1`);
    expect(pass.generic.secondaryFields[0]?.value).toBe("Sesame");
    // Signed by the configured signer (the identifiers are stripped before passkit sees them).
    expect(signatureCertificateNames(files.get("signature")!)).toContain(
      "Pass Type ID: pass.test.allergen-card",
    );
  });

  it("signs with a passphrase-protected key when the passphrase is configured", () => {
    const encrypted = createPrivateKey(certs.signerKey)
      .export({ type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "s3cret" })
      .toString();
    const signed = { ...certs, signerKey: encrypted, signerKeyPassphrase: "s3cret" };
    expect(zipEntries(allergenPass(site, customer, signed)).has("signature")).toBe(true);
    expect(() =>
      allergenPass(site, customer, { ...signed, signerKeyPassphrase: "wrong" }),
    ).toThrow();
  });
});
