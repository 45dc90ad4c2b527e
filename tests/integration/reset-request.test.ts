import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { AccountClient, requestPasswordReset, sentMail } from "../support/account-client";
import { solvedCaptcha, solvedResetCaptcha } from "../support/altcha";
import {
  createCustomerRecord,
  createSignUp,
  storeCustomerRecord,
} from "../support/factories/customer";
import { createSite } from "../support/factories/site";

const site = createSite({ name: "Reset Request Campus", customer_login: true });
const REQUESTED =
  "If an account exists for that email address, we have sent a link to reset your password.";
const NEEDS_CAPTCHA = "Please complete the verification to request a reset link.";
const REPLAYED = "This verification was already used. Please verify again.";

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
});

/** An account written straight to the table: the timing test needs many, not their hashes. */
async function seededAccount(): Promise<string> {
  const id = randomUUID();
  const email = `timing.${id.slice(0, 8)}@example.edu`;
  const form = createSignUp({ site_id: site.id, email });
  await storeCustomerRecord(
    site.id,
    createCustomerRecord({
      id,
      email,
      first_name: form.first_name,
      last_name: form.last_name,
      address: "1 Main St",
      city: "Newtown",
      state: "WA",
      zip: "",
    }),
  );
  return email;
}

const post = (body: Record<string, unknown>) =>
  new AccountClient().call("/v1/customer/request_password_reset", {
    method: "POST",
    body: { site_id: site.id, ...body },
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe("password reset requests", () => {
  it("need a solved challenge of this form, each spent once", async () => {
    const email = await seededAccount();
    const missing = await post({ email });
    expect([missing.status, missing.body.msg]).toEqual([400, NEEDS_CAPTCHA]);
    const forged = await post({ email, altcha: Buffer.from("{}").toString("base64") });
    expect([forged.status, forged.body.msg]).toEqual([400, NEEDS_CAPTCHA]);
    // A feedback form solution is no reset solution.
    const feedback = await post({ email, altcha: await solvedCaptcha(site.id) });
    expect([feedback.status, feedback.body.msg]).toEqual([400, NEEDS_CAPTCHA]);
    expect(await sentMail(email)).toEqual([]);

    const altcha = await solvedResetCaptcha(site.id);
    const first = await post({ email, altcha });
    expect([first.status, first.body.msg]).toEqual([200, REQUESTED]);
    const replay = await post({ email, altcha });
    expect([replay.status, replay.body.msg]).toEqual([400, REPLAYED]);
    expect(await sentMail(email)).toHaveLength(1);
  }, 60_000);

  it("mail one address at most 3 times an hour, known or not", async () => {
    for (const email of [await seededAccount(), `nobody.${randomUUID()}@example.edu`]) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await requestPasswordReset(new AccountClient(), site.id, email)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    // Each address had its own budget: the refused request mailed nothing.
  }, 120_000);

  it("take the same time whether or not the email has an account", async () => {
    const samples = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 8; i += 1) {
      for (const kind of ["known", "unknown"] as const) {
        const email =
          kind === "known" ? await seededAccount() : `nobody.${randomUUID()}@example.edu`;
        const altcha = await solvedResetCaptcha(site.id);
        const started = performance.now();
        const { status } = await post({ email, altcha });
        samples[kind].push(performance.now() - started);
        expect(status).toBe(200);
      }
    }
    const difference = Math.abs(median(samples.known) - median(samples.unknown));
    console.info(
      `reset request medians: known ${Math.round(median(samples.known))} ms, unknown ${Math.round(median(samples.unknown))} ms`,
    );
    expect(difference).toBeLessThan(100);
  }, 180_000);
});
