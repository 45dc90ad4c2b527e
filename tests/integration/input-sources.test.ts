import { beforeAll, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { declaredInputs, inputSource, routeKey } from "../../shared/platform/api/route";
import { routeList } from "../../shared/route-list";
import { AccountClient } from "../support/account-client";
import { createSignUp, TEST_PASSWORD } from "../support/factories/customer";
import { createSite } from "../support/factories/site";
import { staffHttpClient } from "../support/staff";

// docs/security.md, "What the API promises": through the local adapter and the real handlers,
// a credential (or any field) in the query string of a POST or PUT is refused, never read.

const site = createSite({ name: "Input Sources Campus", customer_login: true });
const client = new AccountClient();
/** The operations console's routes check its own session and CSRF binding (docs/operations.md). */
let staffClient: AccountClient;
let email = "";

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
  const form = createSignUp({ site_id: site.id });
  email = form.email;
  const created = await client.call("/v1/customer/create", { method: "POST", body: form });
  expect(created.status, created.body.msg).toBe(200);
  staffClient = await staffHttpClient();
});

const writes = routeList.filter((route) => route.method === "POST" || route.method === "PUT");

describe("a POST or PUT with a field in its query string", () => {
  it.each(writes.map((route) => [routeKey(route), route] as const))(
    "%s refuses it with 400 and names it",
    async (_key, route) => {
      for (const name of ["password", "public_key", "site_id"]) {
        if (inputSource(route, name) === "query") continue;
        const caller = route.group === "operations" ? staffClient : client;
        const { status, body } = await caller.call(`${route.path}?${name}=sent-in-the-url`, {
          method: route.method,
          body: {},
        });
        expect({ status, status_field: body.status }, `${name} on ${routeKey(route)}`).toEqual({
          status: 400,
          status_field: "error",
        });
        // A declared field is named; an undeclared name is the client's text, never repeated.
        if (declaredInputs(route)?.includes(name)) {
          expect(body.msg).toContain(`"${name}"`);
        } else {
          expect(body.msg).toMatch(/^Unknown parameter\. /);
        }
      }
    },
  );

  it("logs nobody in when the password comes in the URL, even with the rest in the body", async () => {
    const stranger = new AccountClient();
    const refused = await stranger.call(
      `/v1/customer/authenticate?password=${encodeURIComponent(TEST_PASSWORD)}`,
      { method: "POST", body: { site_id: site.id, email } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('"password" must be sent in the request body.');
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("doc_session="))).toBe(false);
  });

  it("refuses the reset key and new password of a reset in the URL", async () => {
    const query = "public_key=abc&password=Another-horse1!&password_confirmation=Another-horse1!";
    for (const path of ["/v1/customer/update/password", "/v1/users/update/password"]) {
      const { status, body } = await new AccountClient().call(`${path}?${query}`, {
        method: "PUT",
        body: {},
      });
      expect(status).toBe(400);
      expect(body.msg).toMatch(/must be sent in the request body/);
    }
  });

  it("refuses the cancel link's token in the URL of DELETE /v1/reservations", async () => {
    const { status, body } = await client.call(
      `/v1/reservations?site_id=${site.id}&reservation_id=r1&ver=2&token=signed`,
      { method: "DELETE" },
    );
    expect(status).toBe(400);
    expect(body.msg).toBe('"token" must be sent in the request body.');
  });

  it("refuses an undeclared parameter on a GET, never repeating its name", async () => {
    const { status, body } = await client.call(`/v1/customer/info?site_id=${site.id}&admin=1`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: "error",
      msg: expect.stringMatching(/^Unknown parameter\./),
    });
    expect(JSON.stringify(body)).not.toContain("admin");
  });
});
