import type { KindCounts } from "../../shared/onboarding/diff";
import type { UploadCounts } from "./upload-files";

/** One line per kind of item, then the files, e.g. `location  created 2  updated 1 ...`. */
export function formatReport(
  siteId: string,
  counts: Map<string, KindCounts>,
  files: UploadCounts,
): string[] {
  const width = Math.max(5, ...[...counts.keys()].map((kind) => kind.length));
  const lines = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([kind, c]) =>
        `  ${kind.padEnd(width)}  created ${c.created}  updated ${c.updated}  unchanged ${c.unchanged}  removed ${c.removed}`,
    );
  const total = [...counts.values()].reduce((sum, c) => sum + c.created + c.updated + c.removed, 0);
  return [
    `Onboarded ${siteId}: ${total === 0 ? "no item changed" : `${total} item changes`}`,
    ...lines,
    `  ${"files".padEnd(width)}  uploaded ${files.uploaded}  unchanged ${files.unchanged}`,
  ];
}
