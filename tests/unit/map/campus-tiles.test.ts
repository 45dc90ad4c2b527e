import { readFileSync } from "node:fs";
import { Compression, PMTiles, type Source, TileType } from "pmtiles";
import { PmtilesSource } from "protomaps-leaflet";
import { describe, expect, it } from "vitest";
import { DEMO_ZOOMS } from "../../../scripts/demo/campus-map/campus-archive";
import { writePmtiles } from "../../../scripts/demo/campus-map/pmtiles-writer";
import { tilesCovering } from "../../../scripts/demo/campus-map/vector-tiles";
import {
  demoArchive,
  demoArchivePath,
  MAPPED_DEMO_CAMPUSES,
} from "../../../scripts/demo/generate-map-tiles";

// docs/decisions/map-tiles.md: the demo campuses' own map archives, written by our PMTiles
// writer and read back by the libraries the browser uses (pmtiles, protomaps-leaflet).

/** An archive in memory, read the way the browser's FetchSource reads one: by byte ranges. */
function inMemory(bytes: Uint8Array): Source {
  // A copy of its own: a Buffer read from disk may be a view into a larger shared pool.
  const own = new Uint8Array(bytes);
  return {
    getKey: () => "memory",
    getBytes: async (offset, length) => ({
      data: own.slice(offset, offset + length).buffer as ArrayBuffer,
    }),
  };
}

describe("the PMTiles writer", () => {
  it("writes an archive the pmtiles reader opens: header, directory, metadata, tiles", async () => {
    const tiles = [
      { z: 1, x: 1, y: 0, data: Uint8Array.of(1, 2, 3) },
      { z: 0, x: 0, y: 0, data: Uint8Array.of(9) },
      { z: 1, x: 0, y: 1, data: Uint8Array.of(1, 2, 3) },
      { z: 2, x: 3, y: 3, data: Uint8Array.of(4, 5) },
    ];
    const archive = new PMTiles(
      inMemory(
        writePmtiles({
          tiles,
          metadata: { name: "test", attribution: "Test" },
          bounds: [-122.5, 37.1, -122.1, 37.6],
          center: [-122.3, 37.4, 1],
        }),
      ),
    );
    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: 0,
      maxZoom: 2,
      numAddressedTiles: 4,
      numTileEntries: 4,
      // The two identical tiles are stored once.
      numTileContents: 3,
      clustered: true,
      internalCompression: Compression.None,
      tileCompression: Compression.None,
      tileType: TileType.Mvt,
      centerZoom: 1,
    });
    expect(header.minLon).toBeCloseTo(-122.5, 6);
    expect(header.maxLat).toBeCloseTo(37.6, 6);
    for (const tile of tiles) {
      const read = await archive.getZxy(tile.z, tile.x, tile.y);
      expect([...new Uint8Array(read?.data ?? new ArrayBuffer(0))]).toEqual([...tile.data]);
    }
    expect(await archive.getZxy(2, 0, 0)).toBeUndefined();
    expect(await archive.getMetadata()).toEqual({ name: "test", attribution: "Test" });
  });
});

describe("the demo campuses' archives", () => {
  it.each(MAPPED_DEMO_CAMPUSES)(
    "%s's committed archive is the campus file's (npx tsx scripts/demo/generate-map-tiles.ts)",
    (campus) => {
      expect(
        Buffer.from(readFileSync(demoArchivePath(campus))).equals(Buffer.from(demoArchive(campus))),
      ).toBe(true);
    },
  );

  it("draws Cedar Ridge's buildings, paths and grounds where its locations are", async () => {
    const archive = new PMTiles(inMemory(readFileSync(demoArchivePath("cedar-ridge"))));
    const header = await archive.getHeader();
    expect([header.minZoom, header.maxZoom]).toEqual([DEMO_ZOOMS.min, DEMO_ZOOMS.max]);
    // Cedar Commons (37.4268, -122.1701) is inside the ground drawn.
    expect(header.minLon).toBeLessThan(-122.1701);
    expect(header.maxLon).toBeGreaterThan(-122.1701);
    expect(header.minLat).toBeLessThan(37.4268);
    expect(header.maxLat).toBeGreaterThan(37.4268);
    expect(await archive.getMetadata()).toMatchObject({
      attribution: "Cedar Ridge University demo map",
    });

    // The tile the map opens on, decoded by protomaps-leaflet as the browser decodes it.
    const [tile] = tilesCovering([-122.1701, 37.4268, -122.1701, 37.4268], DEMO_ZOOMS.max);
    const layers = await new PmtilesSource(archive, false).get(
      { z: DEMO_ZOOMS.max, x: tile?.x ?? 0, y: tile?.y ?? 0 },
      256,
    );
    expect([...layers.keys()].sort()).toEqual(["buildings", "earth", "landuse", "roads"]);
    const names = (layers.get("buildings") ?? []).map((f) => f.props.name);
    expect(names).toEqual(expect.arrayContaining(["Commons Hall", "Student Union"]));
    const kinds = new Set((layers.get("roads") ?? []).map((f) => f.props.kind));
    expect(kinds).toEqual(new Set(["path", "minor_road"]));
  });
});
