import { crc32, deflateSync } from "node:zlib";

// The few PNGs the platform draws itself (the wallet pass's icon, a campus's app icons) are flat
// colours: no image library is worth its cold start for them.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A square 8-bit PNG of `size` rows of `pixels` (RGB: 3 bytes a pixel; RGBA: 4), unfiltered:
 * flat colours deflate well as they are.
 */
export function encodePng(size: number, kind: "rgb" | "rgba", pixels: Uint8Array): Buffer {
  const channels = kind === "rgb" ? 3 : 4;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, kind === "rgb" ? 2 : 6, 0, 0, 0], 8);
  const stride = size * channels;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
