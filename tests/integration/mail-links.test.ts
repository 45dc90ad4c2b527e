import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";
import { AccountClient, sentMail } from "../support/account-client";
import { solvedResetCaptcha } from "../support/altcha";
import { httpCsrf } from "../support/csrf";
import { createSignUp } from "../support/factories/customer";

/** A POST whose Host and X-Forwarded-Host an attacker chose (fetch would not send them). */
async function postWithForgedHost(path: string, body: unknown): Promise<number> {
  const csrf = await httpCsrf();
  const url = new URL(path, inject("baseUrl"));
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: {
          host: "evil.example",
          "x-forwarded-host": "evil.example",
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          cookie: csrf.cookie,
          "x-csrf-token": csrf.token,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe("links in mail", () => {
  it("point at the configured web origin whatever Host the request names", async () => {
    const form = createSignUp({ site_id: "cedar-ridge" });
    const created = await new AccountClient().call("/v1/customer/create", {
      method: "POST",
      body: form,
    });
    expect(created.status).toBe(200);
    expect(
      await postWithForgedHost("/v1/customer/request_password_reset", {
        site_id: "cedar-ridge",
        email: form.email,
        altcha: await solvedResetCaptcha("cedar-ridge"),
      }),
    ).toBe(200);
    const mail = (await sentMail(form.email)).at(-1);
    const links = mail?.body.text?.match(/https?:\/\/[^\s/]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link === new URL(inject("baseUrl")).origin)).toBe(true);
    expect(mail?.body.text).not.toContain("evil.example");
  });
});
