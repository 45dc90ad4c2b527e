import { deflateSync } from "node:zlib";

// Wallet refuses a pass without icon.png; a square in the brand colour needs no image asset.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size` x `size` opaque PNG of one `#rrggbb` colour (8-bit RGB, no filter). */
export function solidPng(hex: string, size: number): Buffer {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const pixel = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const row = [0, ...Array.from({ length: size }, () => pixel).flat()];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from(Array.from({ length: size }, () => row).flat()))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
