/**
 * The host stand's styles (shipped in its chunk through `ScreenStyles`). Tablet first: every
 * control is at least 44 px, parties wrap their actions under the name below 576 px.
 */
export const RESERVATIONS_CSS = `
.ops-toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--space-3); margin-bottom: var(--space-4); padding: var(--space-4); background: var(--surface); border: 1px solid var(--border-subtle); border-radius: var(--radius-lg); }
.ops-toolbar .ui-field { margin: 0; flex: 1 1 13rem; min-width: 0; max-width: none; }
.ops-toolbar__buttons { display: flex; flex-wrap: wrap; gap: var(--space-2); }
.ops-res-day__head { margin-bottom: var(--space-3); }
.ops-res-day__title { margin: 0; font-size: var(--text-xl); line-height: var(--leading-tight); }
.ops-res-day__totals { margin: var(--space-1) 0 0; color: var(--muted); }
.ops-res-times { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--space-3); }
.ops-res-time { background: var(--surface); border: 1px solid var(--border-subtle); border-radius: var(--radius-lg); padding: var(--space-3) var(--space-4); }
.ops-res-time__head { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--space-1) var(--space-4); }
.ops-res-time__label { margin: 0; min-width: 5rem; font-size: var(--text-xl); font-variant-numeric: tabular-nums; }
.ops-res-time__seats { display: flex; flex-wrap: wrap; gap: var(--space-1) var(--space-4); margin: 0; }
.ops-res-time__seats strong { font-size: var(--text-lg); font-variant-numeric: tabular-nums; }
.ops-res-time__full { color: var(--danger); font-weight: var(--weight-medium); }
.ops-res-time__note { flex-basis: 100%; margin: 0; color: var(--muted); font-size: var(--text-sm); }
.ops-res-time__empty { margin: 0; color: var(--muted); }
.ops-res-time--empty { padding-block: var(--space-2); }
.ops-res-time--empty .ops-res-time__label { font-size: var(--text-lg); }
.ops-party-list { list-style: none; margin: var(--space-3) 0 0; padding: 0; display: flex; flex-direction: column; gap: var(--space-2); }
.ops-party { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-3); padding: var(--space-3); background: var(--surface-alt); border: 1px solid var(--border-subtle); border-radius: var(--radius); }
.ops-party--checked_in { background: var(--success-soft); }
.ops-party--cancelled { background: var(--surface); border-style: dashed; }
.ops-party__who { flex: 1 1 16rem; min-width: 0; }
.ops-party__who p { margin: 0 0 var(--space-1); }
.ops-party__who p:last-child { margin-bottom: 0; }
.ops-party__name { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2); font-size: var(--text-lg); overflow-wrap: anywhere; }
.ops-party__size, .ops-party__notes { display: flex; align-items: flex-start; gap: var(--space-2); }
.ops-party__size .ui-icon, .ops-party__notes .ui-icon { flex: none; margin-top: 0.2em; }
.ops-party__notes { overflow-wrap: anywhere; white-space: pre-line; }
.ops-party__actions { display: flex; flex-wrap: wrap; gap: var(--space-2); }
.ops-party__done { display: flex; align-items: center; gap: var(--space-2); margin: 0; color: var(--success); font-weight: var(--weight-medium); }
.ops-party__done--muted { color: var(--muted); font-weight: normal; }
@media (max-width: 575px) {
  .ops-party__actions { width: 100%; }
  .ops-party__actions .ui-button { flex: 1; }
}
`;
