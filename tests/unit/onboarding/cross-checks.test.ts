import { describe, expect, it } from "vitest";
import { validateCampusFile } from "../../../shared/onboarding/validate";
import { createCampusFile } from "../../support/factories/campus-file";

type Raw = Record<string, unknown>;
type List = Raw[];

function errorsAfter(mutate: (raw: Raw) => void): string[] {
  const raw = structuredClone(createCampusFile()) as Raw;
  mutate(raw);
  const result = validateCampusFile(raw);
  return result.ok ? [] : result.errors;
}

const list = (raw: Raw, key: string) => raw[key] as List;
const form = (raw: Raw) => raw.order_form as Raw;

describe("campus file cross-checks", () => {
  it.each<[string, (raw: Raw) => void, string]>([
    [
      "duplicate location ids",
      (raw) => list(raw, "locations").push({ id: "dining", name: "Dining Two" }),
      'locations[1].id: Duplicate locations id "dining" (first at locations[0].id)',
    ],
    [
      "section slugs repeated in another case, nested",
      (raw) => list(raw, "sections").push({ id: "sec-x", name: "X", slug: "Staff" }),
      'sections[1].slug: Duplicate section slug "staff" (first at sections[0].nodes[0].slug)',
    ],
    [
      "a building_id naming no building",
      (raw) => {
        (list(raw, "locations")[0] as Raw).building_id = "annex";
      },
      'locations[0].building_id: Unknown building "annex"',
    ],
    [
      "an image missing from files",
      (raw) => {
        raw.files = [];
      },
      'site.site_logo.file_name: Unknown file (add it to files) "images/logo.svg"',
    ],
    [
      "a staff picture under the wrong folder",
      (raw) => {
        raw.staff = [
          { id: "ann", first_name: "Ann", last_name: "Lee", picture: { file_name: "logo.svg" } },
        ];
      },
      'staff[0].picture.file_name: Unknown file (add it to files) "staff/logo.svg"',
    ],
    [
      "a carousel image linking to an unknown event",
      (raw) => {
        (raw.site as Raw).homepage_images = [{ file_name: "logo.svg", event_id: "gala" }];
        list(raw, "files").push({ path: "x", key: "images/other.svg" });
      },
      'site.homepage_images[0].event_id: Unknown event "gala"',
    ],
    [
      "an event ending before it starts",
      (raw) => {
        (list(raw, "events")[0] as Raw).end = "2026-11-20T17:00:00Z";
      },
      "events[0].end: Must not be before start",
    ],
    [
      "a newsletter whose year is not its date's",
      (raw) => {
        raw.newsletters = [
          { id: "n1", name: "N", year: 2025, date: "2026-01-05", file_name: "n.pdf" },
        ];
        list(raw, "files").push({ path: "x", key: "newsletters/n.pdf" });
      },
      "newsletters[0].year: Must be the year of date 2026-01-05",
    ],
    [
      "menus for a location that shows no menus",
      (raw) => {
        (list(raw, "locations")[0] as Raw).show_menus = false;
      },
      'menus[0].location_id: Unknown location with show_menus "dining"',
    ],
    [
      "the same menu day twice",
      (raw) => list(raw, "menus").push({ location_id: "dining", day_offset: 0 }),
      'menus[1]: Duplicate menu day "dining day 0" (first at menus[0])',
    ],
    [
      "duplicate choice ids in a survey",
      (raw) => {
        ((list(raw, "surveys")[0] as Raw).choices as List).push({
          id: "pizza",
          choice: "More pizza",
        });
      },
      'surveys[0].choices[2].id: Duplicate choice id "pizza" (first at surveys[0].choices[0].id)',
    ],
    [
      "a selection naming an unknown meal plan",
      (raw) => {
        ((form(raw).selections as Raw).types as List)[0] = {
          id: "student",
          name: "Student",
          meal_plans: ["silver"],
        };
      },
      'order_form.selections.types[0].meal_plans[0]: Unknown meal plan "silver"',
    ],
    [
      "settings naming an unknown customer type",
      (raw) => {
        (form(raw).settings as Raw).declining_balance_customer_types = ["parent"];
      },
      'order_form.settings.declining_balance_customer_types[0]: Unknown customer type "parent"',
    ],
    [
      "promo codes equal but for case",
      (raw) =>
        (form(raw).promo_codes as List).push({
          code: "SAVE5",
          type: "bonus",
          adj: "fixed",
          value: 500,
        }),
      'order_form.promo_codes[1].code: Duplicate promo code "SAVE5" (first at order_form.promo_codes[0].code)',
    ],
    [
      "a meal plan sort order that does not fit the key",
      (raw) => {
        ((form(raw).meal_plans as List)[0] as Raw).sort_order = -1;
      },
      "order_form.meal_plans[0].sort_order: Number must be between 0 and 9999",
    ],
    [
      "faculty emails equal but for case",
      (raw) => {
        form(raw).faculty_emails = ["a@x.edu", "A@x.edu"];
      },
      'order_form.faculty_emails[1]: Duplicate faculty email "a@x.edu" (first at order_form.faculty_emails[0])',
    ],
  ])("rejects %s", (_case, mutate, expected) => {
    expect(errorsAfter(mutate)).toContain(expected);
  });

  it("accepts FAQ trees whose ids are unique at every level, and rejects repeats", () => {
    const faq = (id: string, children: unknown[] = []) => ({
      id,
      text: id,
      child_questions: children,
    });
    expect(errorsAfter((raw) => (raw.faqs = [faq("a", [faq("b", [faq("c")])])]))).toEqual([]);
    expect(errorsAfter((raw) => (raw.faqs = [faq("a", [faq("b", [faq("a")])])]))).toEqual([
      'faqs[0].child_questions[0].child_questions[0].id: Duplicate question id "a" (first at faqs[0].id)',
    ]);
  });
});

describe("a campus without a logo or a purchase form", () => {
  it("needs no files and no order form", () => {
    const base = createCampusFile();
    const { site_logo: _logo, ...site } = base.site;
    const result = validateCampusFile(createCampusFile({ site, order_form: null, files: [] }));
    expect(result.ok).toBe(true);
  });
});
