import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { plainTile } from "../../../scripts/bench/tile-stand-in";

// Lighthouse's map page loads these in place of OpenStreetMap's tiles: a broken or
// wrongly sized image would cost best-practice points of its own.
describe("the bench's stand-in map tile", () => {
  it("is a 256 px RGB PNG whose pixels are all the given colour", () => {
    const png = plainTile([1, 2, 3]);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString("latin1", 12, 16)).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([
      256, 256, 8, 2,
    ]);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString("latin1", 37, 41)).toBe("IDAT");
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(256 * (1 + 256 * 3));
    expect([...pixels.subarray(0, 7)]).toEqual([0, 1, 2, 3, 1, 2, 3]);
    expect(png.toString("latin1", png.length - 8, png.length - 4)).toBe("IEND");
  });
});
