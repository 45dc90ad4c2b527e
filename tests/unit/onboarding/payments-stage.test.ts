import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CampusFileInput } from "../../../shared/onboarding/campus-file";
import { paymentsRefusal } from "../../../shared/onboarding/payments-entry";
import { siteFromFile } from "../../../shared/onboarding/plan";
import { validateCampusFile } from "../../../shared/onboarding/validate";
import { getSiteInfo } from "../../../shared/site-content/routes/sites";
import { createCampusFile } from "../../support/factories/campus-file";
import { messageLines, runScript } from "../../support/script-run";

// A campus file names its card processor in a `payments` block (docs/onboarding.md); a
// production stage refuses one that names the sandbox, before anything reaches AWS.

const STRIPE = { gateway: "stripe", publishable_key: "pk_live_51Hcampus0123" } as const;
const validated = (overrides: Partial<CampusFileInput>) =>
  validateCampusFile(createCampusFile(overrides));

describe("the campus file's payments block", () => {
  it("sets the public site's gateway and publishable key; without it, the sandbox", () => {
    const stripe = validated({ payments: STRIPE });
    if (!stripe.ok) throw new Error(stripe.errors.join("\n"));
    expect(siteFromFile(stripe.file)).toMatchObject({
      payment_gateway: "stripe",
      stripe_publishable_key: "pk_live_51Hcampus0123",
    });
    const none = validated({});
    if (!none.ok) throw new Error(none.errors.join("\n"));
    expect(siteFromFile(none.file)).toMatchObject({
      payment_gateway: "sandbox",
      stripe_publishable_key: null,
    });
  });

  it("reaches the browser through the public site info, under exactly these two names", () => {
    const site = getSiteInfo.output.shape.site;
    expect(site.shape.payment_gateway.parse(undefined)).toBe("sandbox");
    expect(site.shape.stripe_publishable_key.parse(undefined)).toBeNull();
    expect(() => site.shape.stripe_publishable_key.parse("sk_live_secret")).toThrow();
  });

  it("needs Stripe's publishable key, never a secret key, and none for the sandbox", () => {
    expect(validated({ payments: { gateway: "stripe" } })).toMatchObject({
      ok: false,
      errors: [expect.stringContaining("payments.publishable_key")],
    });
    expect(
      validated({ payments: { gateway: "stripe", publishable_key: "sk_live_123" } }),
    ).toMatchObject({
      ok: false,
    });
    expect(
      validated({ payments: { gateway: "sandbox", publishable_key: "pk_test_123" } }),
    ).toMatchObject({ ok: false });
  });

  it("is the only place the gateway is set: the site block refuses it", () => {
    const base = createCampusFile();
    const result = validateCampusFile({
      ...base,
      site: { ...base.site, payment_gateway: "stripe" },
    });
    expect(result).toMatchObject({
      ok: false,
      errors: [expect.stringContaining("payment_gateway")],
    });
  });

  it("is refused on a production stage when it names the sandbox or nothing", () => {
    expect(paymentsRefusal(null, "prod")).toMatch(/without a payments block names the sandbox/);
    expect(paymentsRefusal({ gateway: "sandbox", publishable_key: null }, "prod")).toMatch(
      /payments.gateway "sandbox" names the sandbox payment gateway/,
    );
    expect(paymentsRefusal({ ...STRIPE }, "prod")).toBeNull();
    expect(paymentsRefusal(null, "qa")).toBeNull();
  });
});

describe("npm run onboard -- --stage prod", () => {
  async function campusFile(overrides: Partial<CampusFileInput>) {
    const dir = await mkdtemp(join(tmpdir(), "onboard-payments-"));
    const path = join(dir, "campus.json");
    await writeFile(path, JSON.stringify(createCampusFile(overrides)));
    return path;
  }
  const onboard = (args: string[]) =>
    runScript("onboard.ts", args, join(tmpdir(), "no-stack.json"));

  it("refuses a campus file that names the sandbox, in one sentence, before any AWS call", async () => {
    const run = await onboard([
      "--stage",
      "prod",
      await campusFile({ payments: { gateway: "sandbox" } }),
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(messageLines(run.stderr)).toEqual([
      'The campus file\'s payments.gateway "sandbox" names the sandbox payment gateway, which never charges real cards and is refused on the production stage prod: set payments to { "gateway": "stripe", "publishable_key": "pk_live_..." }.',
    ]);
  });

  it("refuses the demo campuses, and lets a Stripe campus through to the AWS lookup", async () => {
    const demo = await onboard(["--stage", "prod", "--demo"]);
    expect(demo.code).toBe(1);
    expect(messageLines(demo.stderr)[0]).toMatch(/demo campuses use the sandbox/);
    const stripe = await onboard(["--stage", "prod", await campusFile({ payments: STRIPE })]);
    expect(stripe.code).toBe(1);
    // Past the payments check: what stops it now is the missing AWS configuration.
    expect(messageLines(stripe.stderr).join("\n")).toMatch(/AWS/);
    expect(stripe.stderr).not.toMatch(/sandbox/);
  });
});
