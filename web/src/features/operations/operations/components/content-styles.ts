/** Quick content's styles (shipped in its chunk through `ScreenStyles`). */
export const CONTENT_CSS = `
.ops-content .ui-tabs__list { overflow-x: auto; }
.ops-content .ui-tabs__panel { padding-top: var(--space-4); }
.ops-section-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-2) var(--space-4); margin-bottom: var(--space-2); }
.ops-section-head h2 { margin: 0; font-size: var(--text-lg); }
.ops-alerts { list-style: none; margin: var(--space-3) 0; padding: 0; display: flex; flex-direction: column; gap: var(--space-2); }
.ops-alert { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--space-3); padding: var(--space-3); border: 1px solid var(--border-subtle); border-inline-start-width: 4px; border-radius: var(--radius); background: var(--surface); }
.ops-alert--info { border-inline-start-color: var(--info); }
.ops-alert--warning { border-inline-start-color: var(--warning); }
.ops-alert--danger { border-inline-start-color: var(--danger); }
.ops-alert--success { border-inline-start-color: var(--success); }
.ops-alert__icon { flex: none; margin-top: 0.15em; }
.ops-alert--info .ops-alert__icon { color: var(--info); }
.ops-alert--warning .ops-alert__icon { color: var(--warning); }
.ops-alert--danger .ops-alert__icon { color: var(--danger); }
.ops-alert--success .ops-alert__icon { color: var(--success); }
.ops-alert__body { flex: 1 1 16rem; min-width: 0; }
.ops-alert__message { margin: 0 0 var(--space-1); overflow-wrap: anywhere; }
.ops-alert__meta { margin: 0; color: var(--muted); font-size: var(--text-sm); }
.ops-alert__actions { display: flex; flex-wrap: wrap; gap: var(--space-1); }
.ops-save-bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: var(--space-2); margin-top: var(--space-3); }
.ops-save-bar__state { margin: 0 auto 0 0; color: var(--warning); font-weight: var(--weight-medium); }
.ops-periods { margin: 0 0 var(--space-4); padding: var(--space-3); border: 1px solid var(--border-subtle); border-radius: var(--radius); }
.ops-periods legend { padding: 0 var(--space-1); font-weight: var(--weight-medium); }
.ops-period { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--space-3); }
.ops-period .ui-field { flex: 1 1 10rem; margin-bottom: var(--space-3); }
.ops-period > .ui-button { margin-top: 1.75rem; }
.ops-periods__hint { margin: 0 0 var(--space-3); font-size: var(--text-sm); }
.ops-soldout__pickers { margin-bottom: var(--space-4); }
.ops-soldout__period h3 { margin: var(--space-4) 0 var(--space-2); font-size: var(--text-md); }
.ops-soldout__items { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-2); grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); }
.ops-switch { display: flex; align-items: center; gap: var(--space-3); min-height: var(--control-height); padding: var(--space-2) var(--space-3); border: 1px solid var(--border-subtle); border-radius: var(--radius); background: var(--surface); cursor: pointer; outline: none; }
.ops-switch[data-selected] { background: var(--danger-soft); border-color: var(--danger); }
.ops-switch[data-focus-visible] { outline: var(--focus-ring-width) solid var(--focus); outline-offset: var(--focus-ring-offset); }
.ops-switch[data-disabled] { cursor: default; }
.ops-switch__text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.ops-switch__name { font-weight: var(--weight-medium); overflow-wrap: anywhere; }
.ops-switch__station { color: var(--muted); font-size: var(--text-sm); }
.ops-switch__state { font-size: var(--text-sm); color: var(--muted); }
.ops-switch[data-selected] .ops-switch__state { color: var(--danger); font-weight: var(--weight-medium); }
.ops-switch__track { flex: none; position: relative; width: 2.75rem; height: 1.5rem; border-radius: var(--radius-pill); background: var(--border); transition: background var(--duration-fast); }
.ops-switch__thumb { position: absolute; top: 0.1875rem; left: 0.1875rem; width: 1.125rem; height: 1.125rem; border-radius: 50%; background: var(--surface); transition: transform var(--duration-fast); }
.ops-switch[data-selected] .ops-switch__track { background: var(--danger); }
.ops-switch[data-selected] .ops-switch__thumb { transform: translateX(1.25rem); }
@media (prefers-reduced-motion: reduce) { .ops-switch__track, .ops-switch__thumb { transition: none; } }
`;
