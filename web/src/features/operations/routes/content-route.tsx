/** Placeholder until the content screen lands (owned by its helper, who replaces this file). */
export function Component() {
  return <h1 className="ops-page-title">Content</h1>;
}
