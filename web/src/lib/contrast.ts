/** WCAG 2.2 SC 1.4.3: normal text needs a contrast ratio of at least 4.5:1. */
export const AA_NORMAL_TEXT = 4.5;

const BLACK = "#000000";
const WHITE = "#ffffff";

/** Relative luminance of a #RRGGBB colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = match.slice(1, 4).map((part) => linearise(Number.parseInt(part, 16) / 255));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function linearise(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
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
