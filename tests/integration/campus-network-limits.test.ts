import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { RESET_CLIENT_RULE } from "../../functions/accounts/customer/sections/reset";
import {
  CAMPUS_CLIENT_RULE,
  CAMPUS_CONTACT,
  CAMPUS_CONTACT_RULE,
  CAMPUS_MAIL_LIMITS,
} from "../../functions/platform/captcha/campus-mail-guard";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { queryAll } from "../../functions/platform/table";
import { ATTEMPT_LIMITS } from "../../functions/purchase/cart/checkout-service";
import { VOTE_LIMIT } from "../../functions/visitor-forms/surveys/survey-store";
import { PASSWORD_RESET_REQUEST_MESSAGES } from "../../shared/accounts/schemas/password-reset-request";
import { faqSubmissionsOfSite } from "../../shared/visitor-forms/entities/faq-submission";
import { VISITOR_MESSAGES } from "../../shared/visitor-forms/messages";
import { AccountClient, requestPasswordReset } from "../support/account-client";
import { sentMail, solvedCaptcha, solvedCaptchaFrom, solvedResetCaptcha } from "../support/altcha";
import { apiFrom } from "../support/api";
import { callCheckout } from "../support/checkout";
import { block100Item, checkoutBody, putCart } from "../support/factories/checkout";
import {
  createStoredSite,
  createSurvey,
  putContactFormFaq,
  putSurvey,
} from "../support/factories/content";
import { createSite } from "../support/factories/site";
import { sandboxToken, TEST_CARDS } from "../support/payments";
import { awayFromWindowEdge, seedRateCount } from "../support/rate-limits";

// docs/security.md "Rate limits": a campus's Wi-Fi sends thousands of students through a few
// addresses. Limits are keyed first by what they protect (voter, account, mailbox, cart); what
// is left per address is set for such a network and, for the anonymous forms, asks for a raised
// proof of work before it refuses. Every test here acts from one address.

/** Batches of `size` at once, so a test of hundreds does not open hundreds of connections. */
async function inBatches<T>(count: number, size: number, make: (n: number) => Promise<T>) {
  const made: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

const levelOf = (payload: string): unknown =>
  JSON.parse(Buffer.from(payload, "base64").toString("utf8")).challenge.parameters.data?.level;

describe("survey votes count the voter; an address may carry a campus", () => {
  it("counts 300 distinct voters from one address, and still one vote per voter", async () => {
    const siteId = (await createStoredSite()).id;
    const survey = createSurvey();
    await putSurvey(siteId, survey);
    const address = "127.0.26.1";
    const voters = Array.from({ length: 300 }, () => randomUUID());
    const vote = (voter_id: string) =>
      apiFrom(address, "/v1/surveys/answer", {
        method: "POST",
        body: { site_id: siteId, survey_id: survey.id, choice_id: "miso", voter_id },
      });
    // Ten times the limit this address used to have (30 in 10 minutes).
    const first = await inBatches(voters.length, 25, (n) => vote(voters[n] ?? ""));
    expect(first.filter(({ status }) => status === 200)).toHaveLength(300);
    expect(VOTE_LIMIT.limit).toBeGreaterThanOrEqual(300);
    const again = await inBatches(10, 10, (n) => vote(voters[n] ?? ""));
    expect(again.map(({ status }) => status)).toEqual(Array(10).fill(409));
    const { body } = await apiFrom<{
      surveys: { id: string; choices: { id: string; votes: number }[] }[];
    }>(address, `/v1/surveys/public_list?site_id=${siteId}`);
    const miso = body.surveys[0]?.choices.find(({ id }) => id === "miso");
    expect(miso?.votes).toBe(300);
  }, 120_000);
});

describe("anonymous forms that mail the campus step up before they refuse", () => {
  let siteId = "";
  beforeAll(async () => {
    siteId = (await createStoredSite()).id;
    await putContactFormFaq(siteId);
  });
  const followUp = (
    address: string,
    altcha: string,
    email = `jo.${randomUUID().slice(0, 8)}@example.edu`,
  ) =>
    apiFrom(address, "/v1/dynamic_faqs/answer/follow_up", {
      method: "POST",
      body: {
        site_id: siteId,
        answer_id: "a-help",
        name: "Jo Doe",
        email,
        student_id: "A1234567",
        comments: "Please call me back.",
        altcha,
      },
    });
  const stored = async () => (await queryAll(faqSubmissionsOfSite(siteId))).length;

  it("takes 30 visitors' follow-ups from one address (the old limit was 20)", async () => {
    const address = "127.0.26.2";
    const results = await inBatches(30, 10, async () =>
      followUp(address, await solvedCaptcha(siteId)),
    );
    expect(results.map(({ status }) => status)).toEqual(Array(30).fill(200));
  });

  it("asks an address past its ordinary allowance for a raised proof, and refuses only past the raised limit", async () => {
    const address = "127.0.26.3";
    await awayFromWindowEdge(CAMPUS_CLIENT_RULE);
    // A challenge fetched while the address was still ordinary.
    const ordinary = await solvedCaptchaFrom(address, siteId);
    expect(ordinary.raised).toBe(false);
    await seedRateCount(siteId, CAMPUS_CLIENT_RULE, address, CAMPUS_MAIL_LIMITS.client);
    const before = await stored();

    const stepUp = await followUp(address, ordinary.payload);
    expect(stepUp.status).toBe(400);
    expect(stepUp.body).toMatchObject({
      msg: VISITOR_MESSAGES.captchaRaised,
      fields: { altcha: VISITOR_MESSAGES.captchaRaised },
    });
    expect(await stored()).toBe(before);

    // The widget's next challenge is the raised one, and its solution goes through.
    const raised = await solvedCaptchaFrom(address, siteId);
    expect(raised.raised).toBe(true);
    expect((await followUp(address, raised.payload)).status).toBe(200);
    expect(await stored()).toBe(before + 1);

    // Past the raised limit: refused outright.
    await seedRateCount(siteId, CAMPUS_CLIENT_RULE, address, CAMPUS_MAIL_LIMITS.clientRaised);
    const refused = await followUp(address, (await solvedCaptchaFrom(address, siteId)).payload);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(VISITOR_MESSAGES.tooManyMails);
    expect(await stored()).toBe(before + 1);
  });

  it("caps what the campus contact's mailbox receives in an hour, whoever sends", async () => {
    await awayFromWindowEdge(CAMPUS_CONTACT_RULE);
    await seedRateCount(siteId, CAMPUS_CONTACT_RULE, CAMPUS_CONTACT, CAMPUS_MAIL_LIMITS.recipient);
    // The mail store is shared with the files running beside this one: look for this visitor's.
    const visitor = `refused.${randomUUID().slice(0, 8)}@example.edu`;
    const refused = await followUp("127.0.26.4", await solvedCaptcha(siteId), visitor);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(VISITOR_MESSAGES.contactBusy);
    const mails = await sentMail(inject("mailUrl"));
    expect(mails.filter((mail) => JSON.stringify(mail).includes(visitor))).toEqual([]);
  });
});

describe("password reset requests step up before they refuse", () => {
  const site = createSite({ name: "Reset Network Campus", customer_login: true });
  const REQUESTED =
    "If an account exists for that email address, we have sent a link to reset your password.";
  beforeAll(async () => {
    await dynamoSiteStore.put(site, false, new Date());
  });
  const reset = (altcha: string) =>
    new AccountClient().call("/v1/customer/request_password_reset", {
      method: "POST",
      body: { site_id: site.id, email: `who.${randomUUID().slice(0, 8)}@example.edu`, altcha },
    });

  it("takes 40 requests for distinct emails from one address (the old limit was 30)", async () => {
    const results = await inBatches(40, 20, () =>
      requestPasswordReset(new AccountClient(), site.id, `n.${randomUUID()}@example.edu`),
    );
    expect(results.map(({ status, body }) => [status, body.msg])).toEqual(
      Array(40).fill([200, REQUESTED]),
    );
  }, 60_000);

  it("asks for a raised proof past 100 requests an hour, and refuses past 1 000", async () => {
    // The local stack sees this process's calls from the loopback address.
    const address = "127.0.0.1";
    await awayFromWindowEdge(RESET_CLIENT_RULE, 30_000);
    const ordinary = await solvedResetCaptcha(site.id);
    expect(levelOf(ordinary)).toBeUndefined();
    await seedRateCount(site.id, RESET_CLIENT_RULE, address, RESET_CLIENT_RULE.limit);

    const stepUp = await reset(ordinary);
    expect(stepUp.status).toBe(400);
    expect(stepUp.body.msg).toBe(PASSWORD_RESET_REQUEST_MESSAGES.altchaRaised);

    const raised = await solvedResetCaptcha(site.id);
    expect(levelOf(raised)).toBe("raised");
    expect([(await reset(raised)).status]).toEqual([200]);

    await seedRateCount(
      site.id,
      RESET_CLIENT_RULE,
      address,
      RESET_CLIENT_RULE.stepUp?.raisedLimit ?? 0,
    );
    const refused = await reset(await solvedResetCaptcha(site.id));
    expect(refused.status).toBe(429);
  }, 60_000);
});

describe("checkout failures count the cart first", () => {
  it("answers each of 40 carts' declines from one address (the old limit was 30)", async () => {
    expect(ATTEMPT_LIMITS.client).toBeGreaterThan(40);
    const body = checkoutBody({
      card_token: await sandboxToken(TEST_CARDS.declined),
      card_brand: "Visa",
      card_last4: "0002",
    });
    // An address of this run's own: failures count for 15 minutes.
    const sourceIp = `10.26.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const carts = await inBatches(40, 10, () => putCart([block100Item()]));
    const results = await inBatches(40, 8, (n) =>
      callCheckout("create_cc_order", body, { cartId: carts[n] ?? "", sourceIp }),
    );
    expect(results.map(({ status }) => status)).toEqual(Array(40).fill(402));
  }, 120_000);
});

describe("login counts the account, not the address", () => {
  it("checks wrong passwords of 12 accounts from one address without a lockout", async () => {
    const site = await createStoredSite({ customer_login: true });
    const statuses = [];
    for (let n = 0; n < 12; n += 1) {
      const { status } = await new AccountClient().call("/v1/customer/authenticate", {
        method: "POST",
        body: {
          site_id: site.id,
          email: `n${n}.${randomUUID()}@example.edu`,
          password: "Wrong-pass1!",
        },
      });
      statuses.push(status);
    }
    expect(statuses).toEqual(Array(12).fill(401));
  }, 60_000);
});
