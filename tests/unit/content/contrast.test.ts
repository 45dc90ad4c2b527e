import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AA_NORMAL_TEXT,
  accessibleVariant,
  colorDistance,
  contrastRatio,
  readableTextColor,
  relativeLuminance,
} from "../../../shared/platform/contrast";

const hexColor = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, "0")}`);

describe("contrastRatio (WCAG 2.x)", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#767676", "#ffffff", 4.54],
    ["#777777", "#ffffff", 4.48],
    ["#0000ff", "#ffffff", 8.59],
    ["#ffcc00", "#ffffff", 1.51],
  ])("%s on %s is %f:1", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it("reads upper-case and hash-less colours", () => {
    expect(relativeLuminance("FFFFFF")).toBe(1);
    expect(relativeLuminance("#000000")).toBe(0);
  });

  it("refuses colours that are not #RRGGBB", () => {
    expect(() => relativeLuminance("#fff")).toThrow("Not a #RRGGBB colour");
  });

  it("is symmetric and between 1 and 21", () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });
});

describe("readableTextColor", () => {
  it.each([
    ["keeps white on navy", "#003366", "#ffffff", "#ffffff"],
    ["keeps a light brand text that passes", "#003366", "#ffcc00", "#ffcc00"],
    ["replaces white on yellow with black", "#ffcc00", "#ffffff", "#000000"],
    ["replaces mid grey on white with black", "#ffffff", "#777777", "#000000"],
    ["replaces dark red on navy with white", "#003366", "#8b0000", "#ffffff"],
    ["replaces an invalid text colour", "#003366", "not-a-colour", "#ffffff"],
  ])("%s", (_label, background, preferred, expected) => {
    expect(readableTextColor(background, preferred)).toBe(expected);
  });

  it("always reaches AA (4.5:1) and keeps the campus colour whenever it does", () => {
    fc.assert(
      fc.property(hexColor, hexColor, (background, preferred) => {
        const chosen = readableTextColor(background, preferred);
        expect(contrastRatio(background, chosen)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        if (contrastRatio(background, preferred) >= AA_NORMAL_TEXT) expect(chosen).toBe(preferred);
      }),
    );
  });
});

describe("accessibleVariant", () => {
  it.each([
    ["keeps navy on white", "#003366", "#ffffff", "#003366"],
    ["darkens yellow on white just enough", "#ffcc00", "#ffffff", "#8c7000"],
    ["lightens navy on black", "#003366", "#000000", "#597a9c"],
    ["reads upper-case and hash-less colours", "003366", "#FFFFFF", "#003366"],
    ["falls back to black for an invalid colour", "brand", "#ffffff", "#000000"],
  ])("%s", (_label, color, background, expected) => {
    expect(accessibleVariant(color, background)).toBe(expected);
  });

  it("always reaches AA, returns a #rrggbb colour and keeps a colour that already passes", () => {
    fc.assert(
      fc.property(hexColor, hexColor, (color, background) => {
        const variant = accessibleVariant(color, background);
        expect(variant).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastRatio(variant, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        if (contrastRatio(color, background) >= AA_NORMAL_TEXT) expect(variant).toBe(color);
      }),
    );
  });

  it("stays closer to the campus colour than a plain black or white would", () => {
    fc.assert(
      fc.property(hexColor, hexColor, (color, background) => {
        const distance = colorDistance(accessibleVariant(color, background), color);
        for (const end of ["#000000", "#ffffff"]) {
          if (contrastRatio(end, background) >= AA_NORMAL_TEXT) {
            expect(distance).toBeLessThanOrEqual(colorDistance(end, color));
          }
        }
      }),
    );
  });
});
