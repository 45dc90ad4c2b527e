/** The audit log's styles (shipped in its chunk through `ScreenStyles`). */
export const AUDIT_CSS = `
.ops-audit .ops-filters .ui-field { flex: 0 1 20rem; }
.ops-audit__action { display: flex; flex-direction: column; }
.ops-audit__code { color: var(--muted); font-size: var(--text-xs); }
.ops-audit__who, .ops-audit__target { overflow-wrap: anywhere; }
.ops-audit__target { display: inline-block; max-width: 22rem; }
.ops-audit .ops-table__td .ui-button { white-space: nowrap; }
@media (max-width: 991px) { .ops-audit__target-column { display: none; } }
.ops-audit__facts { margin-bottom: var(--space-4); }
.ops-diff__scroll { margin-bottom: var(--space-3); }
.ops-diff { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: var(--text-sm); }
.ops-diff__caption { text-align: start; padding-bottom: var(--space-2); color: var(--muted); }
.ops-diff th, .ops-diff td { padding: var(--space-2); text-align: start; vertical-align: top; border-bottom: 1px solid var(--border-subtle); overflow-wrap: anywhere; }
.ops-diff thead th { background: var(--surface-alt); border-bottom-color: var(--border); }
.ops-diff tbody th { font-weight: var(--weight-medium); }
.ops-diff__changed td { background: var(--warning-soft); }
.ops-diff__raw summary { cursor: pointer; padding: 0.625rem 0; }
.ops-diff__raw summary:focus-visible { outline: var(--focus-ring-width) solid var(--focus); outline-offset: var(--focus-ring-offset); }
.ops-diff__json h4 { margin: var(--space-2) 0 var(--space-1); font-size: var(--text-sm); }
.ops-diff__json pre { margin: 0; padding: var(--space-2); background: var(--surface-alt); border-radius: var(--radius); font-size: var(--text-xs); white-space: pre-wrap; overflow-wrap: anywhere; }
`;
