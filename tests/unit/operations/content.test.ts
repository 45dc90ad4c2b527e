import { describe, expect, it } from "vitest";
import { isSoldOutSortKey, menuSoldOutEntity } from "../../../shared/menus/entities/menu";
import { isOwnedMenuItem } from "../../../shared/onboarding/owned-items";
import { toStoredAlerts } from "../../../shared/operations/content-alerts";
import { markSoldOut, servesItem, soldOutRows } from "../../../shared/operations/content-sold-out";
import {
  bySpecialDate,
  campusFileConflict,
  consoleEntryOn,
  consoleSchedules,
  hoursLabels,
  isConsoleSchedule,
  replaceConsoleDay,
  specialHoursEntries,
} from "../../../shared/operations/content-special-hours";
import {
  alertInputSchema,
  putOperationAlerts,
  putOperationSpecialHours,
} from "../../../shared/operations/routes/operations-content";
import { hoursForDate } from "../../../shared/platform/time/hours";
import { createLocation, createPeriod } from "../../support/factories/location";
import { createSchedule } from "../../support/factories/schedule";

// The pure rules of quick content (docs/operations/content.md); the routes and the public
// pages are tested in tests/integration/operations-content.test.ts.

const DATE = "2026-11-26"; // a Thursday

describe("special hours as schedules", () => {
  const weekly = createSchedule({ start_hour: 7, end_hour: 20 });

  it("close a date with one closed schedule the hours rules apply", () => {
    const schedules = consoleSchedules({
      date: DATE,
      closed: true,
      periods: [],
      note: "Thanksgiving",
    });
    expect(schedules).toEqual([
      expect.objectContaining({
        id: `ops-${DATE}-closed`,
        type: "closed",
        start: DATE,
        end: DATE,
        days: [4],
        name: "Thanksgiving",
      }),
    ]);
    expect(hoursForDate([weekly, ...schedules], DATE)).toEqual([]);
    expect(hoursForDate([weekly, ...schedules], "2026-11-27")).toHaveLength(1);
  });

  it("turn opening periods into special hours, a close before the open running past midnight", () => {
    const schedules = consoleSchedules({
      date: DATE,
      closed: false,
      periods: [
        { open: "10:30", close: "14:00" },
        { open: "21:00", close: "01:30" },
        { open: "00:00", close: "00:00" },
      ],
      note: "",
    });
    expect(schedules.map((s) => [s.id, s.type, s.open_late])).toEqual([
      [`ops-${DATE}-0`, "special_hours", false],
      [`ops-${DATE}-1`, "special_hours", true],
      [`ops-${DATE}-2`, "special_hours", true],
    ]);
    expect(hoursLabels([weekly, ...schedules.slice(0, 2)], DATE)).toEqual([
      "10:30a - 2:00p",
      "9:00p - 1:30a",
    ]);
    expect(hoursForDate(schedules.slice(2), DATE)).toEqual([{ start: 0, end: 1440 }]);
  });

  it("replace only the console's schedules of that date", () => {
    const other = consoleSchedules({ date: "2026-11-27", closed: true, periods: [], note: "" });
    const first = consoleSchedules({ date: DATE, closed: true, periods: [], note: "" });
    const next = consoleSchedules({
      date: DATE,
      closed: false,
      periods: [{ open: "09:00", close: "12:00" }],
      note: "Short day",
    });
    const replaced = replaceConsoleDay([weekly, ...other, ...first], DATE, next);
    expect(replaced).toEqual([weekly, ...other, ...next]);
    expect(replaceConsoleDay(replaced, DATE, [])).toEqual([weekly, ...other]);
    expect(isConsoleSchedule(weekly)).toBe(false);
  });

  it("refuse opening periods where the campus file closes or sets special hours", () => {
    const closure = createSchedule({
      type: "closed",
      name: "Winter break",
      start: "2026-12-19",
      end: "2027-01-03",
    });
    const special = createSchedule({ type: "special_hours", name: "", start: DATE, end: DATE });
    const open = { date: "2026-12-20", closed: false };
    expect(campusFileConflict([weekly, closure], open)).toMatch(/closure \(Winter break\)/);
    expect(campusFileConflict([weekly, special], { date: DATE, closed: false })).toMatch(
      /special hours for 2026-11-26/,
    );
    // A closure always applies; a console entry of the date is replaced, not a conflict.
    expect(campusFileConflict([weekly, closure], { ...open, closed: true })).toBeNull();
    const mine = consoleSchedules({ date: DATE, closed: true, periods: [], note: "" });
    expect(campusFileConflict([weekly, ...mine], { date: DATE, closed: false })).toBeNull();
  });

  it("list the console's entries per date and the campus file's per range, from a date on", () => {
    const location = createLocation({
      name: "Commons",
      schedules: [
        weekly,
        createSchedule({ type: "closed", name: "Past", start: "2026-10-01", end: "2026-10-02" }),
        createSchedule({ type: "closed", name: "Break", start: "2026-12-19", end: "2027-01-03" }),
        createSchedule({
          type: "special_hours",
          name: "Finals",
          start: "2026-12-07",
          end: "2026-12-11",
          days: [5, 1],
          start_hour: 17,
          end_hour: 23,
        }),
        createSchedule({
          type: "special_hours",
          name: "Finals",
          start: "2026-12-07",
          end: "2026-12-11",
          days: [5, 1],
          start_hour: 8,
          end_hour: 11,
        }),
        ...consoleSchedules({
          date: DATE,
          closed: false,
          periods: [
            { open: "11:00", close: "13:00" },
            { open: "08:00", close: "09:00" },
          ],
          note: "Holiday",
        }),
        ...consoleSchedules({ date: "2026-11-27", closed: true, periods: [], note: "" }),
      ],
    });
    const entries = specialHoursEntries(location, "2026-11-01").sort(bySpecialDate);
    expect(entries).toEqual([
      {
        location_id: location.id,
        location_name: "Commons",
        start: DATE,
        end: DATE,
        days: [0, 1, 2, 3, 4, 5, 6],
        closed: false,
        periods: [
          { open: "11:00", close: "13:00" },
          { open: "08:00", close: "09:00" },
        ],
        note: "Holiday",
        source: "console",
        editable: true,
      },
      expect.objectContaining({
        start: "2026-11-27",
        closed: true,
        periods: [],
        source: "console",
      }),
      expect.objectContaining({
        start: "2026-12-07",
        end: "2026-12-11",
        days: [1, 5],
        closed: false,
        periods: [
          { open: "08:00", close: "11:00" },
          { open: "17:00", close: "23:00" },
        ],
        source: "campus_file",
        editable: false,
      }),
      expect.objectContaining({
        start: "2026-12-19",
        end: "2027-01-03",
        closed: true,
        periods: [],
        note: "Break",
        source: "campus_file",
      }),
    ]);
    expect(consoleEntryOn(location, "2026-11-28")).toBeNull();
    expect(consoleEntryOn(location, "2026-11-27")?.closed).toBe(true);
  });

  it("sort entries by date, then location, then source", () => {
    const entry = (start: string, location_name: string, source: "console" | "campus_file") =>
      ({ start, location_name, source }) as Parameters<typeof bySpecialDate>[0];
    const sorted = [
      entry("2026-11-27", "A", "console"),
      entry("2026-11-26", "B", "console"),
      entry("2026-11-26", "A", "console"),
      entry("2026-11-26", "A", "campus_file"),
    ].sort(bySpecialDate);
    expect(sorted.map((e) => `${e.start} ${e.location_name} ${e.source}`)).toEqual([
      "2026-11-26 A campus_file",
      "2026-11-26 A console",
      "2026-11-26 B console",
      "2026-11-27 A console",
    ]);
  });

  it("validate a day's input: closed or periods, never both, times as HH:MM", () => {
    const parse = (input: Record<string, unknown>) =>
      putOperationSpecialHours.input.safeParse({
        site_id: "s",
        location_id: "l",
        date: DATE,
        ...input,
      }).success;
    expect(parse({ closed: true })).toBe(true);
    expect(parse({ closed: false, periods: [{ open: "07:00", close: "11:00" }] })).toBe(true);
    expect(parse({ closed: false })).toBe(false);
    expect(parse({ closed: true, periods: [{ open: "07:00", close: "11:00" }] })).toBe(false);
    expect(parse({ closed: false, periods: [{ open: "7:00", close: "11:00" }] })).toBe(false);
  });
});

describe("sold out", () => {
  const lunch = createPeriod({ id: "lunch", sort_order: 1 }, [{ id: "soup" }, { id: "salad" }]);
  const breakfast = createPeriod({ id: "breakfast", name: "Breakfast", sort_order: 0 }, [
    { id: "soup", name: "Soup" },
  ]);

  it("flags the marked items in every period of the day, and nothing else", () => {
    const served = markSoldOut([lunch, breakfast], ["soup"]);
    const items = served.flatMap((p) => p.categories.flatMap((c) => c.items));
    expect(items.map((item) => [item.id, item.sold_out])).toEqual([
      ["soup", true],
      ["salad", undefined],
      ["soup", true],
    ]);
    // The stored periods are not changed, and an empty set answers them as they are.
    expect(lunch.categories[0]?.items[0]).not.toHaveProperty("sold_out");
    expect(markSoldOut([lunch], [])).toEqual([lunch]);
  });

  it("lists the day's items in period, station and item order with their flag", () => {
    const rows = soldOutRows([lunch, breakfast], ["salad"]);
    expect(rows.map((row) => [row.period_id, row.id, row.sold_out])).toEqual([
      ["breakfast", "soup", false],
      ["lunch", "soup", false],
      ["lunch", "salad", true],
    ]);
    expect(rows[1]).toMatchObject({ station_id: "lunch-station", station_name: "Grill" });
    expect(servesItem([lunch], "salad")).toBe(true);
    expect(servesItem([lunch], "cake")).toBe(false);
  });

  it("keeps its marks in the day's key range but out of onboarding's hands", () => {
    const key = menuSoldOutEntity.key({ siteId: "s", locationId: "l", date: DATE });
    expect(key).toEqual({ pk: "SITE#s#LOC#l", sk: `MENU#${DATE}#SOLDOUT` });
    expect(key.sk.startsWith(`MENU#${DATE}`)).toBe(true);
    expect(isSoldOutSortKey(key.sk)).toBe(true);
    expect(isOwnedMenuItem(key.sk)).toBe(false);
    expect(isOwnedMenuItem(`MENU#${DATE}#CLOSED`)).toBe(true);
    expect(isOwnedMenuItem(`MENU#${DATE}#0001#lunch`)).toBe(true);
    expect(menuSoldOutEntity.fromItem({ item_ids: new Set(["b", "a"]) })).toEqual({
      item_ids: ["a", "b"],
    });
    expect(menuSoldOutEntity.fromItem({})).toEqual({ item_ids: [] });
  });
});

describe("alerts", () => {
  it("keep ids, give new alerts one, and turn the MORE link on exactly when there is one", () => {
    const stored = toStoredAlerts(
      [
        { id: "kept", icon: "info", message: "Hi", link: null, start: null, end: null },
        {
          icon: "warning",
          message: "Closed",
          link: "https://example.edu",
          start: "2026-11-26T08:00:00-08:00",
          end: "2026-11-27T00:00:00Z",
        },
      ],
      () => "alert-new",
    );
    expect(stored).toEqual([
      {
        id: "kept",
        icon: "info",
        message: "Hi",
        use_link: false,
        link: null,
        start: null,
        end: null,
      },
      {
        id: "alert-new",
        icon: "warning",
        message: "Closed",
        use_link: true,
        link: "https://example.edu",
        // UTC, as the public header compares them with its own clock.
        start: "2026-11-26T16:00:00.000Z",
        end: "2026-11-27T00:00:00.000Z",
      },
    ]);
  });

  it("refuse markup, control characters, other link schemes and windows that end first", () => {
    const ok = (alert: Record<string, unknown>) =>
      alertInputSchema.safeParse({ icon: "info", message: "Closed today", ...alert }).success;
    expect(ok({})).toBe(true);
    expect(ok({ message: "Fish & chips < $5 today" })).toBe(true);
    expect(ok({ message: "<script>alert(1)</script>" })).toBe(false);
    expect(ok({ message: "Closed\ntoday" })).toBe(false);
    expect(ok({ message: "x".repeat(301) })).toBe(false);
    expect(ok({ link: "javascript:alert(1)" })).toBe(false);
    expect(ok({ link: "http://example.edu/a?b=c" })).toBe(true);
    expect(ok({ start: "2026-11-27T00:00:00Z", end: "2026-11-26T00:00:00Z" })).toBe(false);
    expect(ok({ start: "2026-11-26T00:00:00Z", end: null })).toBe(true);
  });

  it("refuse two alerts with one id and more than ten alerts", () => {
    const put = (alerts: unknown[]) =>
      putOperationAlerts.input.safeParse({ site_id: "s", version: "v", alerts }).success;
    const alert = { icon: "info", message: "Hi" };
    expect(put([{ ...alert, id: "a" }, alert, alert])).toBe(true);
    expect(
      put([
        { ...alert, id: "a" },
        { ...alert, id: "a" },
      ]),
    ).toBe(false);
    expect(put(Array.from({ length: 11 }, () => alert))).toBe(false);
  });
});
