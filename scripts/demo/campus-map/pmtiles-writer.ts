import { createHash } from "node:crypto";
import { Compression, TileType, zxyToTileId } from "pmtiles";

/**
 * A PMTiles v3 archive (github.com/protomaps/PMTiles, spec v3) of a few dozen tiles: header,
 * one root directory, JSON metadata, tile data. The npm `pmtiles` package reads archives but
 * writes none, and no maintained npm package does; a small archive needs only the spec's simple
 * layout, and its tile ids come from the package's own `zxyToTileId`. Tests read what this
 * writes back with the package's reader (tests/unit/map/campus-tiles.test.ts). Nothing is
 * compressed, so the same tiles always make the same bytes (the archives are committed).
 */

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

export interface ArchiveOptions {
  tiles: readonly ArchiveTile[];
  metadata: Record<string, unknown>;
  /** [west, south, east, north] in degrees. */
  bounds: readonly [number, number, number, number];
  /** [longitude, latitude, zoom] a viewer opens on. */
  center: readonly [number, number, number];
}

const HEADER_BYTES = 127;
/** Readers fetch the header and root directory in one 16 KiB request (spec v3). */
const MAX_ROOT_BYTES = 16_384 - HEADER_BYTES;

function varint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
}

/** The directory: counts, then each column (ids as deltas, run lengths, lengths, offsets). */
function serializeDirectory(entries: readonly Entry[]): Uint8Array {
  const out: number[] = [];
  varint(out, entries.length);
  let lastId = 0;
  for (const entry of entries) {
    varint(out, entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const _entry of entries) varint(out, 1);
  for (const entry of entries) varint(out, entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    // 0: right after the previous entry's data; else the offset plus one.
    const follows = previous && entry.offset === previous.offset + previous.length;
    varint(out, follows ? 0 : entry.offset + 1);
  });
  return Uint8Array.from(out);
}

const e7 = (degrees: number) => Math.round(degrees * 1e7);

export function writePmtiles(options: ArchiveOptions): Uint8Array {
  const sorted = options.tiles
    .map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);
  // Identical tiles (empty ground, say) are stored once and addressed by every entry.
  const stored = new Map<string, { offset: number; length: number }>();
  const chunks: Uint8Array[] = [];
  let dataLength = 0;
  const entries: Entry[] = sorted.map((tile) => {
    const key = createHash("sha256").update(tile.data).digest("hex");
    let place = stored.get(key);
    if (!place) {
      place = { offset: dataLength, length: tile.data.length };
      stored.set(key, place);
      chunks.push(tile.data);
      dataLength += tile.data.length;
    }
    return { tileId: tile.tileId, ...place };
  });
  const root = serializeDirectory(entries);
  if (root.length > MAX_ROOT_BYTES) {
    throw new Error(`${entries.length} tiles need leaf directories, which this writer omits.`);
  }
  const metadata = new TextEncoder().encode(JSON.stringify(options.metadata));
  const metadataOffset = HEADER_BYTES + root.length;
  const dataOffset = metadataOffset + metadata.length;

  const archive = new Uint8Array(dataOffset + dataLength);
  const view = new DataView(archive.buffer);
  archive.set(new TextEncoder().encode("PMTiles"), 0);
  view.setUint8(7, 3);
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  u64(8, HEADER_BYTES);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, dataOffset); // no leaf directories: offset where they would start, length 0
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, dataLength);
  u64(72, entries.length);
  u64(80, entries.length);
  u64(88, stored.size);
  view.setUint8(96, 1); // clustered: tile data in tile id order
  view.setUint8(97, Compression.None);
  view.setUint8(98, Compression.None);
  view.setUint8(99, TileType.Mvt);
  const zooms = sorted.map((tile) => tile.z);
  view.setUint8(100, Math.min(...zooms));
  view.setUint8(101, Math.max(...zooms));
  const [west, south, east, north] = options.bounds;
  view.setInt32(102, e7(west), true);
  view.setInt32(106, e7(south), true);
  view.setInt32(110, e7(east), true);
  view.setInt32(114, e7(north), true);
  const [lon, lat, zoom] = options.center;
  view.setUint8(118, zoom);
  view.setInt32(119, e7(lon), true);
  view.setInt32(123, e7(lat), true);
  archive.set(root, HEADER_BYTES);
  archive.set(metadata, metadataOffset);
  let at = dataOffset;
  for (const chunk of chunks) {
    archive.set(chunk, at);
    at += chunk.length;
  }
  return archive;
}
