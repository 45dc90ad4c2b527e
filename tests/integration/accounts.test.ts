import { PDFDocument } from "pdf-lib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dynamoResetTokenStore } from "../../functions/accounts/reset-token-store";
import { newResetKey } from "../../functions/platform/reset-key";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { queryAll } from "../../functions/platform/table";
import { customerByEmail } from "../../shared/accounts/entities/customer";
import {
  AccountClient,
  requestPasswordReset,
  resetKeyFromMail,
  sentMail,
  signUpClient,
} from "../support/account-client";
import { createSignUp, TEST_PASSWORD } from "../support/factories/customer";
import { createSite } from "../support/factories/site";
import { LOGIN_WINDOW_WAIT_MS, startInsideLoginWindow } from "../support/login-window";

const features = {
  customer_login: true,
  allergen_card: true,
  notifications: true,
  food_insecurity: true,
};
const siteA = createSite({ name: "Accounts Campus A", ...features });
const siteB = createSite({ name: "Accounts Campus B", ...features });
const INVALID = "The email address or password is incorrect.";
const LOCKED =
  "Too many failed login attempts. For your security, please wait 15 minutes and try again.";
const LINK_INVALID = "This password reset link is invalid or has expired.";

beforeAll(async () => {
  await Promise.all([siteA, siteB].map((site) => dynamoSiteStore.put(site, false, new Date())));
});

const signedUp = (siteId = siteA.id, overrides = {}) => signUpClient(siteId, overrides);

const login = (client: AccountClient, siteId: string, email: string, password: string) =>
  client.call("/v1/customer/authenticate", {
    method: "POST",
    body: { site_id: siteId, email, password },
  });

describe("sign-up: one account per email and site", () => {
  it("creates exactly one account when 20 sign-ups with one email race", async () => {
    const form = createSignUp({ site_id: siteA.id });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        new AccountClient().call("/v1/customer/create", { method: "POST", body: form }),
      ),
    );
    expect(
      results.map((r) => `${r.status} ${r.body.msg}`).filter((s) => !s.startsWith("409")),
    ).toEqual(["200 Your account has been successfully created."]);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.body.msg).toBe("An account with this email address already exists.");
    expect(await queryAll(customerByEmail(siteA.id, form.email))).toHaveLength(1);
  }, 60_000);

  it("lets the same email sign up on a second site, as a separate account", async () => {
    const first = await signedUp(siteA.id);
    const second = await signedUp(siteB.id, {
      email: first.form.email,
      email_confirmation: first.form.email,
    });
    expect(second.id).not.toBe(first.id);
  });

  it("starts a session with an HttpOnly Secure SameSite cookie and a readable CSRF cookie", async () => {
    const client = new AccountClient();
    const response = await client.call("/v1/customer/create", {
      method: "POST",
      body: createSignUp({ site_id: siteA.id }),
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("doc_session="))).toMatch(
      /Max-Age=7200; Secure; SameSite=Lax; HttpOnly/,
    );
    expect(cookies.find((c) => c.startsWith("doc_csrf="))).not.toMatch(/HttpOnly/);
    expect(response.body.msg).toBe("Your account has been successfully created.");
  });

  it("refuses sign-up and login without the CSRF header", async () => {
    const client = new AccountClient();
    const signUp = await client.call("/v1/customer/create", {
      method: "POST",
      body: createSignUp({ site_id: siteA.id }),
      csrf: false,
    });
    expect(signUp.status).toBe(403);
  });
});

describe("login brute force", () => {
  beforeEach(startInsideLoginWindow, LOGIN_WINDOW_WAIT_MS);

  it("refuses the 11th attempt within 15 minutes even with the right password", async () => {
    const { form } = await signedUp();
    const client = new AccountClient();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const { status, body } = await login(client, siteA.id, form.email, "Wrong-pass1!");
      expect([status, body.msg]).toEqual([401, INVALID]);
    }
    const right = await login(client, siteA.id, form.email, TEST_PASSWORD);
    expect([right.status, right.body.msg]).toEqual([429, LOCKED]);
    expect(right.headers.getSetCookie()).toEqual([]);
  }, 60_000);

  it("answers an unknown email exactly like a wrong password, lockout included", async () => {
    const client = new AccountClient();
    const email = "nobody.here@example.edu";
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const { status, body } = await login(client, siteB.id, email, "Wrong-pass1!");
      expect([status, body.msg]).toEqual([401, INVALID]);
    }
    const eleventh = await login(client, siteB.id, email, "Wrong-pass1!");
    expect([eleventh.status, eleventh.body.msg]).toEqual([429, LOCKED]);
  }, 60_000);

  it("logs in with the right password and clears the session on logout", async () => {
    const { form } = await signedUp();
    const client = new AccountClient();
    expect((await login(client, siteA.id, form.email.toUpperCase(), TEST_PASSWORD)).status).toBe(
      200,
    );
    expect((await client.call(`/v1/customer/info?site_id=${siteA.id}`)).status).toBe(200);
    const stolen = new Map(client.cookies);
    expect(
      (await client.call("/v1/customer/logout", { method: "POST", body: { site_id: siteA.id } }))
        .status,
    ).toBe(200);
    expect(client.cookies.has("doc_session")).toBe(false);
    // A copy of the old token stops working too: logout bumps the session version.
    const thief = new AccountClient();
    for (const [name, value] of stolen) thief.cookies.set(name, value);
    expect((await thief.call(`/v1/customer/info?site_id=${siteA.id}`)).status).toBe(401);
  });
});

describe("password reset", () => {
  it("mails a single-use link, sets the new password and ends old sessions", async () => {
    const { client: oldSession, form } = await signedUp();
    const client = new AccountClient();
    const request = await requestPasswordReset(client, siteA.id, form.email);
    expect(request.body.msg).toBe(
      "If an account exists for that email address, we have sent a link to reset your password.",
    );
    const publicKey = await resetKeyFromMail(form.email);
    expect(publicKey.startsWith(`${siteA.id}~`)).toBe(true);
    const update = {
      public_key: publicKey,
      password: "Brand-new1!",
      password_confirmation: "Brand-new1!",
    };
    const first = await client.call<{ domain: string }>("/v1/customer/update/password", {
      method: "PUT",
      body: update,
    });
    expect([first.status, first.body.domain]).toEqual([200, `/${siteA.slug}`]);
    const reused = await client.call("/v1/customer/update/password", {
      method: "PUT",
      body: update,
    });
    expect([reused.status, reused.body.msg]).toEqual([400, LINK_INVALID]);
    expect((await login(client, siteA.id, form.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(client, siteA.id, form.email, "Brand-new1!")).status).toBe(200);
    expect((await oldSession.call(`/v1/customer/info?site_id=${siteA.id}`)).status).toBe(401);
  });

  it("answers an unknown email the same way and mails nothing", async () => {
    const email = "nobody.reset@example.edu";
    const { status, body } = await requestPasswordReset(new AccountClient(), siteA.id, email);
    expect([status, body.msg]).toEqual([
      200,
      "If an account exists for that email address, we have sent a link to reset your password.",
    ]);
    expect(await sentMail(email)).toEqual([]);
  });

  it("refuses an expired key", async () => {
    const { id } = await signedUp();
    const key = newResetKey(siteA.id);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await dynamoResetTokenStore.create(
      siteA.id,
      key.tokenHash,
      { kind: "customer", subjectId: id },
      twoHoursAgo,
    );
    const { status, body } = await new AccountClient().call("/v1/customer/update/password", {
      method: "PUT",
      body: {
        public_key: key.publicKey,
        password: "Brand-new1!",
        password_confirmation: "Brand-new1!",
      },
    });
    expect([status, body.msg]).toEqual([400, LINK_INVALID]);
  });

  it("refuses a key of site A on site B, and on the staff route, without spending it", async () => {
    const { form } = await signedUp();
    const client = new AccountClient();
    await requestPasswordReset(client, siteA.id, form.email);
    const publicKey = await resetKeyFromMail(form.email);
    const body = (key: string) => ({
      public_key: key,
      password: "Brand-new1!",
      password_confirmation: "Brand-new1!",
    });
    const onB = publicKey.replace(`${siteA.id}~`, `${siteB.id}~`);
    expect(
      (await client.call("/v1/customer/update/password", { method: "PUT", body: body(onB) }))
        .status,
    ).toBe(400);
    expect(
      (await client.call("/v1/users/update/password", { method: "PUT", body: body(publicKey) }))
        .status,
    ).toBe(400);
    expect(
      (await client.call("/v1/customer/update/password", { method: "PUT", body: body(publicKey) }))
        .status,
    ).toBe(200);
  });
});

describe("authorization: the customer comes from the session", () => {
  it("never exposes another customer through any parameter", async () => {
    const mallory = await signedUp();
    const victim = await signedUp();
    const as = mallory.client;
    for (const path of ["info", "orders", "allergen_card"]) {
      const other = await as.call(
        `/v1/customer/${path}?site_id=${siteA.id}&customer_id=${victim.id}`,
      );
      expect(other.status, path).toBe(403);
      expect(Buffer.from(other.bytes).toString()).not.toContain(victim.form.email);
      const elsewhere = await as.call(`/v1/customer/${path}?site_id=${siteB.id}`);
      expect(elsewhere.status, path).toBe(401);
      const anonymous = await new AccountClient().call(`/v1/customer/${path}?site_id=${siteA.id}`);
      expect(anonymous.status, path).toBe(401);
    }
    const update = await as.call("/v1/customer/update_allergen_profile", {
      method: "POST",
      body: {
        site_id: siteA.id,
        customer_id: victim.id,
        allergens: [],
        contact_name: "X",
        contact_number: "5555550000",
      },
    });
    expect(update.status).toBe(403);
    const own = await as.call<{ customer: { id: string; email: string } }>(
      `/v1/customer/info?site_id=${siteA.id}&customer_id=${mallory.id}`,
    );
    expect([own.status, own.body.customer.id]).toEqual([200, mallory.id]);
    expect(own.body).not.toHaveProperty("customer.password_hash");
    const orders = await as.call<{ orders: unknown[] }>(`/v1/customer/orders?site_id=${siteA.id}`);
    expect(orders.body.orders).toEqual([]);
  });

  it("refuses a state-changing call whose CSRF header is missing", async () => {
    const { client } = await signedUp();
    const { status, body } = await client.call("/v1/customer/food_insecurity", {
      method: "POST",
      body: { site_id: siteA.id, food_insecurity: true },
      csrf: false,
    });
    expect([status, body.msg]).toEqual([
      403,
      "Your session could not be verified. Please reload the page and try again.",
    ]);
  });
});

describe("account forms", () => {
  it("updates the profile (state upper-cased), allergens, preferences and food insecurity", async () => {
    const { client, form } = await signedUp();
    const profile = await client.call<{ customer: { state: string; city: string } }>(
      "/v1/customer/update_customer",
      {
        method: "POST",
        body: {
          site_id: siteA.id,
          first_name: form.first_name,
          last_name: form.last_name,
          student_id: "S1",
          email: form.email,
          phone: "5555550199",
          address: "1 Main St",
          city: "Newtown",
          state: "wa",
          zip: "98001",
        },
      },
    );
    expect([profile.body.msg, profile.body.customer.state, profile.body.customer.city]).toEqual([
      "Your profile has been updated.",
      "WA",
      "Newtown",
    ]);
    const allergens = await client.call<{ allergen_card: { allergens: string[] } }>(
      "/v1/customer/update_allergen_profile",
      {
        method: "POST",
        body: {
          site_id: siteA.id,
          allergens: ["Peanuts", "Other"],
          custom_allergen: "Kiwi",
          contact_name: "Pat Doe",
          contact_number: "5555550111",
          carries_epinephrine: true,
        },
      },
    );
    expect([allergens.body.msg, allergens.body.allergen_card.allergens]).toEqual([
      "Your allergen preferences have been updated.",
      ["Peanuts", "Other"],
    ]);
    const card = await client.call(`/v1/customer/allergen_card?site_id=${siteA.id}`);
    expect(card.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(card.bytes);
    expect(pdf.getTitle()).toBe(`Allergen card: ${form.first_name} ${form.last_name}`);
    const food = await client.call("/v1/customer/food_insecurity", {
      method: "POST",
      body: { site_id: siteA.id, food_insecurity: true },
    });
    expect(food.body.msg).toBe("Your Food Insecurity preferences have been updated.");
    const prefs = await client.call<{ customer: { notification_preferences: object } }>(
      "/v1/customer/bulk_update_notification_preferences",
      { method: "POST", body: { site_id: siteA.id, preferences: { events: true } } },
    );
    expect(prefs.body.customer.notification_preferences).toEqual({ events: true });
  });

  it("moves the email claim when the email changes, and refuses one that is taken", async () => {
    const a = await signedUp();
    const b = await signedUp();
    const body = (email: string) => ({
      site_id: siteA.id,
      first_name: "A",
      last_name: "B",
      student_id: "S1",
      email,
      phone: "5555550199",
      address: "1 Main St",
      city: "Newtown",
      state: "WA",
      zip: "",
      current_password: TEST_PASSWORD,
    });
    expect(
      (
        await a.client.call("/v1/customer/update_customer", {
          method: "POST",
          body: body(b.form.email),
        })
      ).status,
    ).toBe(409);
    const fresh = `moved.${a.id.slice(0, 8)}@example.edu`;
    expect(
      (await a.client.call("/v1/customer/update_customer", { method: "POST", body: body(fresh) }))
        .status,
    ).toBe(200);
    expect((await login(new AccountClient(), siteA.id, fresh, TEST_PASSWORD)).status).toBe(200);
    // The old address is free again.
    await signedUp(siteA.id, { email: a.form.email, email_confirmation: a.form.email });
  });
});
