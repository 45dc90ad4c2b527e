import { formatPath } from "./issues";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Fields of the raw file that the schema dropped: a typo such as `show_menu` would otherwise
 * silently fall back to a default. Compares the raw JSON with its parsed form, path by path.
 */
export function unknownFields(raw: unknown, parsed: unknown, path: PropertyKey[] = []): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return raw.flatMap((entry, index) => unknownFields(entry, parsed[index], [...path, index]));
  }
  if (!isRecord(raw) || !isRecord(parsed)) return [];
  return Object.entries(raw).flatMap(([key, value]) =>
    key in parsed
      ? unknownFields(value, parsed[key], [...path, key])
      : [`${formatPath([...path, key])}: Unknown field`],
  );
}
