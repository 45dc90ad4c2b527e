import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CAMPUS_MAP_ARCHIVE_KEY } from "../../shared/platform/map-tiles";
import { campusArchive } from "./campus-map/campus-archive";
import type { CampusMapInput } from "./campus-map/campus-features";

/**
 * `npx tsx scripts/demo/generate-map-tiles.ts`: draws each demo campus's map archive (vector
 * PMTiles, docs/decisions/map-tiles.md) from its campus file into
 * scripts/demo/<campus>/files/map-campus.pmtiles, which the campus file uploads to
 * `{site}/map/campus.pmtiles`: the local stack and the browser tests then show a map without
 * the internet. Deterministic; the archives are committed, and
 * tests/unit/map/campus-tiles.test.ts fails when one is out of date.
 */
const DEMO_DIR = resolve(import.meta.dirname);

/** The demo campuses with mapped locations (pine-hollow, prelaunch, has none). */
export const MAPPED_DEMO_CAMPUSES = ["cedar-ridge", "harbor-state"] as const;

export const demoArchivePath = (campus: string) =>
  join(DEMO_DIR, campus, "files", "map-campus.pmtiles");

interface CampusFileLike extends Omit<CampusMapInput, "name"> {
  site: { name: string };
  files: { path: string; key: string }[];
}

export function readDemoCampus(campus: string): CampusFileLike {
  return JSON.parse(readFileSync(join(DEMO_DIR, campus, "campus.json"), "utf8")) as CampusFileLike;
}

export function demoArchive(campus: string): Uint8Array {
  const file = readDemoCampus(campus);
  return campusArchive({
    name: file.site.name,
    buildings: file.buildings,
    locations: file.locations,
  });
}

function main(): void {
  for (const campus of MAPPED_DEMO_CAMPUSES) {
    const archive = demoArchive(campus);
    writeFileSync(demoArchivePath(campus), archive);
    if (!readDemoCampus(campus).files.some((entry) => entry.key === CAMPUS_MAP_ARCHIVE_KEY)) {
      throw new Error(
        `${campus}: add { "path": "files/map-campus.pmtiles", "key": "${CAMPUS_MAP_ARCHIVE_KEY}" } to its campus file's files.`,
      );
    }
    console.log(`  ${campus}: ${archive.length} bytes`);
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) main();
