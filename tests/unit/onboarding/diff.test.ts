import { describe, expect, it } from "vitest";
import { diffItems, type StoredItem } from "../../../shared/onboarding/diff";
import { isOwnedMenuItem, isOwnedSiteItem } from "../../../shared/onboarding/owned-items";
import type { TableItem } from "../../../shared/onboarding/table-item";

const item = (sk: string, type: string, data: unknown, extra: object = {}): TableItem => ({
  pk: "SITE#x",
  sk,
  type,
  site_id: "x",
  data,
  ...extra,
});

describe("diffItems", () => {
  it("keeps what staff added in the operations console when a campus is onboarded again", () => {
    const closure = { id: "ops-2026-12-25-closed", type: "closed", name: "Christmas" };
    const console = { id: "alert-1a2b3c4d", icon: "info", message: "Grill closed today" };
    const planned = [
      item("LOCATION#a", "location", { name: "A", schedules: [{ id: "weekly" }] }),
      item("SITE", "site", { name: "X", homepage_alerts: [{ id: "file-alert" }] }),
    ];
    const stored: StoredItem[] = [
      item("LOCATION#a", "location", { name: "A", schedules: [{ id: "weekly" }, closure] }),
      item("SITE", "site", {
        name: "X",
        homepage_alerts: [{ id: "file-alert" }, { id: "removed-from-file" }, console],
      }),
    ];
    const diff = diffItems(planned, stored);
    // The location's file entries did not change and the console's stay: nothing to write
    // there; the site lost an alert the file no longer lists and keeps the console's.
    expect(diff.puts.map((p) => p.sk)).toEqual(["SITE"]);
    const edited = diffItems(
      [item("LOCATION#a", "location", { name: "A2", schedules: [{ id: "weekly" }] })],
      stored.slice(0, 1),
    );
    expect(edited.puts.map((p) => (p.data as { schedules: unknown[] }).schedules)).toEqual([
      [{ id: "weekly" }, closure],
    ]);
    // The file's own entries come from the file: one it no longer lists is gone.
    const site = diffItems(
      [item("SITE", "site", { name: "X2", homepage_alerts: [{ id: "file-alert" }] })],
      stored.slice(1),
    );
    expect(
      site.puts.map((p) => (p.data as { homepage_alerts: unknown[] }).homepage_alerts),
    ).toEqual([[{ id: "file-alert" }, console]]);
  });

  it("counts created, updated, unchanged and removed items per kind", () => {
    const planned = [
      item("LOCATION#a", "location", { name: "A" }),
      item("LOCATION#b", "location", { name: "B2" }),
      item("STAFF#0001#c", "staff", { name: "C" }),
    ];
    const stored: StoredItem[] = [
      item("LOCATION#b", "location", { name: "B" }),
      item("STAFF#0001#c", "staff", { name: "C" }),
      item("STAFF#0002#d", "staff", { name: "D" }),
    ];
    const diff = diffItems(planned, stored);
    expect(Object.fromEntries(diff.counts)).toEqual({
      location: { created: 1, updated: 1, unchanged: 0, removed: 0 },
      staff: { created: 0, updated: 0, unchanged: 1, removed: 1 },
    });
    expect(diff.puts.map((p) => p.sk)).toEqual(["LOCATION#a", "LOCATION#b"]);
    expect(diff.deletes).toEqual([{ pk: "SITE#x", sk: "STAFF#0002#d" }]);
  });

  it("ignores attribute order, updated_at and live vote counts when comparing", () => {
    const planned = [
      item(
        "SITE",
        "site",
        { a: 1, b: [1, { c: 2, d: 3 }] },
        { updated_at: "2026-11-22T00:00:00Z" },
      ),
      item("SURVEY#s", "survey", { q: "?" }, { votes: { yes: 0, no: 0 } }),
    ];
    const stored: StoredItem[] = [
      item(
        "SITE",
        "site",
        { b: [1, { d: 3, c: 2 }], a: 1 },
        { updated_at: "2020-01-01T00:00:00Z" },
      ),
      item("SURVEY#s", "survey", { q: "?" }, { votes: { yes: 41, no: 7 } }),
    ];
    const diff = diffItems(planned, stored);
    expect(diff.puts).toEqual([]);
    expect(diff.deletes).toEqual([]);
  });

  it("keeps the live votes of remaining choices when a survey is rewritten", () => {
    const planned = [item("SURVEY#s", "survey", { q: "New?" }, { votes: { yes: 0, maybe: 0 } })];
    const stored: StoredItem[] = [
      item("SURVEY#s", "survey", { q: "?" }, { votes: { yes: 41, no: 7 } }),
    ];
    expect(diffItems(planned, stored).puts[0]?.votes).toEqual({ yes: 41, maybe: 0 });
  });
});

describe("owned items", () => {
  it.each([
    "SITE",
    "SECTION#about",
    "MICROSITE",
    "NEWS",
    "FAQ",
    "ORDERFORM",
    "LOCATION#a",
    "BUILDING#b",
    "EVENT#e",
    "BUEVENT#e",
    "OFFER#o",
    "STAFF#0001#s",
    "NEWSLETTER#2026#2026-01-01#n",
    "ALBUM#0001#a",
    "SURVEY#s",
    "CATERING#0001#c",
    "BLOG#2026-01-01#b",
    "MEETING#2026-01-01T00:00:00Z#m",
    "TERM#2026-08-24#t",
    "SELECTION#type#0000#student",
    "MEALPLAN#0001#gold",
    "CUSTOMOPT#db#d",
    "DBSETTINGS#d",
    "PROMO#SAVE",
    "BLOCKED#ID1",
    "FACULTY#a@b.edu",
  ])("owns %s in the site partition", (sk) => {
    expect(isOwnedSiteItem(sk)).toBe(true);
  });

  it.each([
    "PROFILE",
    "CART",
    "CHECKOUT",
    "ORDER",
    "TODAYSMENU#2026-01-01",
    "FAQSUB",
    "SUB#1",
    "RES#1",
  ])("never owns %s", (sk) => {
    expect(isOwnedSiteItem(sk)).toBe(false);
  });

  it("owns menu and legacy items, not reservation slots, in location partitions", () => {
    expect(isOwnedMenuItem("MENU#2026-01-01#0001#lunch")).toBe(true);
    expect(isOwnedMenuItem("LEGACY#2026-01-01")).toBe(true);
    expect(isOwnedMenuItem("SLOT#1730")).toBe(false);
  });
});

describe("diffItems on stored items of unknown kind", () => {
  it("counts a removed item without a type as unknown", () => {
    const stored = [{ pk: "SITE#x", sk: "STAFF#0001#a", data: undefined }] as StoredItem[];
    expect(diffItems([], stored).counts.get("unknown")).toEqual({
      created: 0,
      updated: 0,
      unchanged: 0,
      removed: 1,
    });
  });

  it("rewrites a survey whose stored item has no vote map, with the file's counts", () => {
    const planned = [item("SURVEY#s", "survey", { q: "New?" }, { votes: { yes: 2 } })];
    const stored: StoredItem[] = [item("SURVEY#s", "survey", { q: "?" })];
    expect(diffItems(planned, stored).puts[0]?.votes).toEqual({ yes: 2 });
  });
});
