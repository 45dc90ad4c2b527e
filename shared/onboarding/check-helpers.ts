/** A value found in the campus file, with the path that names it. */
export interface Keyed {
  path: string;
  key: string;
}

/** `path: Duplicate {what} "key" (first at path)` for every repeat. */
export function duplicates(entries: Iterable<Keyed>, what: string): string[] {
  const seen = new Map<string, string>();
  const errors: string[] = [];
  for (const { path, key } of entries) {
    const first = seen.get(key);
    if (first === undefined) seen.set(key, path);
    else errors.push(`${path}: Duplicate ${what} "${key}" (first at ${first})`);
  }
  return errors;
}

/** `path: Unknown {what} "key"` for every value that names nothing known. */
export function references(values: Iterable<Keyed>, known: ReadonlySet<string>, what: string) {
  return [...values]
    .filter(({ key }) => !known.has(key))
    .map(({ path, key }) => `${path}: Unknown ${what} "${key}"`);
}

export const ids = <T extends { id: string }>(items: readonly T[], at: string): Keyed[] =>
  items.map((item, index) => ({ path: `${at}[${index}].id`, key: item.id }));
