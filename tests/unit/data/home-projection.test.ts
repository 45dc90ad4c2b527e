import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locationEntity } from "../../../shared/menus/entities/location";
import { homeMenuEntity, menuNames } from "../../../shared/menus/entities/menu";
import { menuDaySchema } from "../../../shared/onboarding/menu-day";
import { menuItems } from "../../../shared/onboarding/plan-menus";
import type { QuerySpec } from "../../../shared/platform/data/entity";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { addDays } from "../../../shared/platform/time/ymd";
import { promoCodeEntity } from "../../../shared/purchase/entities/promo-code";
import { purchaseConfigOfSite } from "../../../shared/purchase/entities/purchase-config";
import { schoolTermEntity } from "../../../shared/purchase/entities/school-term";
import { eventEntity } from "../../../shared/site-content/entities/event";
import {
  homeEventKeys,
  homeMenuKeys,
  homeOfSite,
  todaysMenusOfSite,
} from "../../../shared/site-content/entities/home";
import { newsEntity } from "../../../shared/site-content/entities/news";
import { eventSchema } from "../../../shared/site-content/schemas/event";
import { createLocation, createPeriod } from "../../support/factories/location";

// The campus home's projection (docs/data-model.md #11): which items one Query reads.

/** Whether an item's gsi2 keys fall in a gsi2 Query's key condition. */
function inRange(spec: QuerySpec, item: { gsi2pk?: unknown; gsi2sk?: unknown }): boolean {
  if (spec.index !== "gsi2" || item.gsi2pk !== spec.pk || typeof item.gsi2sk !== "string") {
    return false;
  }
  const sk = item.gsi2sk;
  if (!spec.sk) return true;
  if (!("between" in spec.sk)) throw new Error("a home range is a BETWEEN");
  const [from, to] = spec.sk.between;
  return from <= sk && sk <= to;
}

const SITE = "campus";
const event = (end: Date, published = true) =>
  eventEntity.toItem(
    { siteId: SITE, id: "e1" },
    eventSchema.parse({
      id: "e1",
      title: "Tasting",
      start: new Date(end.getTime() - 3_600_000).toISOString(),
      end: end.toISOString(),
      published,
    }),
  );
const menuTile = (date: string) =>
  homeMenuEntity.toItem({ siteId: SITE, locationId: "grill", date }, { periods: [] });
const ZONES = ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Chicago", "Asia/Kolkata", "UTC"];
const instant = fc.date({
  min: new Date("2026-01-01T00:00:00Z"),
  max: new Date("2030-12-31T23:59:59Z"),
  noInvalidDate: true,
});

describe("the home's Query", () => {
  it("reads events not yet ended, never ended or unpublished ones", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 10_000_000 }), (now, ms) => {
        const spec = homeOfSite(SITE, now);
        expect(inRange(spec, event(new Date(now.getTime() + ms)))).toBe(true);
        expect(inRange(spec, event(new Date(now.getTime() - ms)))).toBe(false);
        expect(inRange(spec, event(new Date(now.getTime() + ms), false))).toBe(false);
      }),
    );
    expect(homeEventKeys(SITE, { id: "e", end: "2026-01-01T00:00:00Z", published: false })).toEqual(
      {},
    );
  });

  it("reads the locations, the news and today's menu tiles in any time zone, no later days", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (now, zone) => {
        const today = campusDate(now, zone);
        for (const spec of [homeOfSite(SITE, now), todaysMenusOfSite(SITE, now)]) {
          const location = createLocation();
          const item = locationEntity.toItem({ siteId: SITE, locationId: location.id }, location);
          expect(inRange(spec, item)).toBe(true);
          expect(inRange(spec, menuTile(today))).toBe(true);
          // Days imported ahead stay out: nothing after tomorrow's UTC date is read.
          const utcDate = now.toISOString().slice(0, 10);
          expect(inRange(spec, menuTile(addDays(utcDate, 2)))).toBe(false);
          expect(inRange(spec, menuTile(addDays(today, 3)))).toBe(false);
        }
        const news = newsEntity.toItem({ siteId: SITE }, { html: "<p>Hi</p>" });
        expect(inRange(homeOfSite(SITE, now), news)).toBe(true);
        // sites/todays_menu leaves the events out.
        expect(inRange(todaysMenusOfSite(SITE, now), event(new Date(now.getTime() + 1000)))).toBe(
          false,
        );
      }),
      { numRuns: 200 },
    );
  });

  it("keeps another campus's items out", () => {
    const other = homeMenuEntity.toItem(
      { siteId: "other", locationId: "grill", date: "2026-11-22" },
      { periods: [] },
    );
    expect(inRange(homeOfSite(SITE, new Date("2026-11-22T12:00:00Z")), other)).toBe(false);
    expect(homeMenuKeys(SITE, "2026-11-22", "grill").gsi2pk).toBe("SITE#campus#HOME");
  });

  it("lets a menu tile expire two days after its day", () => {
    const tile = menuTile("2026-11-22");
    expect(tile.expires_at).toBe(Date.parse("2026-11-24T00:00:00Z") / 1000);
  });
});

describe("the Today's Menu tiles the menus' writer adds", () => {
  const now = new Date("2026-11-22T18:00:00Z");
  const zone = "America/Chicago";
  const today = campusDate(now, zone);
  const lunch = createPeriod({ id: "lunch", name: "Lunch", sort_order: 2 }, [
    { name: "Tacos", sort_order: 2 },
    { name: "Salad", sort_order: 1 },
  ]);
  const breakfast = createPeriod({ id: "breakfast", name: "Breakfast", sort_order: 1 });
  const day = (date: string, extra: Record<string, unknown>) =>
    menuDaySchema.parse({ location_id: "grill", date, ...extra });
  const tiles = (days: ReturnType<typeof day>[]) =>
    menuItems(SITE, zone, days, now).filter((item) => item.type === homeMenuEntity.type);

  it("writes one per served day from yesterday on, names in sort order", () => {
    const written = tiles([
      day(addDays(today, -2), { periods: [lunch] }),
      day(addDays(today, -1), { periods: [lunch] }),
      day(today, { periods: [lunch, breakfast] }),
      day(addDays(today, 1), { closed: true }),
      day(addDays(today, 2), { legacy_html: "<p>Soup</p>" }),
    ]);
    expect(written.map((item) => item.date)).toEqual([addDays(today, -1), today]);
    const names = homeMenuEntity.fromItem(written[1] ?? {}).periods;
    expect(names).toEqual(menuNames([lunch, breakfast]));
    expect(names.map((period) => period.name)).toEqual(["Breakfast", "Lunch"]);
    expect(names[1]?.stations[0]?.items.map((item) => item.name)).toEqual(["Salad", "Tacos"]);
  });
});

describe("the purchase configuration's Query", () => {
  it("reads every kind of the campus under one key, each by its own sort key", () => {
    const spec = purchaseConfigOfSite(SITE);
    const promo = promoCodeEntity.toItem({ siteId: SITE, code: "fall10" }, {
      code: "FALL10",
    } as never);
    const term = schoolTermEntity.toItem(
      { siteId: SITE, start: "2026-08-20", termId: "fall" },
      {} as never,
    );
    for (const item of [promo, term]) {
      expect(item.gsi2pk).toBe(spec.pk);
      expect(item.gsi2sk).toBe(item.sk);
    }
    expect(spec).toEqual({ index: "gsi2", pk: "SITE#campus#PURCHASE" });
  });
});
