/** The forms screen's styles (shipped in its chunk through `ScreenStyles`). */
export const FORMS_CSS = `
.ops-forms .ui-tabs__list { overflow-x: auto; }
.ops-forms .ui-tabs__panel { padding-top: var(--space-4); }
.ops-forms__filters .ui-field { flex: 0 1 16rem; }
.ops-forms__summary { min-width: 12rem; max-width: 24rem; overflow-wrap: anywhere; }
.ops-forms .ops-table .ui-badge, .ops-forms .ops-table__actions .ui-button { white-space: nowrap; }
.ops-forms__email { overflow-wrap: anywhere; }
@media (max-width: 991px) { .ops-forms__email { display: none; } }
.ops-form-meta { margin-bottom: var(--space-4); }
.ops-form-status { border: 0; margin: 0 0 var(--space-4); min-width: 0; margin-bottom: var(--space-4); padding: var(--space-3); background: var(--surface-alt); border-radius: var(--radius); }
.ops-form-status__label { float: left; width: 100%; padding: 0; margin: 0 0 var(--space-2); font-weight: var(--weight-medium); }
.ops-form-status__buttons { clear: both; display: flex; flex-wrap: wrap; gap: var(--space-2); }
.ops-form-fields__title { margin: 0 0 var(--space-2); font-size: var(--text-md); }
.ops-fields__row { display: contents; }
.ops-fields__nested { margin: 0; padding-inline-start: var(--space-4); }
.ops-fields__text { white-space: pre-line; }
`;
