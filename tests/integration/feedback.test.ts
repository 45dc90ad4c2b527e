import { beforeAll, describe, expect, inject, it } from "vitest";
import { queryAll } from "../../functions/platform/table";
import { locationEntity } from "../../shared/menus/entities/location";
import { locationSchema } from "../../shared/menus/schemas/location";
import { feedbackOfSite } from "../../shared/visitor-forms/entities/feedback";
import { sentMail, solvedCaptcha } from "../support/altcha";
import { api } from "../support/api";
import { createStoredSite, putContent } from "../support/factories/content";

const submit = (body: Record<string, unknown>) =>
  api("/v1/feedback/submit", { method: "POST", body });

async function storedFeedback(siteId: string) {
  return queryAll(feedbackOfSite(siteId));
}

describe("feedback/submit on the local stack (requirements: public-browsing §5)", () => {
  let siteId = "";
  const valid = () => ({
    site_id: siteId,
    first_name: "Jo",
    last_name: "Doe",
    email: "jo@example.edu",
    student_id: "",
    location: "main-hall",
    customer_residence: "On Campus",
    customer_type: "Junior",
    comments: "The soup was great.",
    offers: "true",
    birthday: "02/29",
  });

  beforeAll(async () => {
    const site = await createStoredSite();
    siteId = site.id;
    const hall = locationSchema.parse({ id: "main-hall", name: "Main Hall", feedback_form: true });
    await putContent(locationEntity.toItem({ siteId, locationId: hall.id }, hall));
  });

  it("stores valid feedback once and mails it to the campus contact", async () => {
    const { status, body } = await submit({ ...valid(), altcha: await solvedCaptcha(siteId) });
    expect(body.msg).toBe("OK");
    expect(status).toBe(200);
    const items = await storedFeedback(siteId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ first_name: "Jo", location: "main-hall", offers: "true" });
    expect(items[0]).not.toHaveProperty("altcha");
    const mail = (await sentMail(inject("mailUrl"))).find(
      (sent) =>
        sent.destination.to.includes("dining@test.example.edu") &&
        sent.subject.includes(siteId.slice(5)),
    );
    expect(mail?.subject).toMatch(/: feedback from Jo Doe$/);
    expect(mail?.replyTo).toEqual(["jo@example.edu"]);
    expect(mail?.body.text).toContain("Dining location: Main Hall");
  });

  it("refuses a replayed captcha and stores nothing more", async () => {
    const altcha = await solvedCaptcha(siteId);
    const before = (await storedFeedback(siteId)).length;
    expect((await submit({ ...valid(), altcha })).status).toBe(200);
    const replay = await submit({ ...valid(), comments: "Again", altcha });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      msg: "This ALTCHA verification was already used. Please complete it again.",
      fields: { altcha: "This ALTCHA verification was already used. Please complete it again." },
    });
    expect(await storedFeedback(siteId)).toHaveLength(before + 1);
  });

  it.each([
    ["no captcha", { altcha: undefined }],
    ["an empty captcha", { altcha: "" }],
    ["a captcha that is not a payload", { altcha: "bm90IGpzb24=" }],
  ])("refuses %s with the captcha message and stores nothing", async (_label, change) => {
    const before = (await storedFeedback(siteId)).length;
    const { status, body } = await submit({ ...valid(), ...change });
    expect(status).toBe(400);
    expect(body.msg).toBe("Please complete the ALTCHA verification to submit feedback.");
    expect(await storedFeedback(siteId)).toHaveLength(before);
  });

  it("refuses an unsolved challenge and one solved for another campus", async () => {
    const other = await createStoredSite();
    const foreign = await solvedCaptcha(other.id);
    const solved = JSON.parse(Buffer.from(await solvedCaptcha(siteId), "base64").toString());
    solved.solution.counter += 1;
    const wrong = Buffer.from(JSON.stringify(solved)).toString("base64");
    for (const altcha of [foreign, wrong]) {
      const { status, body } = await submit({ ...valid(), altcha });
      expect(status).toBe(400);
      expect(body.msg).toBe("Please complete the ALTCHA verification to submit feedback.");
    }
  });

  it.each([
    ["first_name", "", "First name is required"],
    ["first_name", "Jo3", "A first name may only contain letters"],
    ["last_name", "", "Last name is required"],
    ["last_name", "D'oe!", "A last name may only contain letters"],
    ["email", "", "An email address is required"],
    ["email", "jo@", "Please enter a valid email address"],
    ["location", "", "Please choose a dining location"],
    ["location", "elsewhere", "Please choose a dining location"],
    ["customer_residence", "Downtown", "Please choose your residence"],
    ["customer_type", "Alumni", "Please choose a customer type"],
    ["comments", "   ", "Comments are required"],
    ["offers", "yes", "Please answer yes or no"],
    ["birthday", "02/30", "Please enter your birthday as MM/DD"],
  ])("refuses %s = %j with '%s' and stores nothing", async (field, value, message) => {
    const before = (await storedFeedback(siteId)).length;
    const { status, body } = await submit({
      ...valid(),
      [field]: value,
      altcha: await solvedCaptcha(siteId),
    });
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
    expect((body as { fields?: Record<string, string> }).fields?.[field]).toBe(message);
    expect(await storedFeedback(siteId)).toHaveLength(before);
  });
});
