import { describe, expect, it } from "vitest";
import { demoCampusFile } from "../../../scripts/onboarding/demo";
import { CampusFileError, readCampusFile } from "../../../scripts/onboarding/read-campus-file";
import { validateCampusFile } from "../../../shared/onboarding/validate";
import { createCampusFile } from "../../support/factories/campus-file";

type Raw = Record<string, unknown>;
const clone = (): Raw => structuredClone(createCampusFile()) as Raw;
const at = (value: unknown, ...path: (string | number)[]): Raw =>
  path.reduce<unknown>((node, key) => (node as Raw)[key], value) as Raw;

function errorsOf(raw: unknown): string[] {
  const result = validateCampusFile(raw);
  return result.ok ? [] : result.errors;
}

describe("campus file validation", () => {
  it("accepts the factory file", () => {
    expect(validateCampusFile(createCampusFile()).ok).toBe(true);
  });

  it.each(["cedar-ridge", "harbor-state"] as const)("accepts the %s demo file", async (campus) => {
    const { file } = await readCampusFile(demoCampusFile(campus));
    expect(file.site.id).toBe(campus);
    expect(file.menus.length).toBeGreaterThan(0);
  });

  it.each<[string, (raw: Raw) => void, string]>([
    [
      "a weekday above 6",
      (raw) => {
        at(raw, "locations", 0, "schedules", 0).days = [1, 2, 9];
      },
      "locations[0].schedules[0].days[2]: Number must be at most 6",
    ],
    [
      "a colour that is not #RRGGBB",
      (raw) => {
        at(raw, "site").brand_color = "green";
      },
      "site.brand_color: Colours must be written #RRGGBB",
    ],
    [
      "a missing slug in a nested node",
      (raw) => {
        delete at(raw, "sections", 0, "nodes", 0).slug;
      },
      "sections[0].nodes[0].slug: Required (string)",
    ],
    [
      "an unknown location type",
      (raw) => {
        at(raw, "locations", 0).type = "cafe";
      },
      'locations[0].type: Expected one of: "concept", "webtrition", "other"',
    ],
    [
      "a number where text is expected",
      (raw) => {
        at(raw, "events", 0).title = 42;
      },
      "events[0].title: Expected string, received number",
    ],
    [
      "an event start that is not UTC ISO",
      (raw) => {
        at(raw, "events", 0).start = "2026-11-20 10:00";
      },
      "events[0].start: Instants must be ISO-8601 UTC, e.g. 2026-03-08T17:00:00Z",
    ],
    [
      "a menu day with both offset and date",
      (raw) => {
        at(raw, "menus", 0).date = "2026-11-20";
      },
      "menus[0].day_offset: Give exactly one of day_offset and date",
    ],
    [
      "a file key outside the spec's folders",
      (raw) => {
        at(raw, "files", 0).key = "logos/logo.svg";
      },
      "files[0].key: A file key is {folder}/{name} with folder one of images, microsite, section_banner, location, catering, newsletters, special, staff, map",
    ],
  ])("names the path of %s", (_case, mutate, expected) => {
    const raw = clone();
    mutate(raw);
    expect(errorsOf(raw)).toContain(expected);
  });

  it("reports fields the schema does not know, with their path", () => {
    const raw = clone();
    at(raw, "locations", 0).show_menu = true;
    at(raw, "site").colour = "#000000";
    expect(errorsOf(raw)).toEqual([
      "site.colour: Unknown field",
      "locations[0].show_menu: Unknown field",
    ]);
  });

  it("names the file and every error when reading a bad file", async () => {
    const error = await readCampusFile("tests/unit/onboarding/no-such-file.json").catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    const bad = new CampusFileError("campus.json", ["site.name: Required (string)"]);
    expect(bad.message).toBe(
      "campus.json is not a valid campus file:\n  site.name: Required (string)",
    );
  });
});
