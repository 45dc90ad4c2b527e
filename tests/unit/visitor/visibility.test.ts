import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  byStart,
  isArticlePublished,
  isEventListed,
  isOfferCurrent,
} from "../../../shared/visitor-forms/visibility";

const NOW = "2026-11-22T18:00:00.000Z";
const dated = (start: string, end: string, published = true) => ({ start, end, published });

describe("only published content within its dates is served", () => {
  it.each([
    ["upcoming", dated("2026-12-01T00:00:00Z", "2026-12-01T02:00:00Z"), true],
    ["under way", dated("2026-11-22T17:00:00Z", "2026-11-22T19:00:00Z"), true],
    ["ending this instant", dated("2026-11-22T17:00:00Z", NOW), true],
    ["over", dated("2026-11-20T17:00:00Z", "2026-11-20T19:00:00Z"), false],
    ["unpublished", dated("2026-12-01T00:00:00Z", "2026-12-01T02:00:00Z", false), false],
  ])("an event that is %s is listed: %s", (_label, event, listed) => {
    expect(isEventListed(event, NOW)).toBe(listed);
  });

  it.each([
    ["running", dated("2026-11-01T00:00:00Z", "2026-12-01T00:00:00Z"), true],
    ["starting this instant", dated(NOW, "2026-12-01T00:00:00Z"), true],
    ["not started", dated("2026-11-23T00:00:00Z", "2026-12-01T00:00:00Z"), false],
    ["over", dated("2026-10-01T00:00:00Z", "2026-11-01T00:00:00Z"), false],
    ["unpublished", dated("2026-11-01T00:00:00Z", "2026-12-01T00:00:00Z", false), false],
  ])("a special offer that is %s is current: %s", (_label, offer, current) => {
    expect(isOfferCurrent(offer, NOW)).toBe(current);
  });

  it.each([
    ["2026-11-21", true, true],
    ["2026-11-22", true, true],
    ["2026-11-23", true, false],
    ["2026-11-01", false, false],
  ])("a blog article dated %s (published %s) is out on 2026-11-22: %s", (date, published, out) => {
    expect(isArticlePublished({ published_date: date, published }, "2026-11-22")).toBe(out);
  });

  it("orders by start, then by id, whatever the input order", () => {
    const items = [
      { id: "b", start: "2026-12-01T00:00:00Z" },
      { id: "a", start: "2026-12-01T00:00:00Z" },
      { id: "c", start: "2026-11-01T00:00:00Z" },
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(items, { minLength: 3, maxLength: 3 }), (shuffled) => {
        expect([...shuffled].sort(byStart).map(({ id }) => id)).toEqual(["c", "a", "b"]);
      }),
    );
  });
});
