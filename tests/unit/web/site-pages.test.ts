import { describe, expect, it } from "vitest";
import { visibleTiles } from "../../../web/src/features/site-content/home/lib/visible-tiles";
import { findSection } from "../../../web/src/features/site-content/sections/lib/find-section";
import { siteTheme } from "../../../web/src/features/site-content/site-shell/lib/theme";
import { createSection } from "../../support/factories/section";
import { createSite } from "../../support/factories/site";

describe("findSection (requirements: public-browsing §2 Routing rules)", () => {
  const staff = createSection({ slug: "staff", name: "Staff" });
  const list = [
    createSection({ slug: "menus" }),
    createSection({ slug: "about", nodes: [staff] }),
    createSection({ slug: "jobs", is_url: true, url: "jobs.example.edu" }),
    createSection({ slug: "draft", new_section: true }),
  ];

  it("finds top-level and nested sections, ignoring case", () => {
    expect(findSection(list, "menus", false)?.slug).toBe("menus");
    expect(findSection(list, "STAFF", false)).toEqual(staff);
  });

  it.each([
    ["an unknown slug", "nope", false],
    ["an external link", "jobs", false],
    ["a new section without extra_nav", "draft", false],
  ])("is null for %s", (_label, slug, extraNav) => {
    expect(findSection(list, slug, extraNav)).toBeNull();
  });

  it("finds a new section when extra_nav shows it", () => {
    expect(findSection(list, "draft", true)?.slug).toBe("draft");
  });
});

describe("visibleTiles (requirements: public-browsing §2 Home page)", () => {
  const all = [
    "map",
    "content",
    "hours",
    "whats_open",
    "recharge",
    "todays_menu",
    "survey",
    "facebook",
    "youtube",
    "vimeo",
  ] as const;

  it("keeps the configured order and drops tiles whose condition is unmet", () => {
    const site = createSite({
      tiles: [...all],
      show_map_tile: false,
      recharge: false,
      social_media: {},
    });
    expect(visibleTiles(site)).toEqual(["content", "hours", "whats_open", "todays_menu", "survey"]);
  });

  it("shows map, recharge and social tiles when enabled", () => {
    const site = createSite({
      tiles: ["vimeo", "map", "recharge", "facebook", "youtube"],
      show_map_tile: true,
      recharge: true,
      social_media: { vimeo: "campus", youtube: "campus" },
    });
    expect(visibleTiles(site)).toEqual(["vimeo", "map", "recharge", "youtube"]);
  });
});

describe("siteTheme", () => {
  it("exposes the brand colour, an AA-safe text colour and an AA-safe brand ink as tokens", () => {
    expect(siteTheme({ brand_color: "#ffcc00", text_color: "#ffffff" })).toEqual({
      "--brand": "#ffcc00",
      "--brand-text": "#000000",
      // Yellow fails as text on the light surfaces, so it is darkened to a mustard that passes.
      "--brand-ink": "#866b00",
    });
    expect(siteTheme({ brand_color: "#003366", text_color: "#ffffff" })).toEqual({
      "--brand": "#003366",
      "--brand-text": "#ffffff",
      "--brand-ink": "#003366",
    });
  });
});
