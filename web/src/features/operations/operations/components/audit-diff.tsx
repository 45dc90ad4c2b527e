import { Badge } from "@/components/badge";
import { formatInstant } from "../lib/format";
import { fieldLabel, valueText } from "./forms-field-value";

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as the diff shows it: an instant in campus time, the rest as the forms read. */
const shown = (value: unknown, timeZone: string | undefined): string =>
  typeof value === "string" && INSTANT.test(value)
    ? formatInstant(value, timeZone)
    : valueText(value);

export interface DiffRow {
  /** The field's path, `reservation.status` for a nested one. */
  path: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const MAX_DEPTH = 3;

/** Leaf values of a record by dotted path; deeper records and lists of records read as JSON. */
function flatten(value: unknown, prefix: string, depth: number, into: Map<string, unknown>) {
  if (isRecord(value) && depth < MAX_DEPTH && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, depth + 1, into);
    }
    return;
  }
  into.set(prefix, value);
}

/**
 * Before and after side by side, one row per field either side has. Null on one side (a thing
 * created or removed) leaves that side's cells empty.
 */
export function diffRows(before: unknown, after: unknown, timeZone?: string): DiffRow[] {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, "", 0, left);
  if (after !== null && after !== undefined) flatten(after, "", 0, right);
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths.map((path) => {
    const was = left.has(path) ? shown(left.get(path), timeZone) : "";
    const now = right.has(path) ? shown(right.get(path), timeZone) : "";
    return { path, before: was, after: now, changed: was !== now };
  });
}

const pathLabel = (path: string) =>
  path === "" ? "Value" : path.split(".").map(fieldLabel).join(" › ");

/** The change of one audit entry as a key/value table, changed fields marked, then as JSON. */
export function AuditDiff({
  before,
  after,
  timeZone,
}: {
  before: unknown;
  after: unknown;
  /** The campus's: recorded instants read in campus time. */
  timeZone: string | undefined;
}) {
  const rows = diffRows(before, after, timeZone);
  const changed = rows.filter((row) => row.changed).length;
  return (
    <>
      {rows.length === 0 ? (
        <p className="ops-muted">This action recorded no before or after.</p>
      ) : (
        <div className="ops-diff__scroll">
          <table className="ops-diff">
            <caption className="ops-diff__caption">
              {changed === 0
                ? "Nothing changed."
                : `${changed} ${changed === 1 ? "field" : "fields"} changed.`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.path} className={row.changed ? "ops-diff__changed" : undefined}>
                  <th scope="row">
                    {pathLabel(row.path)}
                    {row.changed ? (
                      <>
                        {" "}
                        <Badge tone="warning">Changed</Badge>
                      </>
                    ) : null}
                  </th>
                  <td>{row.before}</td>
                  <td>{row.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details className="ops-diff__raw">
        <summary>As recorded (JSON)</summary>
        <div className="ops-diff__json">
          <h4>Before</h4>
          <pre>{JSON.stringify(before ?? null, null, 2)}</pre>
          <h4>After</h4>
          <pre>{JSON.stringify(after ?? null, null, 2)}</pre>
        </div>
      </details>
    </>
  );
}
