import { beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import type { Location } from "../../shared/menus/schemas/location";
import { api } from "../support/api";
import { createLocation } from "../support/factories/location";
import { createSchedule } from "../support/factories/schedule";
import { createSite } from "../support/factories/site";

// Done when: open/closed through the real handlers on DynamoDB Local, for a campus on
// each coast, around opening, closing, midnight (open_late) and both daylight-saving changes.
// 2026 changes: Sunday 8 March (spring forward) and Sunday 1 November (fall back).

interface StatusRow {
  id: string;
  open: boolean;
  status: { label: string; message: string; color: string };
  occupancy: string;
}

const everyDay = [0, 1, 2, 3, 4, 5, 6];

/** Weekly 7:00a-10:00p; special hours 10:00a-2:00p on 2026-04-15; closed all of 2026-04-16. */
const dayHours = () =>
  createLocation({
    name: "Day Hall",
    occupancy: "Moderate",
    schedules: [
      createSchedule({ start_hour: 7, end_hour: 22, days: everyDay }),
      createSchedule({
        type: "special_hours",
        start: "2026-04-15",
        end: "2026-04-15",
        start_hour: 10,
        end_hour: 14,
      }),
      createSchedule({ type: "closed", start: "2026-04-16", end: "2026-04-16" }),
    ],
  });

/** 6:00p until 2:00a the next morning, every day (open_late). */
const lateNight = () =>
  createLocation({
    name: "Night Owl",
    schedules: [createSchedule({ start_hour: 18, end_hour: 2, open_late: true, days: everyDay })],
  });

async function campus(timeZone: string) {
  const site = createSite({ time_zone: timeZone });
  const day = dayHours();
  const late = lateNight();
  await dynamoSiteStore.put(site, false, new Date());
  for (const location of [day, late]) await dynamoLocationStore.putLocation(site.id, location);
  return { site, day, late };
}

async function statusAt(siteId: string, location: Location, instant: string): Promise<StatusRow> {
  const { status, body } = await api<{ locations: StatusRow[] }>(
    `/v1/locations/open?site_id=${siteId}&timestamp=${encodeURIComponent(instant)}`,
  );
  expect(status).toBe(200);
  const row = body.locations.find((candidate) => candidate.id === location.id);
  if (!row) throw new Error(`${location.id} missing at ${instant}`);
  return row;
}

// [case, which location, UTC instant, open, message] — LA is UTC-8 (PST) / UTC-7 (PDT).
const losAngeles: [string, "day" | "late", string, boolean, string][] = [
  ["a minute before opening", "day", "2026-04-14T13:59:00Z", false, "Opens today at 7:00a"],
  ["at opening", "day", "2026-04-14T14:00:00Z", true, "Closes today at 10:00p"],
  ["a minute before closing", "day", "2026-04-15T04:59:00Z", true, "Closes today at 10:00p"],
  ["at closing", "day", "2026-04-15T05:00:00Z", false, "Opens tomorrow at 10:00a"],
  ["before midnight, open late", "late", "2026-04-14T06:30:00Z", true, "Closes tomorrow at 2:00a"],
  ["after midnight, open late", "late", "2026-04-14T08:59:00Z", true, "Closes today at 2:00a"],
  ["at 2:00a, closed", "late", "2026-04-14T09:00:00Z", false, "Opens today at 6:00p"],
  ["spring: 6:59a PDT", "day", "2026-03-08T13:59:00Z", false, "Opens today at 7:00a"],
  ["spring: 7:00a PDT", "day", "2026-03-08T14:00:00Z", true, "Closes today at 10:00p"],
  [
    "spring: 6:00a PST the day before",
    "day",
    "2026-03-07T14:00:00Z",
    false,
    "Opens today at 7:00a",
  ],
  ["spring: 1:30a PST, open late", "late", "2026-03-08T09:30:00Z", true, "Closes today at 3:00a"],
  ["spring: 3:00a PDT, closed", "late", "2026-03-08T10:00:00Z", false, "Opens today at 6:00p"],
  ["fall: first 1:30a (PDT)", "late", "2026-11-01T08:30:00Z", true, "Closes today at 2:00a"],
  ["fall: second 1:30a (PST)", "late", "2026-11-01T09:30:00Z", true, "Closes today at 2:00a"],
  ["fall: 2:00a PST, closed", "late", "2026-11-01T10:00:00Z", false, "Opens today at 6:00p"],
  ["fall: 6:59a PST", "day", "2026-11-01T14:59:00Z", false, "Opens today at 7:00a"],
  ["fall: 7:00a PST", "day", "2026-11-01T15:00:00Z", true, "Closes today at 10:00p"],
];

// New York is UTC-5 (EST) / UTC-4 (EDT).
const newYork: [string, "day" | "late", string, boolean, string][] = [
  ["a minute before opening", "day", "2026-04-14T10:59:00Z", false, "Opens today at 7:00a"],
  ["at opening", "day", "2026-04-14T11:00:00Z", true, "Closes today at 10:00p"],
  ["at closing", "day", "2026-04-15T02:00:00Z", false, "Opens tomorrow at 10:00a"],
  ["after midnight, open late", "late", "2026-04-14T05:59:00Z", true, "Closes today at 2:00a"],
  ["at 2:00a, closed", "late", "2026-04-14T06:00:00Z", false, "Opens today at 6:00p"],
  ["spring: 7:00a EDT", "day", "2026-03-08T11:00:00Z", true, "Closes today at 10:00p"],
  ["spring: 6:59a EDT", "day", "2026-03-08T10:59:00Z", false, "Opens today at 7:00a"],
  ["spring: 1:30a EST, open late", "late", "2026-03-08T06:30:00Z", true, "Closes today at 3:00a"],
  ["spring: 3:00a EDT, closed", "late", "2026-03-08T07:00:00Z", false, "Opens today at 6:00p"],
  ["fall: second 1:30a (EST)", "late", "2026-11-01T06:30:00Z", true, "Closes today at 2:00a"],
  ["fall: 2:00a EST, closed", "late", "2026-11-01T07:00:00Z", false, "Opens today at 6:00p"],
  ["fall: 7:00a EST", "day", "2026-11-01T12:00:00Z", true, "Closes today at 10:00p"],
  ["fall: 6:30a EST", "day", "2026-11-01T11:30:00Z", false, "Opens today at 7:00a"],
];

describe.each([
  ["America/Los_Angeles", losAngeles],
  ["America/New_York", newYork],
])("locations/open on a campus in %s", (timeZone, cases) => {
  let setup: Awaited<ReturnType<typeof campus>>;
  beforeAll(async () => {
    setup = await campus(timeZone);
  });

  it.each(cases)("%s", async (_label, which, instant, open, message) => {
    const row = await statusAt(setup.site.id, setup[which], instant);
    expect(row.open).toBe(open);
    expect(row.status).toEqual({
      label: open ? "Open" : "Closed",
      message,
      color: open ? "green" : "red",
    });
  });

  it("hides occupancy while closed and shows it while open", async () => {
    expect((await statusAt(setup.site.id, setup.day, cases[1]?.[2] ?? "")).occupancy).toBe(
      "Moderate",
    );
    expect((await statusAt(setup.site.id, setup.day, cases[0]?.[2] ?? "")).occupancy).toBe("na");
  });
});

describe("special hours and closed days (America/Los_Angeles)", () => {
  let setup: Awaited<ReturnType<typeof campus>>;
  beforeAll(async () => {
    setup = await campus("America/Los_Angeles");
  });

  it.each([
    [
      "9:00a, inside the weekly hours but before the special hours",
      "2026-04-15T16:00:00Z",
      false,
      "Opens today at 10:00a",
    ],
    ["noon, inside the special hours", "2026-04-15T19:00:00Z", true, "Closes today at 2:00p"],
    [
      "3:00p, after the special hours",
      "2026-04-15T22:00:00Z",
      false,
      "Opens Friday, 4/17/26 at 7:00a",
    ],
    ["noon on the closed day", "2026-04-16T19:00:00Z", false, "Opens tomorrow at 7:00a"],
  ])("%s", async (_label, instant, open, message) => {
    const row = await statusAt(setup.site.id, setup.day, instant);
    expect(row.open).toBe(open);
    expect(row.status.message).toBe(message);
  });

  it("shows the special hours and the closed day in the weekly schedule", async () => {
    const { status, body } = await api<{
      week: { label: string; start: string };
      locations: {
        id: string;
        weekly_schedule: { date: string; status: string; texts: string[] }[];
      }[];
    }>(`/v1/locations/weekly_schedule?site_id=${setup.site.id}&date=2026-04-15`);
    expect(status).toBe(200);
    expect(body.week).toMatchObject({ start: "2026-04-12", label: "Week of 4/12/26" });
    const week = body.locations.find((row) => row.id === setup.day.id)?.weekly_schedule ?? [];
    expect(week.map((day) => day.texts)).toEqual([
      ["7:00a - 10:00p"],
      ["7:00a - 10:00p"],
      ["7:00a - 10:00p"],
      ["10:00a - 2:00p"],
      ["Closed"],
      ["7:00a - 10:00p"],
      ["7:00a - 10:00p"],
    ]);
    expect(week[4]).toMatchObject({ date: "2026-04-16", status: "closed" });
  });
});
