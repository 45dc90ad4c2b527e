import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hoursOfOperation } from "../../../shared/menus/hours-table";
import { locationNow, scheduleWeek } from "../../../shared/menus/location-now";
import { buildOpenApiDocument } from "../../../shared/platform/api/openapi";
import { declaredInputs, routeKey } from "../../../shared/platform/api/route";
import {
  FIRST_DATE,
  FIRST_INSTANT,
  LAST_DATE,
  LAST_INSTANT,
} from "../../../shared/platform/time/calendar-bounds";
import { campusDate, campusMoment } from "../../../shared/platform/time/campus-clock";
import { weekView } from "../../../shared/platform/time/week";
import { addDays, daysBetween } from "../../../shared/platform/time/ymd";
import { routeList } from "../../../shared/route-list";
import {
  DATES_OUT_OF_RANGE,
  type DateInput,
  dateInputsOf,
  EDGE_DATES,
  EDGE_INSTANTS,
  IMPOSSIBLE_DATES,
  INSTANTS_OUT_OF_RANGE,
  type OpenApiOperation,
} from "../../support/date-parameters";
import { createBuilding, createLocation } from "../../support/factories/location";
import { createSchedule } from "../../support/factories/schedule";

// docs/security.md, "What the API promises": every date and instant a route accepts is a real
// calendar value from 2000 to 2100 (shared/platform/schemas/dates.ts), refused with 400 otherwise, and
// the date arithmetic behind the hours, open-status and reservation routes cannot throw on one.

/** A name that says "date" or "instant"; a birthday (MM/DD) is neither. */
const DATE_LIKE = /(^|_)(date|time|timestamp|at|day)$/;

const document = buildOpenApiDocument(routeList) as {
  paths: Record<string, Record<string, OpenApiOperation>>;
};

type Route = (typeof routeList)[number];
function operationOf(route: Route): OpenApiOperation {
  const operation = document.paths[route.path]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${routeKey(route)} is missing from the OpenAPI document`);
  return operation;
}

/** Each route's date inputs as OpenAPI documents them (parameters and body properties). */
const dateInputs: (DateInput & { route: Route })[] = routeList.flatMap((route) =>
  dateInputsOf(operationOf(route)).map((input) => ({ ...input, route })),
);

const BAD_DATES = [
  ...IMPOSSIBLE_DATES,
  "2026-1-5",
  ...DATES_OUT_OF_RANGE,
  "2026-03-09T00:00:00Z",
  "",
];
const BAD_INSTANTS = [
  ...INSTANTS_OUT_OF_RANGE,
  ...IMPOSSIBLE_DATES,
  "2026-1-5",
  ...DATES_OUT_OF_RANGE,
  "",
];

const issuesAt = (route: Route, name: string, value: unknown) => {
  const parsed = route.input.safeParse({ ...route.example, [name]: value });
  return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === name);
};

describe("dates and instants of the route list", () => {
  it("documents every input named like a date or an instant as format date or date-time", () => {
    const named = routeList.flatMap((route) =>
      (declaredInputs(route) ?? [])
        .filter((name) => DATE_LIKE.test(name))
        .map((name) => `${routeKey(route)} ${name}`),
    );
    const documented = dateInputs.map(({ route, name }) => `${routeKey(route)} ${name}`);
    expect(named.length).toBeGreaterThanOrEqual(15);
    expect(documented).toEqual(expect.arrayContaining(named));
  });

  it.each(dateInputs.map((input) => [`${routeKey(input.route)} ${input.name}`, input] as const))(
    "%s refuses impossible dates and the range's outside, and takes its edges",
    (_l, input) => {
      const { route, name, kind } = input;
      for (const value of kind === "date" ? BAD_DATES : BAD_INSTANTS) {
        expect(issuesAt(route, name, value), `${name}=${value}`).not.toEqual([]);
      }
      const edges =
        kind === "date"
          ? [...EDGE_DATES, "2028-02-29"]
          : [...EDGE_INSTANTS, "2026-03-09T12:00:00+14:00"];
      for (const value of edges)
        expect(issuesAt(route, name, value), `${name}=${value}`).toEqual([]);
    },
  );

  it("takes epoch milliseconds for the open-status instant within the same range", () => {
    const open = routeList.find((route) => route.path === "/v1/locations/open");
    if (!open) throw new Error("route list changed: the open-status route moved");
    for (const value of [String(FIRST_INSTANT), String(LAST_INSTANT), "1773075600000"]) {
      expect(issuesAt(open, "timestamp", value), value).toEqual([]);
    }
    for (const value of ["0", "-1", String(FIRST_INSTANT - 1), String(LAST_INSTANT + 1)]) {
      expect(issuesAt(open, "timestamp", value), value).not.toEqual([]);
    }
    for (const value of ["8640000000000000", "8640000000000001", "1e400", "NaN", "1.5"]) {
      expect(issuesAt(open, "timestamp", value), value).not.toEqual([]);
    }
  });
});

describe("the date arithmetic behind the routes, on any accepted value", () => {
  // The zones furthest from UTC either way, and a campus one with daylight saving.
  const zones = fc.constantFrom("Pacific/Kiritimati", "Etc/GMT+12", "America/Los_Angeles");
  const span = daysBetween(FIRST_DATE, LAST_DATE);
  const dates = fc.oneof(
    fc.constantFrom(FIRST_DATE, LAST_DATE, "2000-02-29", "2100-02-28"),
    fc.integer({ min: 0, max: span }).map((offset) => addDays(FIRST_DATE, offset)),
  );
  const instants = fc.oneof(
    fc.constantFrom(FIRST_INSTANT, LAST_INSTANT),
    fc.integer({ min: FIRST_INSTANT, max: LAST_INSTANT }),
  );
  const location = createLocation({
    schedules: [
      createSchedule({ start: FIRST_DATE, end: LAST_DATE }),
      createSchedule({ type: "closed", start: "2100-12-25", end: LAST_DATE, days: [0, 1, 2] }),
    ],
  });
  const building = createBuilding();

  it("never throws for a date and an instant inside the bounds, in any zone", () => {
    fc.assert(
      fc.property(dates, instants, zones, (date, instant, zone) => {
        const moment = campusMoment(instant, zone);
        expect(moment.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(weekView(date, instant, zone).days).toHaveLength(7);
        expect(scheduleWeek(location.schedules, date)).toHaveLength(7);
        expect(locationNow(location, instant, zone).status.label).toMatch(/Open|Closed/);
        expect(hoursOfOperation([location], [building], date, instant, zone).tables).toHaveLength(
          1,
        );
        expect(weekView(campusDate(instant, zone), instant, zone).days).toHaveLength(7);
      }),
      { numRuns: 300 },
    );
  });

  it("is why the bounds exist: a year past 9999 cannot even be written as a date", () => {
    expect(() => weekView("9999-12-31", Date.UTC(2026, 0, 1), "America/Los_Angeles")).toThrow();
    expect(() => locationNow(location, 8.64e15, "America/Los_Angeles")).toThrow();
  });
});
