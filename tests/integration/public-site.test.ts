import { describe, expect, it } from "vitest";
import { api } from "../support/api";

interface Section {
  slug: string;
  name: string;
  body: string;
  use_banner: boolean;
  microsite_landing: boolean;
}

describe("public site routes on the demo campuses", () => {
  it("sections/info_by_slug answers a section's body and banner fields", async () => {
    const { status, body } = await api<{ section: Section }>(
      "/v1/sections/info_by_slug?site_id=cedar-ridge&slug=about-us",
    );
    expect(status).toBe(200);
    expect(body.section.slug).toBe("about-us");
    expect(body.section.use_banner).toBe(true);
    expect(body.section.body.length).toBeGreaterThan(0);
  });

  it("sections/info_by_slug finds nested sections and ignores case", async () => {
    const { status, body } = await api<{ section: Section }>(
      "/v1/sections/info_by_slug?site_id=cedar-ridge&slug=Balance-Tracker",
    );
    expect(status).toBe(200);
    expect(body.section.slug).toBe("balance-tracker");
  });

  it.each([
    [
      "an unknown section",
      "site_id=cedar-ridge&slug=no-such-section",
      "Sorry, we're unable to find that.",
    ],
    ["an unknown site", "site_id=no-such-site&slug=about-us", "Invalid site."],
  ])("sections/info_by_slug answers 404 for %s", async (_label, query, msg) => {
    const { status, body } = await api(`/v1/sections/info_by_slug?${query}`);
    expect(status).toBe(404);
    expect(body.msg).toBe(msg);
  });

  it("sections/microsite_sections lists only microsite landing sections in sort order", async () => {
    const { status, body } = await api<{ sections: (Section & { sort_order: number })[] }>(
      "/v1/sections/microsite_sections?site_id=cedar-ridge",
    );
    expect(status).toBe(200);
    const slugs = body.sections.map((section) => section.slug);
    expect(slugs).toContain("welcome");
    expect(slugs).not.toContain("about-us");
    const orders = body.sections.map((section) => section.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("microsite answers the campus microsite, and 404 for a campus without one", async () => {
    const found = await api<{ microsite: { tagline: string; stats: unknown[] } }>(
      "/v1/microsite?site=cedar-ridge",
    );
    expect(found.status).toBe(200);
    expect(found.body.microsite.tagline).toBe("The Ridge Dining Pavilion opens January 2027");
    const missing = await api("/v1/microsite?site=harbor-state");
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe("This campus has no microsite.");
  });

  it("tiles/news_content answers the news HTML as stored (the page sanitizes it)", async () => {
    const { status, body } = await api<{ html: string }>(
      "/v1/tiles/news_content?site=harbor-state",
    );
    expect(status).toBe(200);
    expect(body.html).toContain("Dockside Grill is closed for the winter");
  });

  it("sites/todays_menu lists locations > periods > stations > items of today", async () => {
    const { status, body } = await api<{
      date: string;
      locations: { name: string; periods: { stations: { items: { name: string }[] }[] }[] }[];
    }>("/v1/sites/todays_menu?site_id=cedar-ridge");
    expect(status).toBe(200);
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.locations.length).toBeGreaterThan(0);
    const items = body.locations.flatMap((l) =>
      l.periods.flatMap((p) => p.stations.flatMap((s) => s.items)),
    );
    expect(items.length).toBeGreaterThan(0);
  });

  it("sites/home_tiles carries news, today's menu, hours, status and upcoming events in one answer", async () => {
    const { status, body } = await api<{
      news_html: string;
      todays_menu: { locations: unknown[] };
      hours: { locations: { today: unknown }[] };
      status: { locations: { status: { label: string } }[] };
      upcoming: { current_events: unknown[]; event_slug: string | null };
    }>("/v1/sites/home_tiles?site_id=cedar-ridge");
    const alone = await api("/v1/events/upcoming_events?site_id=cedar-ridge");
    const { status: _status, msg: _msg, ...upcoming } = alone.body;
    expect(body.upcoming).toEqual(upcoming);
    expect(body.upcoming.event_slug).toBe("events");
    expect(status).toBe(200);
    expect(body.news_html).toContain("Dining news");
    expect(body.todays_menu.locations.length).toBeGreaterThan(0);
    expect(body.hours.locations.length).toBeGreaterThan(0);
    expect(body.status.locations[0]?.status.label).toBeTruthy();
  });

  it("events/upcoming_events answers at most 3 events soonest first and the section slugs", async () => {
    const { status, body } = await api<{
      current_events: { start: string; end: string }[];
      event_slug: string | null;
      special_offer_slug: string | null;
    }>("/v1/events/upcoming_events?site_id=cedar-ridge");
    expect(status).toBe(200);
    expect(body.event_slug).toBe("events");
    expect(body.special_offer_slug).toBe("special-offers");
    expect(body.current_events.length).toBeGreaterThan(0);
    expect(body.current_events.length).toBeLessThanOrEqual(3);
    const starts = body.current_events.map((event) => event.start);
    expect(starts).toEqual([...starts].sort());
    const now = new Date().toISOString();
    for (const event of body.current_events) expect(event.end >= now).toBe(true);
  });

  it.each([
    "/v1/sites/todays_menu?site_id=no-such-site",
    "/v1/sites/home_tiles?site_id=no-such-site",
    "/v1/events/upcoming_events?site_id=no-such-site",
    "/v1/tiles/news_content?site=no-such-site",
    "/v1/microsite?site=no-such-site",
    "/v1/sections/microsite_sections?site_id=no-such-site",
  ])("%s answers 404 'Invalid site.'", async (path) => {
    const { status, body } = await api(path);
    expect(status).toBe(404);
    expect(body.msg).toBe("Invalid site.");
  });
});
