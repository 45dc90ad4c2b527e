import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capItems, MORE_ITEMS_AT } from "../../../web/src/features/site-content/home/lib/cap-items";
import { carouselTarget } from "../../../web/src/features/site-content/home/lib/carousel-target";
import {
  isModalDismissed,
  MODAL_COOKIE_MAX_AGE_S,
  rememberModalDismissed,
} from "../../../web/src/features/site-content/home/lib/modal-cookie";
import {
  daysUntil,
  isMicrositeSectionShown,
  STAT_DELAYS_MS,
} from "../../../web/src/features/site-content/microsite/lib/microsite-rules";
import { allowedScript } from "../../../web/src/features/site-content/sections/lib/section-script";
import { currentAlerts } from "../../../web/src/features/site-content/site-shell/components/site-alerts";
import {
  CLIMATE_RATINGS,
  isMobileUserAgent,
} from "../../../web/src/features/site-content/static-pages/lib/climate-ratings";
import { socialLinks } from "../../../web/src/lib/social";
import { createSite } from "../../support/factories/site";

const menuWith = (count: number) => [
  {
    id: "l",
    name: "Commons",
    periods: [
      {
        id: "p",
        name: "Lunch",
        stations: [
          {
            id: "s",
            name: "Grill",
            items: Array.from({ length: count }, (_, i) => ({ id: `${i}`, name: `Item ${i}` })),
          },
        ],
      },
    ],
  },
];

describe("Today's Menu tile (requirements: public-browsing §2: 'More items' at 10 or more)", () => {
  it.each([
    [0, 0],
    [9, 9],
    [10, 9],
    [25, 9],
  ])("%i items: keeps %i and counts all", (count, kept) => {
    const { locations, total } = capItems(menuWith(count));
    expect(total).toBe(count);
    const shown = locations.flatMap((l) =>
      l.periods.flatMap((p) => p.stations.flatMap((s) => s.items)),
    );
    expect(shown).toHaveLength(kept);
    expect(total >= MORE_ITEMS_AT).toBe(count >= 10);
  });
});

describe("carousel targets (requirements: public-browsing §2 Home page)", () => {
  const site = createSite({ slug: "uni" });
  const offers = createSite({
    slug: "uni",
    section_list: [
      { id: "o", name: "Offers", slug: "deals", master_slug: "special-offers" },
    ] as never,
  });
  const none = { event_id: null, special_offer_id: null, link: null };
  it.each([
    [
      "an event",
      site,
      { ...none, event_id: "brunch" },
      { href: "/uni/event/brunch", internal: true },
    ],
    [
      "a special offer",
      offers,
      { ...none, special_offer_id: "x" },
      { href: "/uni/deals", internal: true },
    ],
    [
      "a same-site path",
      site,
      { ...none, link: "/uni/menus" },
      { href: "/uni/menus", internal: true },
    ],
    [
      "a same-site URL",
      site,
      { ...none, link: "https://doc.test/uni/x" },
      { href: "/uni/x", internal: true },
    ],
    [
      "another site",
      site,
      { ...none, link: "apps.example.com/a" },
      { href: "https://apps.example.com/a", internal: false },
    ],
    ["nothing", site, none, null],
  ])("%s", (_label, where, image, expected) => {
    expect(carouselTarget(where, image, "https://doc.test")).toEqual(expected);
  });
});

describe("landing modal cookie (requirements: public-browsing §9: lasts forever)", () => {
  it("is read back, among other cookies, only when true", () => {
    expect(isModalDismissed("a=1; doc_landing_modal_dismissed=true")).toBe(true);
    expect(isModalDismissed("doc_landing_modal_dismissed=false")).toBe(false);
    expect(isModalDismissed("")).toBe(false);
  });
  it("is kept ten years on the whole site", () => {
    expect(MODAL_COOKIE_MAX_AGE_S).toBe(315_360_000);
    expect(rememberModalDismissed()).toBe(
      "doc_landing_modal_dismissed=true; max-age=315360000; path=/; SameSite=Lax",
    );
  });
});

describe("microsite rules (requirements: public-browsing §2 Microsite, §9)", () => {
  it("shows stat cards at 1000, 1500 and 2000 ms", () => {
    expect(STAT_DELAYS_MS).toEqual([1000, 1500, 2000]);
  });
  it.each([
    ["welcome", { welcome_published: true }, true],
    ["welcome", {}, false],
    ["residential", { residential_published: false }, false],
    ["meal_plans", {}, true],
    ["join_our_team", {}, true],
  ])("%s with %o → %s", (slug, flags, shown) => {
    expect(isMicrositeSectionShown(slug, flags)).toBe(shown);
  });
  it("counts whole days until opening, never below zero", () => {
    expect(daysUntil("2026-11-22", "2027-01-11")).toBe(50);
    expect(daysUntil("2026-03-07", "2026-03-09")).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (a, b) => {
        const ymd = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
        expect(daysUntil(ymd(a), ymd(b))).toBe(Math.max(0, b - a));
      }),
    );
  });
});

describe("section script allow-list (requirements: public-browsing §2 Section page)", () => {
  const url = "https://widgets.example.org/a.js";
  it.each([
    [{ use_script: false, script_url: url }, [url], null],
    [{ use_script: true, script_url: null }, [url], null],
    [{ use_script: true, script_url: url }, [url], { url, allowed: true }],
    [{ use_script: true, script_url: url }, [], { url, allowed: false }],
    [
      { use_script: true, script_url: "http://widgets.example.org/a.js" },
      ["http://widgets.example.org/a.js"],
      { url: "http://widgets.example.org/a.js", allowed: false },
    ],
  ])("%o with %o", (section, allowlist, expected) => {
    expect(allowedScript(section, allowlist)).toEqual(expected);
  });
});

describe("header alerts and social links (requirements: public-browsing §2 Header)", () => {
  const alert = (start: string | null, end: string | null) => ({
    id: "a",
    icon: "info" as const,
    message: "m",
    use_link: false,
    link: null,
    start,
    end,
  });
  it.each([
    [null, null, true],
    ["2026-11-01T00:00:00Z", null, true],
    ["2026-12-01T00:00:00Z", null, false],
    [null, "2026-11-22T12:00:00Z", false],
    [null, "2026-11-23T00:00:00Z", true],
  ])("start %s end %s → shown %s", (start, end, shown) => {
    expect(currentAlerts([alert(start, end)], "2026-11-22T12:00:00Z")).toHaveLength(shown ? 1 : 0);
  });
  it("never shows snapchat, and keeps the header's order", () => {
    const links = socialLinks({ snapchat: "s", vimeo: "v", facebook: "f" });
    expect(links.map((link) => link.network)).toEqual(["facebook", "vimeo"]);
    expect(links[0]?.href).toBe("https://www.facebook.com/f");
  });
});

describe("static pages", () => {
  it("explains the requirements: public-browsing §9 climate ratings", () => {
    expect(CLIMATE_RATINGS.map((r) => [r.rating, r.betterThanPercent])).toEqual([
      ["Best", 95],
      ["Great", 85],
      ["Good", 75],
      ["Climate friendly", 70],
    ]);
  });
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148", true],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36", true],
    ["Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36", false],
  ])("%s is mobile: %s", (ua, mobile) => {
    expect(isMobileUserAgent(ua)).toBe(mobile);
  });
});
