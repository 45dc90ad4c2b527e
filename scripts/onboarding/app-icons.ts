import { encodePng } from "../../functions/platform/png";

/**
 * A campus's app icon, drawn rather than cut from its logo: logos are wide lockups in SVG and the
 * platform has no SVG rasteriser, while an installed app needs square PNGs (Chromium's
 * installability check wants one of at least 144 px). The icon is a plate between a fork and a
 * knife in the campus's readable text colour on its brand colour, anti-aliased by 4×4
 * supersampling. `maskable` fills the whole square and keeps the drawing inside the central
 * circle of 80 % that launchers never crop; the plain icon is a rounded square.
 */
export interface IconColors {
  background: string;
  foreground: string;
}

type Shape = (x: number, y: number) => boolean;

const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const ring =
  (cx: number, cy: number, outer: number, inner: number): Shape =>
  (x, y) => {
    const d = (x - cx) ** 2 + (y - cy) ** 2;
    return d <= outer * outer && d >= inner * inner;
  };
/** A rectangle with rounded corners; coordinates of its edges. */
const box =
  (x0: number, y0: number, x1: number, y1: number, r = 0): Shape =>
  (x, y) => {
    if (x < x0 || x > x1 || y < y0 || y > y1) return false;
    const cx = Math.min(Math.max(x, x0 + r), x1 - r);
    const cy = Math.min(Math.max(y, y0 + r), y1 - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  };

/** The drawing, in a unit square centred on (0.5, 0.5). */
const GLYPH: Shape[] = [
  // The plate: a rim and its well.
  ring(0.5, 0.5, 0.2, 0.165),
  circle(0.5, 0.5, 0.12),
  // The fork: three tines, their bridge and the handle.
  box(0.175, 0.24, 0.19, 0.4, 0.007),
  box(0.2125, 0.24, 0.2275, 0.4, 0.007),
  box(0.25, 0.24, 0.265, 0.4, 0.007),
  box(0.175, 0.38, 0.265, 0.44, 0.02),
  box(0.205, 0.42, 0.235, 0.76, 0.015),
  // The knife: the blade, rounded at its tip, and the handle.
  box(0.765, 0.24, 0.825, 0.5, 0.03),
  box(0.765, 0.47, 0.795, 0.76, 0.015),
];

/** Shrinks the drawing about the centre so it fits the maskable safe zone. */
const MASKABLE_SCALE = 0.8;
const CORNER = 0.18;
const SAMPLES = 4;

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace(/^#/, ""), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** RGBA pixels of the icon, row by row. */
export function iconPixels(size: number, colors: IconColors, maskable: boolean): Uint8Array {
  const back = rgb(colors.background);
  const fore = rgb(colors.foreground);
  const tile = maskable ? () => true : box(0, 0, 1, 1, CORNER);
  const scale = maskable ? MASKABLE_SCALE : 1;
  const inGlyph = (x: number, y: number) => {
    const gx = 0.5 + (x - 0.5) / scale;
    const gy = 0.5 + (y - 0.5) / scale;
    return GLYPH.some((shape) => shape(gx, gy));
  };
  const pixels = new Uint8Array(size * size * 4);
  const total = SAMPLES * SAMPLES;
  // 0 outside the tile, 1 on the background, 2 on the drawing.
  const state = (x: number, y: number) => (!tile(x, y) ? 0 : inGlyph(x, y) ? 2 : 1);
  const grid = new Uint8Array((size + 1) * (size + 1));
  for (let gy = 0; gy <= size; gy++) {
    for (let gx = 0; gx <= size; gx++) grid[gy * (size + 1) + gx] = state(gx / size, gy / size);
  }
  const at = (gx: number, gy: number) => grid[gy * (size + 1) + gx] as number;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let covered = 0;
      let ink = 0;
      const corners = [at(px, py), at(px + 1, py), at(px, py + 1), at(px + 1, py + 1)];
      if (corners.every((corner) => corner === corners[0])) {
        // Every stroke is several pixels wide: a pixel whose corners agree is uniform.
        covered = corners[0] === 0 ? 0 : total;
        ink = corners[0] === 2 ? total : 0;
      } else {
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            const sample = state(
              (px + (sx + 0.5) / SAMPLES) / size,
              (py + (sy + 0.5) / SAMPLES) / size,
            );
            if (sample > 0) covered += 1;
            if (sample === 2) ink += 1;
          }
        }
      }
      const offset = (py * size + px) * 4;
      const share = covered === 0 ? 0 : ink / covered;
      for (let c = 0; c < 3; c++) {
        pixels[offset + c] = Math.round(
          (back[c] as number) * (1 - share) + (fore[c] as number) * share,
        );
      }
      pixels[offset + 3] = Math.round((covered / total) * 255);
    }
  }
  return pixels;
}

export const renderIcon = (size: number, colors: IconColors, maskable: boolean): Buffer =>
  encodePng(size, "rgba", iconPixels(size, colors, maskable));
