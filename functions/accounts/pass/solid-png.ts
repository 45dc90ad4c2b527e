import { encodePng } from "../../platform/png";

// Wallet refuses a pass without icon.png; a square in the brand colour needs no image asset.

/** A `size` x `size` opaque PNG of one `#rrggbb` colour (8-bit RGB, no filter). */
export function solidPng(hex: string, size: number): Buffer {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const pixel = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const pixels = new Uint8Array(size * size * 3);
  for (let i = 0; i < size * size; i++) pixels.set(pixel, i * 3);
  return encodePng(size, "rgb", pixels);
}
