import { beforeAll, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { AccountClient } from "../support/account-client";
import { createSignUp } from "../support/factories/customer";
import { createSite } from "../support/factories/site";

const site = createSite({ name: "CSRF Campus", customer_login: true, food_insecurity: true });
const REFUSED = "Your session could not be verified. Please reload the page and try again.";

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
});

async function signedUp() {
  const client = new AccountClient();
  const created = await client.call("/v1/customer/create", {
    method: "POST",
    body: createSignUp({ site_id: site.id }),
  });
  expect(created.status, created.body.msg).toBe(200);
  return client;
}

const change = (client: AccountClient) =>
  client.call("/v1/customer/food_insecurity", {
    method: "POST",
    body: { site_id: site.id, food_insecurity: true },
  });

describe("CSRF token bound to the session", () => {
  it("refuses another session's valid token, and a made-up double-submit pair", async () => {
    const victim = await signedUp();
    const attacker = await signedUp();
    expect((await change(victim)).status).toBe(200);

    const borrowed = attacker.cookies.get("doc_csrf") ?? "";
    victim.cookies.set("doc_csrf", borrowed);
    const withBorrowed = await change(victim);
    expect([withBorrowed.status, withBorrowed.body.msg]).toEqual([403, REFUSED]);

    const planted = "planted-token-planted-token-0001";
    victim.cookies.set("doc_csrf", planted);
    const withPlanted = await change(victim);
    expect([withPlanted.status, withPlanted.body.msg]).toEqual([403, REFUSED]);
  }, 60_000);

  it("binds anonymous calls to a pre-session: its token works, another pre-session's does not", async () => {
    const visitor = new AccountClient();
    const stranger = new AccountClient();
    await visitor.call("/v1/customer/csrf");
    await stranger.call("/v1/customer/csrf");
    expect(visitor.cookies.get("doc_presession")).toBeTruthy();
    const login = (client: AccountClient) =>
      client.call("/v1/customer/authenticate", {
        method: "POST",
        body: { site_id: site.id, email: "nobody.csrf@example.edu", password: "Wrong-pass1!" },
      });
    expect((await login(visitor)).status).toBe(401);
    visitor.cookies.set("doc_csrf", stranger.cookies.get("doc_csrf") ?? "");
    expect((await login(visitor)).status).toBe(403);
  }, 60_000);
});
