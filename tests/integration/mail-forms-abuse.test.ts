import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  CAMPUS_CLIENT_RULE,
  CAMPUS_MAIL_LIMITS,
} from "../../functions/platform/captcha/campus-mail-guard";
import { queryAll } from "../../functions/platform/table";
import { locationEntity } from "../../shared/menus/entities/location";
import { locationSchema } from "../../shared/menus/schemas/location";
import { faqSubmissionsOfSite } from "../../shared/visitor-forms/entities/faq-submission";
import { feedbackOfSite } from "../../shared/visitor-forms/entities/feedback";
import { sentMail, solvedCaptcha, solvedCaptchaFrom } from "../support/altcha";
import { apiFrom } from "../support/api";
import { createStoredSite, putContactFormFaq, putContent } from "../support/factories/content";
import { awayFromWindowEdge, seedRateCount } from "../support/rate-limits";

// docs/security.md "Forms, mail and votes" and "Rate limits": the anonymous forms that mail the
// campus contact need a fresh ALTCHA solution each and share budgets per email and per client
// address, which asks for a raised proof of work before it refuses.
const TOO_MANY =
  "You have sent too many messages from this connection or email address. Please try again in 15 minutes.";
const CAPTCHA = "Please complete the ALTCHA verification to send this form.";
const REPLAYED = "This ALTCHA verification was already used. Please complete it again.";
const RAISE =
  "Many people are sending messages from your network. Please complete the new ALTCHA verification and send the form again.";

let siteId = "";
/** A loopback address of this test's own, so its counts start at zero. */
let clients = 0;
const newClient = () => {
  clients += 1;
  return `127.0.99.${clients}`;
};

const answerForm = (altcha: string) => ({
  site_id: siteId,
  answer_id: "a-form",
  form: [{ id: "el-reason", value: "Please refund my plan." }],
  altcha,
});
const followUp = (altcha: string, email = `jo.${randomUUID().slice(0, 8)}@example.edu`) => ({
  site_id: siteId,
  answer_id: "a-form",
  name: "Jo Doe",
  email,
  student_id: "A1234567",
  comments: "Please call me back.",
  altcha,
});
const post = (client: string, path: string, body: unknown) =>
  apiFrom(client, path, { method: "POST", body });
const SUBMIT = "/v1/dynamic_faqs/answer/submit";
const FOLLOW_UP = "/v1/dynamic_faqs/answer/follow_up";
const stored = async () => (await queryAll(faqSubmissionsOfSite(siteId))).length;
const mailsTo = async () =>
  (await sentMail(inject("mailUrl"))).filter((mail) => mail.subject.includes(siteId.slice(5)))
    .length;

beforeAll(async () => {
  siteId = (await createStoredSite()).id;
  await putContactFormFaq(siteId, { answerId: "a-form", elementId: "el-reason", required: true });
  const hall = locationSchema.parse({ id: "main-hall", name: "Main Hall", feedback_form: true });
  await putContent(locationEntity.toItem({ siteId, locationId: hall.id }, hall));
});

describe("help answer form and follow-up need a solved ALTCHA", () => {
  it.each([
    [SUBMIT, answerForm],
    [FOLLOW_UP, followUp],
  ] as const)("%s refuses a missing or forged captcha and stores nothing", async (path, body) => {
    const client = newClient();
    const before = await stored();
    const solved = JSON.parse(Buffer.from(await solvedCaptcha(siteId), "base64").toString());
    solved.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(solved)).toString("base64");
    for (const altcha of [
      "",
      "bm90IGpzb24=",
      forged,
      await solvedCaptcha((await createStoredSite()).id),
    ]) {
      const { status, body: answer } = await post(client, path, body(altcha));
      expect(status).toBe(400);
      expect(answer).toMatchObject({ status: "error", msg: CAPTCHA, fields: { altcha: CAPTCHA } });
    }
    const { status, body: missing } = await post(client, path, {
      ...body(""),
      altcha: undefined,
    });
    expect(status).toBe(400);
    expect(missing.msg).toBe(CAPTCHA);
    expect(await stored()).toBe(before);
  });

  it.each([
    [SUBMIT, answerForm],
    [FOLLOW_UP, followUp],
  ] as const)("%s refuses a replayed captcha: stored and mailed once", async (path, body) => {
    const client = newClient();
    const altcha = await solvedCaptcha(siteId);
    const [storedBefore, mailsBefore] = [await stored(), await mailsTo()];
    const first = await post(client, path, body(altcha));
    expect(first.status).toBe(200);
    const replay = await post(client, path, body(altcha));
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ status: "error", msg: REPLAYED });
    expect(await stored()).toBe(storedBefore + 1);
    expect(await mailsTo()).toBe(mailsBefore + 1);
  });
});

describe("anonymous campus mail is rate-limited (nothing stored or mailed past a limit)", () => {
  it("limits one email address across clients and forms", async () => {
    const email = `flood.${randomUUID().slice(0, 8)}@Example.edu`;
    for (let sent = 0; sent < CAMPUS_MAIL_LIMITS.email; sent += 1) {
      const response = await post(
        newClient(),
        FOLLOW_UP,
        followUp(await solvedCaptcha(siteId), email),
      );
      expect(response.status, response.body.msg).toBe(200);
    }
    const [storedBefore, mailsBefore] = [await stored(), await mailsTo()];
    // The same mailbox in other case and with spaces, from yet another client.
    const over = await post(
      newClient(),
      FOLLOW_UP,
      followUp(await solvedCaptcha(siteId), `  ${email.toUpperCase()} `),
    );
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ status: "error", msg: TOO_MANY });
    expect(await stored()).toBe(storedBefore);
    expect(await mailsTo()).toBe(mailsBefore);
    // A refused submission spent nothing: its captcha is still good once the limit lifts, and
    // another address from the same client still goes through.
    const other = await post(newClient(), FOLLOW_UP, followUp(await solvedCaptcha(siteId)));
    expect(other.status).toBe(200);
  });

  it("steps one client up across the help forms and feedback, on this campus only", async () => {
    const client = newClient();
    const feedback = (altcha: string) => ({
      site_id: siteId,
      first_name: "Jo",
      last_name: "Doe",
      email: `jo.${randomUUID().slice(0, 8)}@example.edu`,
      location: "main-hall",
      customer_residence: "On Campus",
      customer_type: "Junior",
      comments: "Lovely soup.",
      offers: "false",
      altcha,
    });
    const senders = [
      (altcha: string) => post(client, SUBMIT, answerForm(altcha)),
      (altcha: string) => post(client, FOLLOW_UP, followUp(altcha)),
      (altcha: string) => post(client, "/v1/feedback/submit", feedback(altcha)),
    ];
    // The ordinary allowance is set for a campus network: start three short of it.
    await awayFromWindowEdge(CAMPUS_CLIENT_RULE);
    await seedRateCount(siteId, CAMPUS_CLIENT_RULE, client, CAMPUS_MAIL_LIMITS.client - 3);
    for (const send of senders) {
      const response = await send(await solvedCaptcha(siteId));
      expect(response.status, response.body.msg).toBe(200);
    }
    const [storedBefore, feedbackBefore, mailsBefore] = [
      await stored(),
      (await queryAll(feedbackOfSite(siteId))).length,
      await mailsTo(),
    ];
    for (const send of senders) {
      const over = await send(await solvedCaptcha(siteId));
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({ msg: RAISE, fields: { altcha: RAISE } });
    }
    expect(await stored()).toBe(storedBefore);
    expect(await queryAll(feedbackOfSite(siteId))).toHaveLength(feedbackBefore);
    expect(await mailsTo()).toBe(mailsBefore);
    // Another client is not held back by this one, nor this one on another campus.
    expect((await post(newClient(), SUBMIT, answerForm(await solvedCaptcha(siteId)))).status).toBe(
      200,
    );
    const elsewhere = await createStoredSite();
    const challenge = await solvedCaptchaFrom(client, elsewhere.id);
    expect(challenge.raised).toBe(false);
  });

  it("holds the raised limit under a concurrent burst from one client", async () => {
    const client = newClient();
    await awayFromWindowEdge(CAMPUS_CLIENT_RULE);
    await seedRateCount(siteId, CAMPUS_CLIENT_RULE, client, CAMPUS_MAIL_LIMITS.clientRaised - 5);
    const captchas = await Promise.all(
      Array.from({ length: 15 }, () => solvedCaptchaFrom(client, siteId)),
    );
    expect(captchas.every(({ raised }) => raised)).toBe(true);
    const results = await Promise.all(
      captchas.map(({ payload }) => post(client, SUBMIT, answerForm(payload))),
    );
    const statuses = results.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
