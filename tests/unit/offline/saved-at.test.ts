import { describe, expect, it } from "vitest";
import { offlineNotice, oldestSavedAt } from "../../../shared/platform/offline/saved-at";

describe("the offline notice", () => {
  it("says when the copy was saved, in the device's 24-hour time", () => {
    const now = new Date(2026, 2, 9, 15, 0);
    expect(offlineNotice(new Date(2026, 2, 9, 11, 42), now)).toBe(
      "Offline, showing what was saved at 11:42",
    );
    expect(offlineNotice(new Date(2026, 2, 9, 7, 5), now)).toBe(
      "Offline, showing what was saved at 07:05",
    );
    expect(offlineNotice(new Date(2026, 2, 9, 0, 0), now)).toBe(
      "Offline, showing what was saved at 00:00",
    );
  });

  it("names the day of a copy saved on another day", () => {
    const now = new Date(2026, 2, 10, 8, 0);
    expect(offlineNotice(new Date(2026, 2, 9, 23, 58), now)).toBe(
      "Offline, showing what was saved at 23:58 on March 9",
    );
    expect(offlineNotice(new Date(2025, 2, 10, 8, 0), now)).toBe(
      "Offline, showing what was saved at 08:00 on March 10",
    );
  });

  it("shows the oldest copy on the page, ignoring values that are no date", () => {
    expect(oldestSavedAt([])).toBeNull();
    expect(oldestSavedAt(["nonsense"])).toBeNull();
    expect(
      oldestSavedAt([
        "2026-03-09T11:42:00.000Z",
        "x",
        "2026-03-09T10:00:00.000Z",
        "2026-03-09T10:30:00.000Z",
      ])?.toISOString(),
    ).toBe("2026-03-09T10:00:00.000Z");
  });
});
