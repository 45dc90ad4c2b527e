import { beforeAll, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import {
  AccountClient,
  requestPasswordReset,
  resetKeysFromMail,
  signUpClient,
} from "../support/account-client";
import { TEST_PASSWORD } from "../support/factories/customer";
import { createSite } from "../support/factories/site";

const site = createSite({ name: "Revocation Campus", customer_login: true, subscriptions: true });
const LINK_INVALID = "This password reset link is invalid or has expired.";

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
});

const signedUp = () => signUpClient(site.id);

const newPassword = (publicKey: string, password: string) =>
  new AccountClient().call("/v1/customer/update/password", {
    method: "PUT",
    body: { public_key: publicKey, password, password_confirmation: password },
  });

/** Every signed-in read the account area makes, with the status each answered. */
async function signedInStatuses(client: AccountClient) {
  const info = await client.call(`/v1/customer/info?site_id=${site.id}`);
  const reservations = await client.call(`/v1/customer/reservations?site_id=${site.id}`);
  const subscriptions = await client.call("/v1/customer/subscriptions", {
    method: "POST",
    body: { site_id: site.id },
  });
  return [info.status, reservations.status, subscriptions.status];
}

describe("a new password revokes every other credential of the account", () => {
  it("voids every other outstanding reset key, older and newer", async () => {
    const { form } = await signedUp();
    for (let i = 0; i < 3; i += 1) {
      expect((await requestPasswordReset(new AccountClient(), site.id, form.email)).status).toBe(
        200,
      );
    }
    const [first, second, third] = await resetKeysFromMail(form.email);
    expect(third).toBeDefined();
    expect((await newPassword(String(second), "Second-pass1!")).status).toBe(200);
    for (const other of [first, third]) {
      const refused = await newPassword(String(other), "Attacker-pass1!");
      expect([refused.status, refused.body.msg]).toEqual([400, LINK_INVALID]);
    }
    const login = await new AccountClient().call("/v1/customer/authenticate", {
      method: "POST",
      body: { site_id: site.id, email: form.email, password: "Second-pass1!" },
    });
    expect(login.status).toBe(200);
  }, 60_000);

  it("ends every existing session, on every signed-in route", async () => {
    const { client: first, form } = await signedUp();
    const second = new AccountClient();
    const loggedIn = await second.call("/v1/customer/authenticate", {
      method: "POST",
      body: { site_id: site.id, email: form.email, password: TEST_PASSWORD },
    });
    expect(loggedIn.status).toBe(200);
    expect(await signedInStatuses(first)).toEqual([200, 200, 200]);
    expect(await signedInStatuses(second)).toEqual([200, 200, 200]);

    await requestPasswordReset(new AccountClient(), site.id, form.email);
    const [key] = await resetKeysFromMail(form.email);
    expect((await newPassword(String(key), "Brand-new1!")).status).toBe(200);

    expect(await signedInStatuses(first)).toEqual([401, 401, 401]);
    expect(await signedInStatuses(second)).toEqual([401, 401, 401]);
    const cancel = await first.call("/v1/customer/cancel_subscription", {
      method: "POST",
      body: { site_id: site.id, subscription_id: "any" },
    });
    expect(cancel.status).toBe(401);
  }, 60_000);
});
