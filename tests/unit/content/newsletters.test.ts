import { describe, expect, it } from "vitest";
import { groupNewsletters, newsletterHeading } from "../../../shared/site-content/newsletters";

describe("newsletters grouped by year, newest first (requirements: public-browsing §2, §9)", () => {
  const newsletters = [
    { name: "Sept", year: 2026, date: "2026-09-01" },
    { name: "Old", year: "2024", date: "2024-03-01" },
    { name: "Nov", year: 2026, date: "2026-11-01" },
    { name: "Spring", year: 2025, date: "2025-04-01" },
    { name: "Winter", year: 2025, date: "2025-01-15" },
  ];

  it("orders years and the newsletters in each year newest first, with headings", () => {
    const groups = groupNewsletters(newsletters, 2026);
    expect(groups.map((group) => [group.heading, group.newsletters.map((n) => n.name)])).toEqual([
      ["Current newsletters for 2026", ["Nov", "Sept"]],
      ["2025 Archives", ["Spring", "Winter"]],
      ["2024 Archives", ["Old"]],
    ]);
  });

  it.each([
    [2026, 2026, "Current newsletters for 2026"],
    [2025, 2026, "2025 Archives"],
  ])("year %i in %i → %s", (year, current, heading) => {
    expect(newsletterHeading(year, current)).toBe(heading);
  });

  it("has no groups without newsletters", () => {
    expect(groupNewsletters([], 2026)).toEqual([]);
  });
});
