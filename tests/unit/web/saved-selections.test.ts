import { describe, expect, it } from "vitest";
import {
  EMPTY_DRAFT,
  firstOptions,
  isComplete,
  parseSavedSelections,
  restoreSelections,
} from "../../../web/src/features/purchase/purchase/lib/saved-selections";

const lists = {
  locations: [{ id: "north" }, { id: "south" }],
  terms: [{ id: "fall" }],
  types: [{ id: "student" }, { id: "guest" }],
  years: [{ id: "y1" }],
};

describe("saved customer selections (requirements: purchases §4)", () => {
  it("keeps ids that still exist and falls back to the first option for the rest", () => {
    const saved = { location_id: "south", term_id: "gone", type_id: "guest", year_id: "y1" };
    expect(restoreSelections(saved, lists)).toEqual({
      location_id: "south",
      term_id: "fall",
      type_id: "guest",
      year_id: "y1",
    });
  });

  it("starts at 'Select one' without a saved selection", () => {
    expect(restoreSelections(null, lists)).toEqual(EMPTY_DRAFT);
    expect(isComplete(EMPTY_DRAFT)).toBe(false);
  });

  it("uses the first options when selections are hidden", () => {
    const draft = firstOptions(lists);
    expect(draft).toEqual({
      location_id: "north",
      term_id: "fall",
      type_id: "student",
      year_id: "y1",
    });
    expect(isComplete(draft)).toBe(true);
    expect(firstOptions({ ...lists, years: [] }).year_id).toBe("");
  });

  it("reads only string ids from the cookie and ignores anything else", () => {
    expect(parseSavedSelections(undefined)).toBeNull();
    expect(parseSavedSelections("not json")).toBeNull();
    expect(parseSavedSelections(JSON.stringify({ location_id: 3, term_id: "fall" }))).toEqual({
      ...EMPTY_DRAFT,
      term_id: "fall",
    });
  });
});
