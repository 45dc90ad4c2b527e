/** WCAG 2.2 SC 1.4.3: normal text needs a contrast ratio of at least 4.5:1. */
export const AA_NORMAL_TEXT = 4.5;

const BLACK = "#000000";
const WHITE = "#ffffff";

/** Relative luminance of a #RRGGBB colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const digits = hex.trim().replace(/^#/, "");
  if (!/^[0-9a-f]{6}$/i.test(digits)) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const rgb = Number.parseInt(digits, 16);
  const channel = (shift: number) => linearise(((rgb >> shift) & 0xff) / 255);
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

function linearise(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/**
 * The text colour to draw on a campus's brand colour: its configured text colour when that
 * keeps AA contrast, otherwise black or white, whichever contrasts more.
 */
export function readableTextColor(background: string, preferred: string): string {
  if (isHex(preferred) && contrastRatio(background, preferred) >= AA_NORMAL_TEXT) return preferred;
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

function isHex(value: string): boolean {
  return /^#?[0-9a-f]{6}$/i.test(value.trim());
}

/**
 * The colour closest to `color` that keeps `ratio` against `background`: the colour itself when
 * it already does, else the smallest mix towards black or white that gets there. Mixing keeps
 * the campus's hue recognisable (a yellow brand becomes a mustard on white, not black).
 * One of the two ends always reaches AA, since black or white gives at least 4.58:1 on any
 * colour.
 */
export function accessibleVariant(
  color: string,
  background: string,
  ratio: number = AA_NORMAL_TEXT,
): string {
  const base = isHex(color) ? normalise(color) : BLACK;
  if (contrastRatio(base, background) >= ratio) return base;
  const candidates = [BLACK, WHITE].flatMap((end) => {
    for (let step = 1; step <= MIX_STEPS; step += 1) {
      const mixed = mix(base, end, step / MIX_STEPS);
      if (contrastRatio(mixed, background) >= ratio) return [mixed];
    }
    return [];
  });
  candidates.sort((a, b) => colorDistance(a, base) - colorDistance(b, base));
  return candidates[0] ?? readableTextColor(background, base);
}

/** How far apart two #rrggbb colours are: the sum of their channels' differences. */
export function colorDistance(a: string, b: string): number {
  const [x, y] = [Number.parseInt(a.replace("#", ""), 16), Number.parseInt(b.replace("#", ""), 16)];
  return [16, 8, 0].reduce(
    (sum, shift) => sum + Math.abs(((x >> shift) & 0xff) - ((y >> shift) & 0xff)),
    0,
  );
}

const MIX_STEPS = 40;

function normalise(hex: string): string {
  return `#${hex.trim().replace(/^#/, "").toLowerCase()}`;
}

/** `from` moved a `share` (0..1) of the way to `to`, channel by channel in sRGB. */
function mix(from: string, to: string, share: number): string {
  const [a, b] = [Number.parseInt(from.slice(1), 16), Number.parseInt(to.slice(1), 16)];
  const channel = (shift: number) => {
    const [x, y] = [(a >> shift) & 0xff, (b >> shift) & 0xff];
    return Math.round(x + (y - x) * share);
  };
  const rgb = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${rgb.toString(16).padStart(6, "0")}`;
}
