import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { customerEntity } from "../../shared/accounts/entities/customer";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { resetKeyFromMail } from "../support/account-client";
import { solvedPayload } from "../support/altcha";
import { captureLogsAtDebug } from "../support/captured-logs";
import { inProcessCsrf } from "../support/csrf";
import { createSignUp } from "../support/factories/customer";
import { createSite } from "../support/factories/site";

// No password, hash, token or cookie in any log line. The handler runs in this process
// at DEBUG level while everything written to stdout and stderr is captured.
const site = createSite({ customer_login: true, allergen_card: true });
// The handler runs here, so it signs and checks the reset form's challenges with this key.
process.env.ALTCHA_HMAC_KEY ??= "altcha-key-for-the-log-test-0123456789";
let handler: typeof import("../../functions/accounts/customer/handler").handler;
const written = captureLogsAtDebug();

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
  ({ handler } = await import("../../functions/accounts/customer/handler"));
});

async function invoke(routeKey: string, body: unknown, cookies: string[] = []) {
  const [method = "GET", path = "/"] = routeKey.split(" ");
  const csrf = await inProcessCsrf(cookies);
  const event = {
    ...structuredClone(httpApiEvent),
    routeKey,
    rawPath: path,
    headers: { ...httpApiEvent.headers, host: "localhost:3000", "x-csrf-token": csrf.token },
    cookies: [...csrf.cookies, ...cookies],
    ...(method === "GET"
      ? { queryStringParameters: body as Record<string, string> }
      : { body: JSON.stringify(body) }),
  };
  const result = await handler(event, lambdaContext);
  return { status: result.statusCode, cookies: result.cookies ?? [], body: String(result.body) };
}

describe("logs of the account calls", () => {
  it("never contain a password, a hash, a reset key or a cookie", async () => {
    const form = createSignUp({ site_id: site.id });
    const created = await invoke("POST /v1/customer/create", form);
    expect(created.status).toBe(200);
    const session = created.cookies.map((c) => c.split(";")[0] ?? "");
    await invoke("POST /v1/customer/authenticate", {
      site_id: site.id,
      email: form.email,
      password: "Wrong-pass9!",
    });
    await invoke("POST /v1/customer/authenticate", {
      site_id: site.id,
      email: form.email,
      password: form.password,
    });
    await invoke("GET /v1/customer/info", { site_id: site.id }, session);
    await invoke(
      "POST /v1/customer/update_customer",
      { site_id: site.id, first_name: "" },
      session,
    );
    const { body: challenge } = await invoke("GET /v1/customer/reset_challenge", {
      site_id: site.id,
    });
    await invoke("POST /v1/customer/request_password_reset", {
      site_id: site.id,
      email: form.email,
      altcha: await solvedPayload(JSON.parse(challenge).challenge),
    });
    const publicKey = await resetKeyFromMail(form.email);
    const newPassword = "Log-test-new1!";
    const reset = {
      public_key: publicKey,
      password: newPassword,
      password_confirmation: newPassword,
    };
    expect((await invoke("PUT /v1/customer/update/password", reset)).status).toBe(200);
    expect((await invoke("PUT /v1/customer/update/password", reset)).status).toBe(400);
    await invoke("POST /v1/customer/create", { ...form, password: "short" });

    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: tableName(),
        Key: customerEntity.key({
          siteId: site.id,
          customerId: JSON.parse(created.body).customer.id,
        }),
      }),
    );
    const hash = String(Item?.password_hash);
    const tokens = session.map((pair) => pair.slice(pair.indexOf("=") + 1));
    const log = written.join("");
    expect(log).toContain("request done");
    for (const secret of [
      form.password,
      "Wrong-pass9!",
      newPassword,
      "short",
      hash,
      hash.split("$").at(-1) ?? "x",
      publicKey,
      publicKey.split("~")[1] ?? "x",
      ...(await inProcessCsrf()).cookies.map((pair) => pair.slice(pair.indexOf("=") + 1)),
      ...tokens,
    ]) {
      expect(log).not.toContain(secret);
    }
  }, 60_000);
});
