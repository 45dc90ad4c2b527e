import { createHash } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { forgetPassCertificates } from "../../functions/accounts/pass-certificates";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { inProcessCsrf } from "../support/csrf";
import { createSignUp } from "../support/factories/customer";
import { createSite } from "../support/factories/site";
import {
  createPassCertificates,
  signatureCertificateNames,
  TEST_SIGNER_NAME,
} from "../support/pass-certificates";
import { zipEntries } from "../support/zip-entries";

// The allergen wallet pass, only for the signed-in customer and only with certificates.
const site = createSite({
  name: "Pass Campus",
  brand_color: "#0a7f3c",
  customer_login: true,
  allergen_card: true,
});
const noCardSite = createSite({ customer_login: true, allergen_card: false });
const UNAVAILABLE = "The wallet pass is not available.";
let certificatesJson: string;
let customerHandler: typeof import("../../functions/accounts/customer/handler").handler;
let passHandler: typeof import("../../functions/accounts/pass/handler").handler;

type Handler = typeof passHandler;

async function invoke(handler: Handler, routeKey: string, params: object, cookies: string[]) {
  const [method = "GET", path = "/"] = routeKey.split(" ");
  const csrf = await inProcessCsrf(cookies);
  const event = {
    ...structuredClone(httpApiEvent),
    routeKey,
    rawPath: path,
    headers: { ...httpApiEvent.headers, "x-csrf-token": csrf.token },
    cookies: [...csrf.cookies, ...cookies],
    ...(method === "GET"
      ? { queryStringParameters: params as Record<string, string> }
      : { body: JSON.stringify(params) }),
  };
  return handler(event, lambdaContext);
}

const passOf = (params: object, cookies: string[]) =>
  invoke(passHandler, "GET /v1/pass/allergen_card", params, cookies);
const msgOf = (result: { body?: string }) =>
  (JSON.parse(String(result.body)) as { msg: string }).msg;

/** A customer signed in through the customer group's own sign-up call. */
async function signedIn(firstName: string, siteId = site.id) {
  const form = createSignUp({ site_id: siteId, first_name: firstName, last_name: "Tester" });
  const created = await invoke(customerHandler, "POST /v1/customer/create", form, []);
  expect(created.statusCode).toBe(200);
  const cookies = (created.cookies ?? []).map((cookie) => cookie.split(";")[0] ?? "");
  const { customer } = JSON.parse(String(created.body)) as { customer: { id: string } };
  return { id: customer.id, cookies };
}

/** ...who has also filled in the allergen form, so has an allergen card. */
async function customerWithCard(firstName: string) {
  const { id, cookies } = await signedIn(firstName);
  const saved = await invoke(
    customerHandler,
    "POST /v1/customer/update_allergen_profile",
    {
      site_id: site.id,
      allergens: ["Peanuts", "Other"],
      custom_allergen: "Kiwi",
      contact_name: "Sam Tester",
      contact_number: "5555550101",
      carries_epinephrine: true,
    },
    cookies,
  );
  expect(saved.statusCode, String(saved.body)).toBe(200);
  return { id, cookies };
}

const walletPassFlag = async (cookies: string[]) => {
  const info = await invoke(
    customerHandler,
    "GET /v1/customer/info",
    { site_id: site.id },
    cookies,
  );
  return (JSON.parse(String(info.body)) as { wallet_pass: boolean }).wallet_pass;
};

beforeAll(async () => {
  certificatesJson = JSON.stringify(createPassCertificates());
  await Promise.all([site, noCardSite].map((s) => dynamoSiteStore.put(s, false, new Date())));
  ({ handler: customerHandler } = await import("../../functions/accounts/customer/handler"));
  ({ handler: passHandler } = await import("../../functions/accounts/pass/handler"));
});

afterEach(() => {
  delete process.env.PASS_CERTIFICATES_JSON;
  forgetPassCertificates();
});

describe("GET /v1/pass/allergen_card with signing certificates", () => {
  it("answers a signed .pkpass with the customer's name and allergens", async () => {
    process.env.PASS_CERTIFICATES_JSON = certificatesJson;
    const me = await customerWithCard("Robin");
    expect(await walletPassFlag(me.cookies)).toBe(true);

    const result = await passOf({ site_id: site.id, customer_id: me.id }, me.cookies);
    expect(result.statusCode, String(result.body)).toBe(200);
    expect(result.headers).toMatchObject({
      "content-type": "application/vnd.apple.pkpass",
      "content-disposition": 'attachment; filename="allergen-card.pkpass"',
    });
    expect(result.isBase64Encoded).toBe(true);
    const files = zipEntries(Buffer.from(String(result.body), "base64"));
    expect([...files.keys()].sort()).toEqual(
      ["icon.png", "icon@2x.png", "icon@3x.png", "manifest.json", "pass.json", "signature"].sort(),
    );

    const passJson = files.get("pass.json")!;
    const pass = JSON.parse(passJson.toString("utf8")) as {
      organizationName: string;
      backgroundColor: string;
      passTypeIdentifier: string;
      generic: { primaryFields: { value: string }[]; secondaryFields: { value: string }[] };
    };
    expect(pass).toMatchObject({
      organizationName: "Pass Campus",
      backgroundColor: "rgb(10, 127, 60)",
      passTypeIdentifier: "pass.test.allergen-card",
    });
    expect(pass.generic.primaryFields[0]?.value).toBe("Robin Tester");
    expect(pass.generic.secondaryFields[0]?.value).toBe("Peanuts, Other: Kiwi");

    // The manifest hashes every file; the signature is a PKCS#7 block by the configured signer
    // whose signed messageDigest attribute is the manifest's SHA-1 (what Wallet checks).
    const manifestBytes = files.get("manifest.json")!;
    const manifest = JSON.parse(manifestBytes.toString("utf8")) as Record<string, string>;
    expect(manifest["pass.json"]).toBe(createHash("sha1").update(passJson).digest("hex"));
    const signature = files.get("signature")!;
    expect(signatureCertificateNames(signature)).toContain(TEST_SIGNER_NAME);
    expect(signature.includes(createHash("sha1").update(manifestBytes).digest())).toBe(true);
  });

  it("refuses another customer's id (403), no session or another site's session (401)", async () => {
    process.env.PASS_CERTIFICATES_JSON = certificatesJson;
    const me = await customerWithCard("Avery");
    const other = await customerWithCard("Jordan");
    const foreign = await passOf({ site_id: site.id, customer_id: other.id }, me.cookies);
    expect(foreign.statusCode).toBe(403);
    const anonymous = await passOf({ site_id: site.id, customer_id: me.id }, []);
    expect(anonymous.statusCode).toBe(401);
    const otherSite = await passOf({ site_id: noCardSite.id }, me.cookies);
    expect(otherSite.statusCode).toBe(401);
  });

  it(`answers 404 '${UNAVAILABLE}' before the customer has an allergen card`, async () => {
    process.env.PASS_CERTIFICATES_JSON = certificatesJson;
    const me = await signedIn("Riley");
    expect(await walletPassFlag(me.cookies)).toBe(false);
    const result = await passOf({ site_id: site.id }, me.cookies);
    expect([result.statusCode, msgOf(result)]).toEqual([404, UNAVAILABLE]);
  });

  it("answers 403 on a site without the allergen card", async () => {
    process.env.PASS_CERTIFICATES_JSON = certificatesJson;
    const me = await signedIn("Morgan", noCardSite.id);
    const result = await passOf({ site_id: noCardSite.id }, me.cookies);
    expect([result.statusCode, msgOf(result)]).toEqual([
      403,
      "This feature is not available on this site.",
    ]);
  });
});

describe("GET /v1/pass/allergen_card without signing certificates", () => {
  it(`answers 404 '${UNAVAILABLE}' and customer/info hides the link`, async () => {
    const me = await customerWithCard("Casey");
    expect(await walletPassFlag(me.cookies)).toBe(false);
    const result = await passOf({ site_id: site.id }, me.cookies);
    expect([result.statusCode, msgOf(result)]).toEqual([404, UNAVAILABLE]);
  });
});
