import { describe, expect, it } from "vitest";
import { validateCampusFile } from "../../../shared/onboarding/validate";
import { createCampusFile } from "../../support/factories/campus-file";

type Raw = Record<string, unknown>;

function errorsOf(mutate: (raw: Raw) => void): string[] {
  const raw = structuredClone(createCampusFile()) as Raw;
  mutate(raw);
  const result = validateCampusFile(raw);
  return result.ok ? [] : result.errors;
}

const site = (raw: Raw) => raw.site as Raw;

describe("names reserved for the operations console", () => {
  it.each(["operations", "Operations", " OPERATIONS "])("refuses the slug %j", (slug) => {
    expect(
      errorsOf((raw) => {
        site(raw).slug = slug;
      }),
    ).toEqual([
      'site.slug: "operations" is reserved for the operations console (/operations); choose another slug',
    ]);
  });

  it("refuses the console's tenant as a site id, with that message alone", () => {
    expect(
      errorsOf((raw) => {
        site(raw).id = "_operations";
      }),
    ).toEqual([
      `site.id: "_operations" is reserved for the operations console's own records; choose another id`,
    ]);
  });

  it("reports a reserved name beside the file's other problems", () => {
    const errors = errorsOf((raw) => {
      site(raw).slug = "operations";
      site(raw).time_zone = "Mars/Olympus";
    });
    expect(errors[0]).toMatch(/^site\.slug: "operations" is reserved/);
    expect(errors.some((line) => line.startsWith("site.time_zone:"))).toBe(true);
  });

  it("accepts slugs that merely contain the word", () => {
    expect(
      errorsOf((raw) => {
        site(raw).slug = "operations-campus";
      }),
    ).toEqual([]);
  });
});

describe("staff_accounts", () => {
  it("reads each staff member, the email trimmed and lower-cased", () => {
    const result = validateCampusFile(
      createCampusFile({
        staff_accounts: [
          { email: " Manager@Test.example.edu ", name: "Mo Manager", role: "manager" },
          { email: "admin@company.example", name: "Ada Admin", role: "admin" },
        ],
      }),
    );
    expect(result.ok && result.file.staff_accounts).toEqual([
      { email: "manager@test.example.edu", name: "Mo Manager", role: "manager" },
      { email: "admin@company.example", name: "Ada Admin", role: "admin" },
    ]);
  });

  it("defaults to none", () => {
    const result = validateCampusFile(createCampusFile());
    expect(result.ok && result.file.staff_accounts).toEqual([]);
  });

  it("names the path of a bad entry and of a repeated email", () => {
    const errors = errorsOf((raw) => {
      raw.staff_accounts = [
        { email: "host@test.example.edu", name: "Hal", role: "host" },
        { email: "not-an-email", name: "X", role: "host" },
        { email: "HOST@test.example.edu", name: "Hal Again", role: "chef" },
        { email: "host@test.example.edu", name: "Hal Thrice", role: "host", pin: "1234" },
      ];
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        "staff_accounts[1].email: Expected an email address",
        expect.stringMatching(/^staff_accounts\[2\]\.role: Expected one of: "admin"/),
      ]),
    );
    const valid = errorsOf((raw) => {
      raw.staff_accounts = [
        { email: "host@test.example.edu", name: "Hal", role: "host" },
        { email: "HOST@test.example.edu", name: "Hal Again", role: "manager" },
        { email: "host2@test.example.edu", name: "Hal Two", role: "host", pin: "1234" },
      ];
    });
    expect(valid).toEqual([
      "staff_accounts[2].pin: Unknown field",
      'staff_accounts[1].email: Duplicate staff account email "host@test.example.edu" (first at staff_accounts[0].email)',
    ]);
  });
});
