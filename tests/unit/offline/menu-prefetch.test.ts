import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  isMenuLocationList,
  locationIdsOf,
  menuPrefetchUrls,
  menuReadOf,
  PREFETCH_DAYS,
  PREFETCH_LIMIT,
} from "../../../shared/platform/offline/menu-prefetch";

const ORIGIN = "https://dining.example.edu";
const periods = (location: string, date: string) =>
  new URL(`${ORIGIN}/v1/location/${location}/periods?site_id=cedar-ridge&date=${date}&platform=0`);

describe("menu reads", () => {
  it("reads the site, location and date of the periods and legacy menu reads", () => {
    expect(menuReadOf(periods("cedar-commons", "2026-03-09"))).toEqual({
      siteId: "cedar-ridge",
      locationId: "cedar-commons",
      date: "2026-03-09",
    });
    const legacy = new URL(
      `${ORIGIN}/v1/legacy_menus/menu?site_id=harbor-state&location_id=anchor&date=2026-03-09`,
    );
    expect(menuReadOf(legacy)).toEqual({
      siteId: "harbor-state",
      locationId: "anchor",
      date: "2026-03-09",
    });
  });

  it("is not a menu read without a site, a date or a location, or on another route", () => {
    for (const href of [
      "/v1/location/x/periods?date=2026-03-09",
      "/v1/location/x/periods?site_id=s",
      "/v1/location/x/periods?site_id=s&date=tomorrow",
      "/v1/legacy_menus/menu?site_id=s&date=2026-03-09",
      "/v1/location/x/periods/lunch?site_id=s&date=2026-03-09",
      "/v1/locations/hours_of_operation?site_id=s&date=2026-03-09",
    ]) {
      expect(menuReadOf(new URL(href, ORIGIN)), href).toBeNull();
    }
  });

  it("adds calendar days across months, years and leap days", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 2)).toBe("2027-01-02");
    expect(addDays("2026-03-09", 0)).toBe("2026-03-09");
  });
});

describe("the menus fetched after a menu read", () => {
  it("fetches the read location's next days first, then the other locations' days", () => {
    const urls = menuPrefetchUrls(periods("a", "2026-03-09"), ["b", "a", "c"], 20);
    expect(urls.slice(0, 5)).toEqual([
      "/v1/location/a/periods?site_id=cedar-ridge&date=2026-03-10&platform=0",
      "/v1/location/a/periods?site_id=cedar-ridge&date=2026-03-11&platform=0",
      "/v1/location/b/periods?site_id=cedar-ridge&date=2026-03-09&platform=0",
      "/v1/location/b/periods?site_id=cedar-ridge&date=2026-03-10&platform=0",
      "/v1/location/b/periods?site_id=cedar-ridge&date=2026-03-11&platform=0",
    ]);
    expect(urls).toHaveLength(2 + 2 * PREFETCH_DAYS);
  });

  it("keeps the legacy read's shape, the location in its query", () => {
    const legacy = new URL(
      `${ORIGIN}/v1/legacy_menus/menu?site_id=h&location_id=a&date=2026-03-09`,
    );
    expect(menuPrefetchUrls(legacy, ["b"], 3)).toEqual([
      "/v1/legacy_menus/menu?site_id=h&location_id=a&date=2026-03-10",
      "/v1/legacy_menus/menu?site_id=h&location_id=a&date=2026-03-11",
      "/v1/legacy_menus/menu?site_id=h&location_id=b&date=2026-03-09",
    ]);
  });

  it("fetches nothing after a read that is no menu read", () => {
    expect(menuPrefetchUrls(new URL(`${ORIGIN}/v1/sites/home_tiles?site_id=s`), ["a"])).toEqual([]);
  });

  it("is bounded, never repeats the observed read or itself, and stays on the read's site", () => {
    const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
    fc.assert(
      fc.property(
        id,
        fc.array(id, { maxLength: 30 }),
        fc.integer({ min: -2, max: 40 }),
        (at, ids, limit) => {
          const observed = periods(at, "2026-03-09");
          const urls = menuPrefetchUrls(observed, ids, limit);
          expect(urls.length).toBeLessThanOrEqual(Math.max(0, limit));
          expect(new Set(urls).size).toBe(urls.length);
          expect(urls).not.toContain(`${observed.pathname}${observed.search}`);
          for (const url of urls) {
            expect(new URL(url, ORIGIN).searchParams.get("site_id")).toBe("cedar-ridge");
          }
        },
      ),
    );
    const many = Array.from({ length: 50 }, (_, i) => `l${i}`);
    expect(menuPrefetchUrls(periods("a", "2026-03-09"), many)).toHaveLength(PREFETCH_LIMIT);
  });
});

describe("the menu page's location list", () => {
  it("is the for_menus list of the same site", () => {
    const list = (query: string) => new URL(`${ORIGIN}/v1/locations/all_locations?${query}`);
    expect(isMenuLocationList(list("site_id=s&for_menus=true&platform=0"), "s")).toBe(true);
    expect(isMenuLocationList(list("site_id=s&for_map=true"), "s")).toBe(false);
    expect(isMenuLocationList(list("site_id=t&for_menus=true"), "s")).toBe(false);
  });

  it("gives its location ids in order, and none for anything else", () => {
    expect(
      locationIdsOf({ locations: [{ id: "a" }, { id: "" }, { name: "x" }, { id: "b" }] }),
    ).toEqual(["a", "b"]);
    for (const body of [null, {}, { locations: "a" }, [1, 2]])
      expect(locationIdsOf(body)).toEqual([]);
  });
});
