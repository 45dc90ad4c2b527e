import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { onRequestDone, type RequestDone } from "../../functions/platform/request-scope";
import { getItem } from "../../functions/platform/table";
import { handler as feedbackHandler } from "../../functions/visitor-forms/feedback/handler";
import {
  DIETITIAN,
  DIETITIAN_RULE,
  DISH_RULE,
  dishSubject,
} from "../../functions/visitor-forms/feedback/label-report-limits";
import { dishReportCount } from "../../functions/visitor-forms/feedback/label-report-store";
import { parseMenuFile } from "../../scripts/menu-import/menu-file";
import { writeMenus } from "../../scripts/menu-import/write-menus";
import { campusDietitianEntity } from "../../shared/menus/entities/campus-dietitian";
import { labelReportCountEntity } from "../../shared/menus/entities/label-report";
import { LABEL_REPORT_MESSAGES } from "../../shared/menus/label-report";
import { reportMenuLabel } from "../../shared/visitor-forms/routes/feedback";
import { httpApiEvent, lambdaContext } from "../fixtures/http-api-event";
import { solvedCaptcha } from "../support/altcha";
import { apiFrom } from "../support/api";
import { createStoredSite, putContent } from "../support/factories/content";
import { createLocation, createPeriod } from "../support/factories/location";
import { waitForMail } from "../support/mail";
import { awayFromWindowEdge, seedRateCount } from "../support/rate-limits";

// "Report a wrong label" through the real handler on the local stack
// (docs/decisions/allergen-labels.md): the dietitian's mail goes through the outbox to the
// local SES store, the dish's count is exact under concurrency, and the captcha, the limits
// and a campus without a dietitian are refused with honest status codes.

const DATE = "2026-03-09";
const CAPTCHA = "Please complete the ALTCHA verification to send this form.";
const REPLAYED = "This ALTCHA verification was already used. Please complete it again.";

interface Campus {
  siteId: string;
  locationId: string;
  dietitian: string | null;
}

const burger = {
  name: "Black Bean Burger",
  filters: [{ name: "Soy", type: "allergen" as const }],
  allergens_free: ["Egg" as const, "Milk" as const],
};

/** A campus of its own (its own limits and dietitian mailbox), with lunch served on DATE. */
async function createCampus(withDietitian = true): Promise<Campus> {
  const site = await createStoredSite({ label_reports: withDietitian });
  const location = createLocation({ name: "Cedar Commons" });
  await dynamoLocationStore.putLocation(site.id, location);
  const dietitian = withDietitian ? `dietitian.${randomUUID().slice(0, 8)}@test.example.edu` : null;
  if (dietitian) {
    await putContent(campusDietitianEntity.toItem({ siteId: site.id }, { email: dietitian }));
  }
  const lunch = createPeriod({ id: "lunch", name: "Lunch" }, [burger, { name: "Fries" }]);
  const parsed = parseMenuFile({
    site_id: site.id,
    menus: [
      { location_id: location.id, date: DATE, periods: [lunch] },
      { location_id: location.id, date: "2026-03-10", closed: true },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  await writeMenus({ db: documentClient(), tableName: tableName() }, parsed.file, new Date());
  return { siteId: site.id, locationId: location.id, dietitian };
}

let clients = 0;
/** A loopback address of this file's own, so client counts start at zero. */
const newClient = () => {
  clients += 1;
  return `127.0.97.${clients}`;
};

const report = (campus: Campus, altcha: string, change: Record<string, unknown> = {}) => ({
  site_id: campus.siteId,
  location_id: campus.locationId,
  date: DATE,
  period_id: "lunch",
  item_id: "lunch-item-0",
  text: "The bun has sesame seeds, and sesame is not stated.",
  email: "student@example.edu",
  altcha,
  ...change,
});

const post = (body: unknown, client = newClient()) =>
  apiFrom(client, "/v1/feedback/label_report", { method: "POST", body });

const countOf = (campus: Campus, itemId = "lunch-item-0"): Promise<number> =>
  dishReportCount(campus.siteId, campus.locationId, itemId);

describe("a wrong-label report", () => {
  let campus: Campus;
  beforeAll(async () => {
    campus = await createCampus();
  });

  it("is counted and mails the dietitian the dish, date, location and period through the outbox", async () => {
    const { status, body } = await post(report(campus, await solvedCaptcha(campus.siteId)));
    expect(body).toMatchObject({ status: "success", msg: LABEL_REPORT_MESSAGES.sent });
    expect(status).toBe(200);
    expect(await countOf(campus)).toBe(1);

    const [mail] = await waitForMail(campus.dietitian ?? "");
    expect(mail?.subject).toMatch(/: wrong label reported on Black Bean Burger$/);
    const text = mail?.body.text ?? "";
    for (const line of [
      "Dish: Black Bean Burger",
      `Date: ${DATE}`,
      "Location: Cedar Commons",
      "Meal period: Lunch",
      "Station: Grill",
      "Contains: Soy",
      "Free of: Egg, Milk",
      "What is wrong: The bun has sesame seeds, and sesame is not stated.",
      "Reporter's email: student@example.edu",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/^Not stated: .*Sesame/m);
    const stored = await getItem(
      labelReportCountEntity.key({
        siteId: campus.siteId,
        locationId: campus.locationId,
        itemId: "lunch-item-0",
      }),
    );
    expect(stored).toMatchObject({ item_name: "Black Bean Burger", last_date: DATE });
  });

  it("counts every one of concurrent reports on one dish exactly once", async () => {
    const other = await createCampus();
    const payloads = await Promise.all(
      Array.from({ length: 10 }, () => solvedCaptcha(other.siteId)),
    );
    const answers = await Promise.all(
      // No email: one address may send only five in 15 minutes.
      payloads.map((altcha) => post(report(other, altcha, { item_id: "lunch-item-1", email: "" }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await countOf(other, "lunch-item-1")).toBe(10);
    expect(await countOf(other)).toBe(0);
  });

  it.each([
    ["no ALTCHA", { altcha: undefined }, CAPTCHA],
    ["an empty ALTCHA", { altcha: "" }, CAPTCHA],
    ["a payload that is not one", { altcha: "bm90IGpzb24=" }, CAPTCHA],
  ])("refuses %s with 400, counting nothing", async (_label, change, message) => {
    const before = await countOf(campus);
    const { status, body } = await post(report(campus, "x", change));
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
    expect(await countOf(campus)).toBe(before);
  });

  it("refuses a forged or another campus's ALTCHA, and a replayed one, with 400", async () => {
    const before = await countOf(campus);
    const foreign = await solvedCaptcha((await createStoredSite()).id);
    const solved = JSON.parse(Buffer.from(await solvedCaptcha(campus.siteId), "base64").toString());
    solved.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(solved)).toString("base64");
    for (const altcha of [foreign, forged]) {
      const { status, body } = await post(report(campus, altcha));
      expect(status).toBe(400);
      expect(body.msg).toBe(CAPTCHA);
    }
    const once = await solvedCaptcha(campus.siteId);
    expect((await post(report(campus, once))).status).toBe(200);
    const replay = await post(report(campus, once));
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ msg: REPLAYED, fields: { altcha: REPLAYED } });
    expect(await countOf(campus)).toBe(before + 1);
  });

  it("refuses bad fields with 400 and the form's messages", async () => {
    for (const [change, message] of [
      [{ text: "  " }, LABEL_REPORT_MESSAGES.text.required],
      [{ email: "nobody@" }, LABEL_REPORT_MESSAGES.email.invalid],
    ] as const) {
      const { status, body } = await post(
        report(campus, await solvedCaptcha(campus.siteId), change),
      );
      expect(status).toBe(400);
      expect(body.msg).toBe(message);
    }
  });

  it("answers 404 for a dish that was not on that menu, or a closed day", async () => {
    for (const change of [
      { item_id: "lunch-item-9" },
      { period_id: "dinner" },
      { date: "2026-03-10" },
      { date: "2026-03-11" },
    ]) {
      const { status, body } = await post(
        report(campus, await solvedCaptcha(campus.siteId), change),
      );
      expect(status).toBe(404);
      expect(body.msg).toBe(LABEL_REPORT_MESSAGES.dishNotFound);
    }
  });
});

describe("limits of wrong-label reports", () => {
  it("refuses with 429 once the dish has had its reports for the day, counting nothing", async () => {
    const campus = await createCampus();
    await awayFromWindowEdge(DISH_RULE);
    await seedRateCount(
      campus.siteId,
      DISH_RULE,
      dishSubject(campus.locationId, "lunch-item-0"),
      DISH_RULE.limit,
    );
    const { status, body } = await post(report(campus, await solvedCaptcha(campus.siteId)));
    expect(status).toBe(429);
    expect(body).toMatchObject({ status: "error", msg: LABEL_REPORT_MESSAGES.dishReported });
    expect(await countOf(campus)).toBe(0);
    // Another dish of the same campus is still taken.
    const other = await post(
      report(campus, await solvedCaptcha(campus.siteId), { item_id: "lunch-item-1" }),
    );
    expect(other.status).toBe(200);
  });

  it("refuses with 429 once the dietitian has had the hour's reports, whoever sends", async () => {
    const campus = await createCampus();
    await awayFromWindowEdge(DIETITIAN_RULE);
    await seedRateCount(campus.siteId, DIETITIAN_RULE, DIETITIAN, DIETITIAN_RULE.limit);
    const { status, body } = await post(report(campus, await solvedCaptcha(campus.siteId)));
    expect(status).toBe(429);
    expect(body.msg).toBe(LABEL_REPORT_MESSAGES.dietitianBusy);
    expect(await countOf(campus)).toBe(0);
  });
});

describe("a campus without a dietitian", () => {
  it("answers 404 and counts nothing", async () => {
    const campus = await createCampus(false);
    const { status, body } = await post(report(campus, await solvedCaptcha(campus.siteId)));
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: "error", msg: LABEL_REPORT_MESSAGES.noDietitian });
    expect(await countOf(campus)).toBe(0);
  });
});

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;

describe("round trips", () => {
  it("reads, then writes: at most two DynamoDB round trips", async () => {
    const campus = await createCampus();
    const body = report(campus, await solvedCaptcha(campus.siteId));
    const seen: RequestDone[] = [];
    const stop = onRequestDone((done) => seen.push(done));
    const result = await (feedbackHandler as unknown as Handler)(
      {
        ...structuredClone(httpApiEvent),
        routeKey: `POST ${reportMenuLabel.path}`,
        body: JSON.stringify(body),
      },
      lambdaContext,
    );
    stop();
    expect(result.statusCode, result.body).toBe(200);
    expect(seen[0]?.dynamoRoundTrips).toBeLessThanOrEqual(2);
    expect(await countOf(campus)).toBe(1);
    // The mail intent was written with the count, and the outbox delivers it.
    await waitForMail(campus.dietitian ?? "");
  });
});
