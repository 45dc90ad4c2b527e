import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePng } from "../../../functions/platform/png";
import { iconPixels, renderIcon } from "../../../scripts/onboarding/app-icons";
import { campusAppFiles } from "../../../scripts/onboarding/upload-app-files";

const GREEN = { background: "#1F5C3A", foreground: "#FFFFFF" };

/** Width, height and RGBA rows of a PNG this module wrote (one IDAT, filter 0). */
function decode(png: Buffer): { size: number; pixel: (x: number, y: number) => number[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const size = png.readUInt32BE(16);
  expect(png.readUInt32BE(20)).toBe(size);
  expect([png[24], png[25]]).toEqual([8, 6]);
  const idat = png.indexOf("IDAT");
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const pixel = (x: number, y: number) => {
    const at = y * (size * 4 + 1) + 1 + x * 4;
    return [...raw.subarray(at, at + 4)];
  };
  return { size, pixel };
}

describe("a campus's app icons", () => {
  it("are square PNGs of the brand colour with the drawing in the text colour", () => {
    const { size, pixel } = decode(renderIcon(192, GREEN, false));
    expect(size).toBe(192);
    // The plate's well in the middle, the brand colour between plate and knife.
    expect(pixel(96, 96)).toEqual([255, 255, 255, 255]);
    expect(pixel(130, 60)).toEqual([0x1f, 0x5c, 0x3a, 255]);
    // The plain icon is a rounded square: its corners are transparent.
    expect(pixel(0, 0)[3]).toBe(0);
  });

  it("fills the whole square when maskable, the drawing inside the safe zone", () => {
    const pixels = iconPixels(64, GREEN, true);
    const alpha = (x: number, y: number) => pixels[(y * 64 + x) * 4 + 3];
    expect(alpha(0, 0)).toBe(255);
    // Nothing drawn outside the central circle of 80 %.
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < 64; x++) {
        const r = Math.hypot(x + 0.5 - 32, y + 0.5 - 32) / 64;
        if (r > 0.4) expect(pixels[(y * 64 + x) * 4], `${x},${y}`).toBe(0x1f);
      }
    }
  });

  it("encodes what it is given", () => {
    const { pixel } = decode(
      encodePng(2, "rgba", new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])),
    );
    expect(pixel(1, 1)).toEqual([13, 14, 15, 16]);
  });

  it("come with the manifest, the same bytes every time", () => {
    const site = {
      id: "cedar-ridge",
      slug: "cedarridge",
      name: "Cedar Ridge University",
      brand_color: "#1F5C3A",
      text_color: "#FFFFFF",
    };
    const files = campusAppFiles(site);
    expect(files.map((f) => [f.name, f.contentType])).toEqual([
      ["manifest.webmanifest", "application/manifest+json"],
      ["icon-192.png", "image/png"],
      ["icon-512.png", "image/png"],
      ["icon-maskable-512.png", "image/png"],
    ]);
    expect(JSON.parse(files[0]?.body.toString() ?? "")).toMatchObject({ scope: "/cedarridge/" });
    expect(decode(files[2]?.body as Buffer).size).toBe(512);
    expect(campusAppFiles(site).map((f) => f.body)).toEqual(files.map((f) => f.body));
  });
});
