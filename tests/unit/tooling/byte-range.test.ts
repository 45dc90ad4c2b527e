import { describe, expect, it } from "vitest";
import { byteRange } from "../../../scripts/local/byte-range";

// The local files server answers range requests as S3 and CloudFront do: PMTiles archives are
// read a few kilobytes at a time (docs/decisions/map-tiles.md).
describe("byteRange", () => {
  it("reads start-end, start- and the last n bytes, clamped to the object", () => {
    expect(byteRange("bytes=0-16383", 6000)).toEqual({ start: 0, end: 5999 });
    expect(byteRange("bytes=100-199", 6000)).toEqual({ start: 100, end: 199 });
    expect(byteRange("bytes=5990-", 6000)).toEqual({ start: 5990, end: 5999 });
    expect(byteRange("bytes=-10", 6000)).toEqual({ start: 5990, end: 5999 });
  });

  it("serves the whole object without a usable range, and refuses one past the end", () => {
    for (const header of [undefined, "", "bytes=0-1,5-6", "items=0-1", "bytes=9-2", "bytes=-"]) {
      expect(byteRange(header, 6000)).toBeUndefined();
    }
    expect(byteRange("bytes=6000-", 6000)).toBe("unsatisfiable");
    expect(byteRange("bytes=-0", 6000)).toBe("unsatisfiable");
  });
});
