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
