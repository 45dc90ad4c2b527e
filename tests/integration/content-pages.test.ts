import { describe, expect, inject, it } from "vitest";
import { sentMail, solvedCaptcha } from "../support/altcha";
import { api } from "../support/api";

type Rows = Record<string, { id: string }[]>;
const ids = (rows: { id: string }[] | undefined) => (rows ?? []).map(({ id }) => id);
const get = (path: string) => api<Rows & Record<string, unknown>>(path);

describe("content lists of the demo campuses", () => {
  it("lists published events that have not ended, soonest first", async () => {
    const { status, body } = await get("/v1/events/public_list?site_id=cedar-ridge");
    expect(status).toBe(200);
    // harvest-dinner ended before the demo week; spring-tasting is unpublished.
    expect(ids(body.events)).toEqual(["thanksgiving-popup", "winter-brunch", "finals-breakfast"]);
  });

  it("serves one event by id, and 404 for an ended one", async () => {
    const found = await get("/v1/events?site_id=cedar-ridge&event_id=winter-brunch");
    expect(found.status).toBe(200);
    expect((found.body.event as unknown as { title: string }).title).toBeTruthy();
    const ended = await get("/v1/events?site_id=cedar-ridge&event_id=harvest-dinner");
    expect(ended.status).toBe(404);
    expect(ended.body.msg).toBe("We could not find that event.");
  });

  it("keeps one kind empty per campus so the empty texts can be seen", async () => {
    const bu = await get("/v1/balanced_u_events/public_list?site_id=cedar-ridge");
    expect(bu.body.events).toEqual([]);
    const blog = await get("/v1/dining_blog_articles/list?site_id=harbor-state");
    expect(blog.body.articles).toEqual([]);
  });

  it("lists running special offers and serves one, 404 for an expired one", async () => {
    const { body } = await get("/v1/special_offers/public_list?site_id=cedar-ridge");
    expect(ids(body.offers).sort()).toEqual(["bogo-latte", "pizza-friday"]);
    expect((await get("/v1/special_offers?site_id=cedar-ridge&id=bogo-latte")).status).toBe(200);
    expect((await get("/v1/special_offers?site_id=cedar-ridge&id=summer-smoothies")).status).toBe(
      404,
    );
  });

  it.each([
    ["/v1/staff/active_list", "staff"],
    ["/v1/newsletters/list", "newsletters"],
    ["/v1/photoalbums/pub_list", "albums"],
    ["/v1/surveys/public_list", "surveys"],
    ["/v1/catering_files/list", "files"],
    ["/v1/dining_blog_articles/list", "articles"],
    ["/v1/directors_meetings/list", "meetings"],
    ["/v1/dynamic_faqs", "questions"],
  ])(
    "%s answers its list for Cedar Ridge and 'Invalid site.' for an unknown site",
    async (path, key) => {
      const { status, body } = await get(`${path}?site_id=cedar-ridge`);
      expect(status).toBe(200);
      expect((body[key] ?? []).length).toBeGreaterThan(0);
      const unknown = await get(`${path}?site_id=no-such-campus`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.msg).toBe("Invalid site.");
    },
  );

  it("hides inactive staff and keeps their order", async () => {
    const { body } = await get("/v1/staff/active_list?site_id=cedar-ridge");
    expect(ids(body.staff)).not.toContain("former-manager");
  });

  it("lists the photos of an album", async () => {
    const { body } = await api<{ photos: { file_name: string }[] }>(
      "/v1/photoalbum/photo/list?site_id=cedar-ridge&photo_album_id=harvest-2026",
    );
    expect(body.photos).toHaveLength(3);
    const missing = await get("/v1/photoalbum/photo/list?site_id=cedar-ridge&photo_album_id=nope");
    expect(missing.status).toBe(404);
  });

  it("serves the balance tracker's order form: terms and tracked plans only", async () => {
    const { body } = await api<{
      settings: Record<string, unknown>;
      school_terms: { name: string }[];
      meal_plans: { id: string; balance_tracker: boolean }[];
    }>("/v1/orderform/list?site_id=cedar-ridge");
    expect(body.school_terms).toHaveLength(2);
    expect(body.meal_plans.map(({ id }) => id)).toEqual(["unlimited", "block-150", "block-100"]);
    expect(body.settings).toHaveProperty("balance_tracker_dollars");
  });
});

describe("help: search, answer forms and follow-ups", () => {
  it("finds questions with their parent chain and ignores a blank needle", async () => {
    const { body } = await api<{ results: { question: { id: string }; parents: string[] }[] }>(
      "/v1/dynamic_faqs/search?site_id=cedar-ridge&needle=guest",
    );
    expect(body.results.map(({ question }) => question.id)).toEqual(["q-guest-swipe"]);
    expect(body.results[0]?.parents).toEqual([
      "Meal plans",
      "How do swipes and dining dollars work?",
    ]);
    const blank = await api<{ results: unknown[] }>(
      "/v1/dynamic_faqs/search?site_id=cedar-ridge&needle=%20",
    );
    expect(blank.body.results).toEqual([]);
  });

  // The captcha and the rate limit: tests/integration/mail-forms-abuse.test.ts.
  it("stores and mails a filled answer form; refuses a blank required element", async () => {
    const form = [
      { id: "hs-el-reason", value: "Moving off campus", valid: true },
      { id: "hs-el-plan", value: "Anchor 14", valid: true },
    ];
    const post = (body: Record<string, unknown>) =>
      api("/v1/dynamic_faqs/answer/submit", { method: "POST", body });
    const ok = await post({
      site_id: "harbor-state",
      answer_id: "hs-a-refund",
      form,
      altcha: await solvedCaptcha("harbor-state"),
    });
    expect(ok.status).toBe(200);
    const mails = await sentMail(inject("mailUrl"));
    expect(
      mails.some((mail) => mail.body.text?.includes("Which plan do you have?: Anchor 14")),
    ).toBe(true);
    const blank = await post({
      site_id: "harbor-state",
      answer_id: "hs-a-refund",
      form: [{ id: "hs-el-reason", value: " ", valid: true }],
    });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe("This field is required.");
  });

  it.each([
    ["name", "", "Name is required."],
    ["email", "", "Email is required"],
    ["email", "jo@", "Email must be correctly formatted."],
    ["student_id", "", "Student ID is required."],
    ["comments", "", "Please describe how we can help."],
  ])("refuses a follow-up with %s = %j: '%s'", async (field, value, message) => {
    const body = {
      site_id: "cedar-ridge",
      answer_id: "a-change-plan",
      name: "Jo Doe",
      email: "jo@example.edu",
      student_id: "A1234567",
      comments: "Please call me.",
      [field]: value,
    };
    const response = await api("/v1/dynamic_faqs/answer/follow_up", { method: "POST", body });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(message);
  });
});
