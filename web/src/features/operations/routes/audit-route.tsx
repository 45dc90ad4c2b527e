/** Placeholder until the audit screen lands (owned by its helper, who replaces this file). */
export function Component() {
  return <h1 className="ops-page-title">Audit</h1>;
}
