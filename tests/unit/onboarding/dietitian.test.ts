import { describe, expect, it } from "vitest";
import { campusDietitianEntity } from "../../../shared/menus/entities/campus-dietitian";
import { isOwnedSiteItem } from "../../../shared/onboarding/owned-items";
import { campusFileToItems, siteFromFile } from "../../../shared/onboarding/plan";
import { validateCampusFile } from "../../../shared/onboarding/validate";
import { createCampusFile } from "../../support/factories/campus-file";

const NOW = new Date("2026-11-22T17:00:00Z");
const base = createCampusFile();
const withDietitian = (dietitian_email: unknown) =>
  validateCampusFile({ ...base, site: { ...base.site, dietitian_email } });

describe("the campus file's dietitian_email (docs/onboarding.md)", () => {
  it("turns label reports on and keeps the address off the public site record", () => {
    const result = withDietitian("dietitian@test.example.edu");
    if (!result.ok) throw new Error(result.errors.join("\n"));
    const site = siteFromFile(result.file);
    expect(site.label_reports).toBe(true);
    expect(JSON.stringify(site)).not.toContain("dietitian@test.example.edu");
    const items = campusFileToItems(result.file, NOW);
    const siteItem = items.find((item) => item.type === "site");
    expect(JSON.stringify(siteItem)).not.toContain("dietitian@test.example.edu");
    const dietitian = items.filter((item) => item.type === campusDietitianEntity.type);
    expect(dietitian).toHaveLength(1);
    expect(campusDietitianEntity.fromItem(dietitian[0] ?? {})).toEqual({
      email: "dietitian@test.example.edu",
    });
    expect(dietitian[0]).toMatchObject(campusDietitianEntity.key({ siteId: "test-campus" }));
  });

  it("is optional: without it the campus takes no reports and stores no address", () => {
    for (const result of [validateCampusFile(base), withDietitian(null)]) {
      if (!result.ok) throw new Error(result.errors.join("\n"));
      expect(siteFromFile(result.file).label_reports).toBe(false);
      const items = campusFileToItems(result.file, NOW);
      expect(items.some((item) => item.type === campusDietitianEntity.type)).toBe(false);
    }
  });

  it("refuses an address that is not one, naming the field", () => {
    const result = withDietitian("dietitian at campus");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      "site.dietitian_email: dietitian_email must be an email address such as dietitian@campus.edu",
    ]);
  });

  it("does not let the file set label_reports itself", () => {
    const result = validateCampusFile({ ...base, site: { ...base.site, label_reports: true } });
    expect(result).toEqual({ ok: false, errors: ["site.label_reports: Unknown field"] });
  });

  it("is onboarding's item, so a file that drops the dietitian removes the address", () => {
    expect(isOwnedSiteItem(campusDietitianEntity.key({ siteId: "x" }).sk)).toBe(true);
  });
});
