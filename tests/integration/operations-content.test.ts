import { beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { queryAll } from "../../functions/platform/table";
import { seedContentDemo } from "../../scripts/demo/operations/content";
import { isConsoleSchedule } from "../../shared/operations/content-special-hours";
import { auditEntryEntity, auditOfSite } from "../../shared/operations/entities/audit-entry";
import { campusDate, campusInstant } from "../../shared/platform/time/campus-clock";
import { hoursForDate, scheduleCovers } from "../../shared/platform/time/hours";
import { addDays } from "../../shared/platform/time/ymd";
import type { HomepageAlert } from "../../shared/site-content/schemas/site";
import { api } from "../support/api";
import { cedarRidgeCopy } from "../support/campus-copy";
import { createSite } from "../support/factories/site";
import { callOperations, type InProcessStaff, inProcessStaff } from "../support/staff";

// Quick content through the operations handler, and its effect through the public routes of
// the local stack (docs/operations/content.md), on a copy of Cedar Ridge of its own.

const SITE = "ops-content-test";
const LOCATION = "cedar-commons";
const ITEM = "lunch-grilled-chicken-caesar-salad";

const ALERTS = "/v1/operations/alerts";
const SPECIAL = "/v1/operations/special_hours";
const SOLD_OUT = "/v1/operations/sold_out";

let manager: InProcessStaff;
let admin: InProcessStaff;
let zone: string;
let today: string;

async function auditActions(siteId: string) {
  const items = await queryAll(auditOfSite(siteId));
  return items.map((item) => auditEntryEntity.fromItem(item));
}

beforeAll(async () => {
  await cedarRidgeCopy(SITE);
  [manager, admin] = await Promise.all([
    inProcessStaff("manager", SITE),
    inProcessStaff("admin", null),
  ]);
  const site = await dynamoSiteStore.getById(SITE);
  zone = site?.site.time_zone ?? "America/Los_Angeles";
  today = campusDate(new Date(), zone);
});

describe("who may use quick content", () => {
  it("lets admins and managers in, refuses card office and hosts (403) and strangers (401)", async () => {
    for (const staff of [manager, admin]) {
      const { status, body } = await staff.call("GET", ALERTS, { site_id: SITE });
      expect(status, body.msg).toBe(200);
    }
    for (const role of ["card_office", "host"] as const) {
      const staff = await inProcessStaff(role, SITE);
      for (const [method, path, params] of [
        ["GET", ALERTS, { site_id: SITE }],
        ["PUT", ALERTS, { site_id: SITE, alerts: [], version: "x" }],
        ["GET", SPECIAL, { site_id: SITE }],
        ["DELETE", SPECIAL, { site_id: SITE, location_id: LOCATION, date: today }],
        ["GET", SOLD_OUT, { site_id: SITE, location_id: LOCATION }],
        ["PUT", SOLD_OUT, { site_id: SITE, location_id: LOCATION, item_id: ITEM, sold_out: true }],
      ] as const) {
        const { status } = await staff.call(method, path, params);
        expect(status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    const { status } = await callOperations("GET", ALERTS, { site_id: SITE });
    expect(status).toBe(401);
  });

  it("refuses a manager of another campus (403)", async () => {
    const other = createSite();
    await dynamoSiteStore.put(other, false, new Date());
    const stranger = await inProcessStaff("manager", other.id);
    for (const [method, path, params] of [
      ["GET", ALERTS, { site_id: SITE }],
      ["PUT", SPECIAL, { site_id: SITE, location_id: LOCATION, date: today, closed: true }],
      ["PUT", SOLD_OUT, { site_id: SITE, location_id: LOCATION, item_id: ITEM, sold_out: true }],
    ] as const) {
      const { status } = await stranger.call(method, path, params);
      expect(status, `${method} ${path}`).toBe(403);
    }
    // Its own campus is fine.
    expect((await stranger.call("GET", ALERTS, { site_id: other.id })).status).toBe(200);
  });
});

describe("alert banners", () => {
  it("replace the campus's alerts, which the public site info then shows", async () => {
    const first = await manager.call<{ alerts: HomepageAlert[]; version: string }>("GET", ALERTS, {
      site_id: SITE,
    });
    expect(first.body.alerts.map((alert) => alert.id)).toContain("mobile-ordering");
    const kept = first.body.alerts.find((alert) => alert.id === "mobile-ordering");
    const put = await manager.call<{ alerts: HomepageAlert[]; version: string }>("PUT", ALERTS, {
      site_id: SITE,
      version: first.body.version,
      alerts: [
        {
          icon: "danger",
          message: "Cedar Commons is closed today for a water main repair.",
          link: "https://dining.example.edu/news",
          start: null,
          end: null,
        },
        { ...kept, link: null },
      ],
    });
    expect(put.status, put.body.msg).toBe(200);
    const [added, second] = put.body.alerts;
    expect(added).toMatchObject({ icon: "danger", use_link: true, start: null, end: null });
    expect(added?.id).toMatch(/^alert-/);
    expect(second).toMatchObject({ id: "mobile-ordering", use_link: false, link: null });
    expect(put.body.version).not.toBe(first.body.version);

    const info = await api<{ site: { homepage_alerts: HomepageAlert[] } }>(
      `/v1/sites/${SITE}/info`,
    );
    expect(info.status).toBe(200);
    expect(info.body.site.homepage_alerts).toEqual(put.body.alerts);

    const audit = (await auditActions(SITE)).find((e) => e.action === "content.alerts.update");
    expect(audit).toMatchObject({
      staff_id: manager.account.id,
      target: `site:${SITE}/alerts`,
      before: first.body.alerts,
      after: put.body.alerts,
    });
  });

  it("refuse an edit started from alerts someone has since changed (409), changing nothing", async () => {
    const { body } = await manager.call<{ alerts: HomepageAlert[]; version: string }>(
      "GET",
      ALERTS,
      { site_id: SITE },
    );
    const stale = await admin.call("PUT", ALERTS, {
      site_id: SITE,
      version: "not-the-version",
      alerts: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toMatch(/Reload/);
    const after = await manager.call<{ alerts: HomepageAlert[] }>("GET", ALERTS, { site_id: SITE });
    expect(after.body.alerts).toEqual(body.alerts);
  });

  it("keep alert text plain and links http(s), as the public header shows them", async () => {
    const { body } = await manager.call<{ version: string }>("GET", ALERTS, { site_id: SITE });
    const bad = [
      { icon: "info", message: "<b>Closed</b> today" },
      { icon: "info", message: "Closed", link: "javascript:alert(1)" },
      { icon: "info", message: "   " },
      {
        icon: "info",
        message: "Closed",
        start: "2026-11-02T00:00:00Z",
        end: "2026-11-01T00:00:00Z",
      },
      { icon: "blink", message: "Closed" },
    ];
    for (const alert of bad) {
      const { status, body: answer } = await manager.call("PUT", ALERTS, {
        site_id: SITE,
        version: body.version,
        alerts: [alert],
      });
      expect(status, JSON.stringify(alert)).toBe(400);
      expect(answer.status).toBe("error");
    }
  });
});

/** A date soon on which the location opens by its campus-file hours and nothing special applies. */
async function ordinaryOpenDate(): Promise<{ date: string; openMinute: number }> {
  const location = await dynamoLocationStore.getLocation(SITE, LOCATION);
  const schedules = location?.schedules ?? [];
  for (let offset = 2; offset < 60; offset += 1) {
    const date = addDays(today, offset);
    const special = schedules.some(
      (s) => (s.type === "closed" || s.type === "special_hours") && scheduleCovers(s, date),
    );
    const [range] = hoursForDate(schedules, date);
    if (!special && range) return { date, openMinute: range.start + 30 };
  }
  throw new Error("no ordinary open date in the demo schedules");
}

interface OpenRow {
  id: string;
  open: boolean;
}
interface WeekRow {
  id: string;
  weekly_schedule: { date: string; status: string; texts: string[] }[];
}

async function openAt(instant: number): Promise<boolean | undefined> {
  const { body } = await api<{ locations: OpenRow[] }>(
    `/v1/locations/open?site_id=${SITE}&timestamp=${new Date(instant).toISOString()}`,
  );
  return body.locations.find((row) => row.id === LOCATION)?.open;
}

async function dayOnHoursPage(date: string) {
  const { status, body } = await api<{ locations: WeekRow[] }>(
    `/v1/locations/weekly_schedule?site_id=${SITE}&date=${date}`,
  );
  expect(status).toBe(200);
  return body.locations
    .find((row) => row.id === LOCATION)
    ?.weekly_schedule.find((day) => day.date === date);
}

describe("special hours", () => {
  it("close a location for a date: the public hours and open-now views show it closed", async () => {
    const { date, openMinute } = await ordinaryOpenDate();
    const instant = campusInstant(date, openMinute, zone);
    expect(await openAt(instant)).toBe(true);
    expect((await dayOnHoursPage(date))?.status).toBe("open");

    const put = await manager.call("PUT", SPECIAL, {
      site_id: SITE,
      location_id: LOCATION,
      date,
      closed: true,
      note: "Founders' Day",
    });
    expect(put.status, put.body.msg).toBe(200);
    expect(put.body).toMatchObject({
      special_hours: {
        start: date,
        end: date,
        closed: true,
        note: "Founders' Day",
        editable: true,
      },
      hours: [],
    });
    expect(await openAt(instant)).toBe(false);
    expect(await dayOnHoursPage(date)).toMatchObject({ status: "closed", texts: ["Closed"] });

    const listed = await manager.call<{ special_hours: { start: string; source: string }[] }>(
      "GET",
      SPECIAL,
      { site_id: SITE, location_id: LOCATION },
    );
    expect(listed.body.special_hours).toContainEqual(
      expect.objectContaining({ start: date, source: "console", closed: true }),
    );

    // Opening periods replace the closure; a close before the open runs past midnight.
    const periods = await manager.call("PUT", SPECIAL, {
      site_id: SITE,
      location_id: LOCATION,
      date,
      closed: false,
      periods: [
        { open: "10:00", close: "14:00" },
        { open: "20:00", close: "01:00" },
      ],
    });
    expect(periods.status, periods.body.msg).toBe(200);
    expect(periods.body.hours).toEqual(["10:00a - 2:00p", "8:00p - 1:00a"]);
    expect(await openAt(campusInstant(date, 11 * 60, zone))).toBe(true);
    expect(await openAt(campusInstant(date, 15 * 60, zone))).toBe(false);
    const location = await dynamoLocationStore.getLocation(SITE, LOCATION);
    expect(location?.schedules.filter(isConsoleSchedule)).toHaveLength(2);

    // Removing them restores the regular hours.
    const removed = await manager.call("DELETE", SPECIAL, {
      site_id: SITE,
      location_id: LOCATION,
      date,
    });
    expect(removed.status, removed.body.msg).toBe(200);
    expect(await openAt(instant)).toBe(true);
    const again = await manager.call("DELETE", SPECIAL, {
      site_id: SITE,
      location_id: LOCATION,
      date,
    });
    expect(again.status).toBe(404);

    const actions = (await auditActions(SITE))
      .filter((entry) => entry.target === `location:${LOCATION}/special_hours/${date}`)
      .map((entry) => entry.action)
      .sort();
    expect(actions).toEqual([
      "content.special_hours.delete",
      "content.special_hours.set",
      "content.special_hours.set",
    ]);
  });

  it("refuse past dates, unknown locations and a day both closed and open (4xx)", async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ location_id: LOCATION, date: addDays(today, -1), closed: true }, 400],
      [{ location_id: "no-such-place", date: addDays(today, 3), closed: true }, 404],
      [
        {
          location_id: LOCATION,
          date: addDays(today, 3),
          closed: true,
          periods: [{ open: "10:00", close: "12:00" }],
        },
        400,
      ],
      [{ location_id: LOCATION, date: addDays(today, 3), closed: false }, 400],
      [
        {
          location_id: LOCATION,
          date: addDays(today, 3),
          closed: false,
          periods: [{ open: "25:00", close: "12:00" }],
        },
        400,
      ],
    ];
    for (const [params, expected] of cases) {
      const { status } = await manager.call("PUT", SPECIAL, { site_id: SITE, ...params });
      expect(status, JSON.stringify(params)).toBe(expected);
    }
  });
});

interface ServedPeriod {
  id: string;
  categories: { items: { id: string; sold_out?: boolean }[] }[];
}

async function publicMenu(locationId: string, date: string) {
  const { status, body } = await api<{ menu: { periods: ServedPeriod[] } }>(
    `/v1/location/menu?site_id=${SITE}&location_id=${locationId}&date=${date}`,
  );
  expect(status).toBe(200);
  return body.menu.periods.flatMap((period) =>
    period.categories.flatMap((category) => category.items),
  );
}

describe("sold out for today", () => {
  it("marks an item of today's menu sold out on the public menu of today only", async () => {
    const listed = await manager.call<{
      date: string;
      editable: boolean;
      items: { id: string; period_id: string; sold_out: boolean }[];
    }>("GET", SOLD_OUT, { site_id: SITE, location_id: LOCATION });
    expect(listed.status, listed.body.msg).toBe(200);
    expect(listed.body).toMatchObject({ date: today, editable: true });
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({ id: ITEM, period_id: "lunch", sold_out: false }),
    );

    const put = await manager.call("PUT", SOLD_OUT, {
      site_id: SITE,
      location_id: LOCATION,
      item_id: ITEM,
      sold_out: true,
    });
    expect(put.status, put.body.msg).toBe(200);
    expect(put.body).toMatchObject({ date: today, item_id: ITEM, sold_out: true, changed: true });

    const todays = await publicMenu(LOCATION, today);
    expect(todays.filter((item) => item.id === ITEM).every((item) => item.sold_out)).toBe(true);
    expect(todays.filter((item) => item.sold_out).map((item) => item.id)).toEqual(
      todays.filter((item) => item.id === ITEM).map((item) => item.id),
    );
    // The period routes the menu page reads say the same.
    const periods = await api<{ menu: { period: ServedPeriod } }>(
      `/v1/location/${LOCATION}/periods/lunch?site_id=${SITE}&date=${today}`,
    );
    const lunch = periods.body.menu.period.categories.flatMap((category) => category.items);
    expect(lunch.find((item) => item.id === ITEM)?.sold_out).toBe(true);
    // Not tomorrow, not on another day serving the same item, not at another location.
    for (const [location, date] of [
      [LOCATION, addDays(today, 1)],
      [LOCATION, addDays(today, 4)],
      ["commons-grill", today],
    ] as const) {
      const items = await publicMenu(location, date);
      expect(items.length, `${location} ${date}`).toBeGreaterThan(0);
      expect(items.some((item) => item.sold_out)).toBe(false);
    }

    // A second click changes and audits nothing; the console's list shows the flag.
    const twice = await manager.call("PUT", SOLD_OUT, {
      site_id: SITE,
      location_id: LOCATION,
      item_id: ITEM,
      sold_out: true,
    });
    expect(twice.body).toMatchObject({ sold_out: true, changed: false });
    const after = await manager.call<{ items: { id: string; sold_out: boolean }[] }>(
      "GET",
      SOLD_OUT,
      { site_id: SITE, location_id: LOCATION },
    );
    expect(after.body.items.filter((item) => item.id === ITEM).every((i) => i.sold_out)).toBe(true);

    const back = await manager.call("PUT", SOLD_OUT, {
      site_id: SITE,
      location_id: LOCATION,
      item_id: ITEM,
      sold_out: false,
    });
    expect(back.body).toMatchObject({ sold_out: false, changed: true });
    expect((await publicMenu(LOCATION, today)).some((item) => item.sold_out)).toBe(false);

    const actions = (await auditActions(SITE))
      .filter((entry) => entry.target === `menu_item:${LOCATION}/${today}/${ITEM}`)
      .map((entry) => entry.action)
      .sort();
    expect(actions).toEqual(["content.sold_out.mark", "content.sold_out.unmark"]);
  });

  it("counts concurrent clicks once", async () => {
    const item = "lunch-black-bean-burger";
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        manager.call<{ changed: boolean }>("PUT", SOLD_OUT, {
          site_id: SITE,
          location_id: LOCATION,
          item_id: item,
          sold_out: true,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.body.changed)).toHaveLength(1);
    const marks = (await auditActions(SITE)).filter(
      (entry) => entry.target === `menu_item:${LOCATION}/${today}/${item}`,
    );
    expect(marks).toHaveLength(1);
  });

  it("refuses items not on today's menu (404) and shows other dates read-only", async () => {
    const read = (date?: string) =>
      manager.call<{ editable: boolean; items: { id: string }[] }>("GET", SOLD_OUT, {
        site_id: SITE,
        location_id: LOCATION,
        ...(date ? { date } : {}),
      });
    const [todays, tomorrow] = await Promise.all([read(), read(addDays(today, 1))]);
    expect(tomorrow.body.editable).toBe(false);
    const served = new Set(todays.body.items.map((item) => item.id));
    const notToday = tomorrow.body.items.find((item) => !served.has(item.id));
    for (const item_id of [notToday?.id ?? "no-such-dish", "no-such-dish"]) {
      const missing = await manager.call("PUT", SOLD_OUT, {
        site_id: SITE,
        location_id: LOCATION,
        item_id,
        sold_out: true,
      });
      expect(missing.status, item_id).toBe(404);
    }
    const unknown = await manager.call("GET", SOLD_OUT, { site_id: SITE, location_id: "nowhere" });
    expect(unknown.status).toBe(404);
  });
});

describe("the demo", () => {
  it("closes a location a week ahead and sells out one item today, once however often it runs", async () => {
    const demo = "ops-content-demo";
    await cedarRidgeCopy(demo);
    const now = new Date();
    await seedContentDemo(demo, now);
    await seedContentDemo(demo, now);
    const closure = await admin.call<{ special_hours: { source: string; closed: boolean }[] }>(
      "GET",
      SPECIAL,
      { site_id: demo, location_id: "commons-grill" },
    );
    expect(closure.body.special_hours.filter((e) => e.source === "console")).toEqual([
      expect.objectContaining({ start: addDays(today, 7), closed: true, editable: true }),
    ]);
    const soldOut = await admin.call<{ items: { sold_out: boolean }[] }>("GET", SOLD_OUT, {
      site_id: demo,
      location_id: LOCATION,
    });
    expect(soldOut.body.items.filter((item) => item.sold_out).length).toBeGreaterThan(0);
    const actions = (await auditActions(demo)).map((entry) => entry.action).sort();
    expect(actions).toEqual(["content.sold_out.mark", "content.special_hours.set"]);
  });
});
