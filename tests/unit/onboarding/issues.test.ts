import { describe, expect, it } from "vitest";
import * as z from "zod";
import { formatReport } from "../../../scripts/onboarding/report";
import { formatIssues, formatPath } from "../../../shared/onboarding/issues";
import { menuDaySchema } from "../../../shared/onboarding/menu-day";

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? [] : formatIssues(result.error.issues);
};

describe("zod issue formatting", () => {
  it("writes paths with dots and indexes, and names the root", () => {
    expect(formatPath(["locations", 3, "schedules", 0, "days", 2])).toBe(
      "locations[3].schedules[0].days[2]",
    );
    expect(formatPath([])).toBe("(file)");
  });

  it.each<[string, z.ZodType, unknown, string]>([
    [
      "a short text",
      z.object({ name: z.string().min(2) }),
      { name: "a" },
      "name: Text must have at least 2 characters",
    ],
    [
      "a long list",
      z.object({ s: z.array(z.int()).max(1) }),
      { s: [1, 2] },
      "s: List must have at most 1 entries",
    ],
    [
      "a small number",
      z.object({ n: z.number().min(1) }),
      { n: 0 },
      "n: Number must be at least 1",
    ],
    ["a missing object", z.object({ a: z.object({}) }), {}, "a: Required (object)"],
    [
      "an array where an object is expected",
      z.object({ a: z.object({}) }),
      { a: [] },
      "a: Expected object, received array",
    ],
    [
      "null where text is expected",
      z.object({ a: z.string() }),
      { a: null },
      "a: Expected string, received null",
    ],
    [
      "an early date",
      z.object({ d: z.date().min(new Date(0)) }),
      { d: new Date(-1) },
      "d: Too small: expected date to be >=0",
    ],
    [
      "a custom rule",
      z.object({ a: z.string().regex(/x/, "Must contain x") }),
      { a: "y" },
      "a: Must contain x",
    ],
  ])("explains %s", (_case, schema, value, expected) => {
    expect(issuesOf(schema, value)).toEqual([expected]);
  });

  it("rejects a closed menu day that lists periods", () => {
    expect(
      issuesOf(menuDaySchema, {
        location_id: "a",
        day_offset: 1,
        closed: true,
        periods: [{ id: "l", name: "Lunch" }],
      }),
    ).toEqual(["periods: A closed day has no periods"]);
  });
});

describe("onboarding report", () => {
  it("prints one line per kind in name order, then the files", () => {
    const counts = new Map([
      ["staff", { created: 1, updated: 0, unchanged: 2, removed: 1 }],
      ["event", { created: 0, updated: 0, unchanged: 3, removed: 0 }],
    ]);
    expect(formatReport("x", counts, { uploaded: 2, unchanged: 1 })).toEqual([
      "Onboarded x: 2 item changes",
      "  event  created 0  updated 0  unchanged 3  removed 0",
      "  staff  created 1  updated 0  unchanged 2  removed 1",
      "  files  uploaded 2  unchanged 1",
    ]);
    expect(formatReport("x", new Map(), { uploaded: 0, unchanged: 0 })[0]).toBe(
      "Onboarded x: no item changed",
    );
  });
});
