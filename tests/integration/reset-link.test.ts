import { beforeAll, describe, expect, inject, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import {
  AccountClient,
  requestPasswordReset,
  sentMail,
  signUpClient,
} from "../support/account-client";
import { createSite } from "../support/factories/site";

// The reset key rides in the link's fragment, as the reservation cancel link's token does:
// browsers never send a fragment to a server, so CloudFront's logs never see it
// (docs/decisions/accounts.md "Password reset"; docs/security.md).

const site = createSite({ name: "Reset Link Campus", customer_login: true });

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
});

describe("the password reset link", () => {
  it("carries the key in its fragment only, never in the path or query a server sees", async () => {
    const { form } = await signUpClient(site.id);
    const client = new AccountClient();
    expect((await requestPasswordReset(client, site.id, form.email)).status).toBe(200);
    const text = (await sentMail(form.email)).at(-1)?.body.text ?? "";
    const links = text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    const url = new URL(links[0] ?? "");
    expect(url.origin).toBe(new URL(inject("baseUrl")).origin);
    expect(url.pathname).toBe("/customerResetPassword");
    expect(url.search).toBe("");
    const key = new URLSearchParams(url.hash.slice(1)).get("key") ?? "";
    const secret = key.split("~")[1] ?? "";
    expect(key.startsWith(`${site.id}~`)).toBe(true);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // What a browser requests for the link: the page, without the key.
    const requested = `${url.origin}${url.pathname}${url.search}`;
    expect(requested).not.toContain(secret);
    const page = await fetch(requested);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    // The key works from the PUT body, as the page sends it.
    const update = await client.call<{ domain: string }>("/v1/customer/update/password", {
      method: "PUT",
      body: { public_key: key, password: "Brand-new1!", password_confirmation: "Brand-new1!" },
    });
    expect([update.status, update.body.domain]).toEqual([200, `/${site.slug}`]);
  });
});
