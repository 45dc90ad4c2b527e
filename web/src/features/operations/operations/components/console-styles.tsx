/**
 * The console's own styles, shipped in its chunk: the app's one stylesheet (web/src/styles.css)
 * is bundled into the entry every public page loads, so the console adds nothing there
 * (docs/operations/screens.md). React 19 hoists a `<style href precedence>` into <head> once,
 * however many screens render it; the CSP's style-src 'unsafe-inline' covers it. Everything
 * else comes from the kit (buttons, fields, dialogs, tabs, notices) and the design tokens.
 */
const CSS = `
.ops-app { min-height: 100vh; display: flex; flex-direction: column; background: var(--surface-alt); color: var(--text); }
.ops-header { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2) var(--space-4); padding: var(--space-2) var(--space-4); background: var(--text); color: var(--surface); }
.ops-header a { color: inherit; }
.ops-header__brand { margin: 0; font-size: var(--text-lg); font-weight: var(--weight-bold); white-space: nowrap; }
.ops-header__brand a { text-decoration: none; }
.ops-header__campus { display: flex; align-items: center; gap: var(--space-2); min-width: 0; }
.ops-header__campus .ui-field { margin: 0; min-width: 12rem; }
.ops-header__campus .ui-field__label { color: var(--surface); }
.ops-header__campus-name { font-weight: var(--weight-medium); }
.ops-header__user { margin-left: auto; display: flex; align-items: center; gap: var(--space-3); flex-wrap: wrap; }
.ops-header__who { display: flex; flex-direction: column; line-height: var(--leading-tight); font-size: var(--text-sm); }
.ops-header__role { opacity: 0.85; }
.ops-header .ui-button--ghost { color: var(--surface); border-color: var(--surface); }
.ops-header .ui-button--ghost[data-hovered] { background: rgb(255 255 255 / 12%); }
.ops-nav { background: var(--surface); border-bottom: 1px solid var(--border-subtle); overflow-x: auto; }
.ops-nav ul { display: flex; gap: var(--space-1); margin: 0 auto; padding: 0 var(--space-4); list-style: none; max-width: 80rem; }
.ops-nav a { display: inline-flex; align-items: center; min-height: var(--control-height); padding: 0 var(--space-3); color: var(--muted); font-weight: var(--weight-medium); text-decoration: none; border-bottom: 3px solid transparent; white-space: nowrap; }
.ops-nav a:hover { color: var(--text); }
.ops-nav a[aria-current="page"] { color: var(--text); border-bottom-color: currentColor; }
.ops-nav a:focus-visible { outline: var(--focus-ring-width) solid var(--focus); outline-offset: -3px; }
.ops-main { flex: 1; width: 100%; max-width: 80rem; margin: 0 auto; padding: var(--space-5) var(--space-4) var(--space-7); }
.ops-main > h1, .ops-page-title { margin: 0 0 var(--space-4); font-size: var(--text-2xl); line-height: var(--leading-tight); }
.ops-page-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-3); margin-bottom: var(--space-4); }
.ops-page-head h1 { margin: 0; font-size: var(--text-2xl); line-height: var(--leading-tight); }
.ops-page-head__actions { display: flex; flex-wrap: wrap; gap: var(--space-2); }
.ops-back { display: inline-block; margin-bottom: var(--space-3); }
.ops-panel { background: var(--surface); border: 1px solid var(--border-subtle); border-radius: var(--radius-lg); padding: var(--space-4); margin-bottom: var(--space-4); }
.ops-panel > h2 { margin: 0 0 var(--space-3); font-size: var(--text-lg); }
.ops-grid { display: grid; gap: var(--space-4); grid-template-columns: repeat(auto-fit, minmax(min(18rem, 100%), 1fr)); margin-bottom: var(--space-4); }
.ops-grid > .ops-panel { margin-bottom: 0; }
.ops-facts { display: grid; grid-template-columns: max-content 1fr; gap: var(--space-1) var(--space-4); margin: 0; }
.ops-facts dt { color: var(--muted); }
.ops-facts dd { margin: 0; overflow-wrap: anywhere; }
.ops-filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--space-3); margin-bottom: var(--space-4); padding: var(--space-4); background: var(--surface); border: 1px solid var(--border-subtle); border-radius: var(--radius-lg); }
.ops-filters .ui-field { margin: 0; flex: 1 1 11rem; min-width: 0; }
.ops-filters__search { flex: 2 1 16rem !important; }
.ops-filters__actions { display: flex; gap: var(--space-2); flex-wrap: wrap; }
.ops-signin { flex: 1; display: flex; align-items: flex-start; justify-content: center; padding: var(--space-6) var(--space-4); }
.ops-signin__card { width: 100%; max-width: 28rem; background: var(--surface); border: 1px solid var(--border-subtle); border-radius: var(--radius-lg); box-shadow: var(--shadow-1); padding: var(--space-5); }
.ops-signin__card h1 { margin: 0 0 var(--space-2); font-size: var(--text-xl); }
.ops-signin__card form { display: flex; flex-direction: column; gap: var(--space-3); }
.ops-signin__card .ui-field { margin: 0; }
.ops-signin__links { display: flex; flex-wrap: wrap; gap: var(--space-2); justify-content: space-between; margin-top: var(--space-3); }
.ops-qr { display: block; width: 12rem; height: 12rem; margin: var(--space-2) auto; background: #fff; padding: var(--space-2); border: 1px solid var(--border-subtle); }
.ops-secret { display: block; padding: var(--space-2); background: var(--surface-alt); border-radius: var(--radius); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--text-md); letter-spacing: 0.08em; overflow-wrap: anywhere; user-select: all; }
.ops-codes { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--space-2); margin: var(--space-3) 0; padding: var(--space-3); list-style: none; background: var(--surface-alt); border-radius: var(--radius); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.ops-link-button { align-self: flex-start; padding: 0; min-height: 0; border: 0; background: none; color: var(--link); text-decoration: underline; cursor: pointer; font: inherit; }
.ops-link-button[data-focus-visible] { outline: var(--focus-ring-width) solid var(--focus); outline-offset: var(--focus-ring-offset); }
.ops-table { margin-bottom: var(--space-4); }
.ops-table__caption { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--space-1) var(--space-3); margin-bottom: var(--space-2); }
.ops-table__title { margin: 0; font-size: var(--text-lg); }
.ops-table__summary { margin: 0; color: var(--muted); font-size: var(--text-sm); }
.ops-table__scroll { overflow-x: auto; background: var(--surface); border: 1px solid var(--border-subtle); border-radius: var(--radius-lg); }
.ops-table__table { width: 100%; border-collapse: collapse; font-size: var(--text-sm); }
.ops-table__th { position: relative; padding: var(--space-2) var(--space-3); text-align: start; font-weight: var(--weight-bold); white-space: nowrap; border-bottom: 1px solid var(--border); background: var(--surface-alt); outline: none; }
.ops-table__th[data-allows-sorting] { cursor: pointer; }
.ops-table__th[data-focus-visible], .ops-table__td[data-focus-visible] { outline: var(--focus-ring-width) solid var(--focus); outline-offset: -3px; }
.ops-table__th-inner { display: inline-flex; align-items: center; gap: var(--space-1); }
.ops-table__sort { opacity: 0.75; }
.ops-table__td { padding: var(--space-2) var(--space-3); border-bottom: 1px solid var(--border-subtle); vertical-align: middle; outline: none; }
.ops-table__row { outline: none; }
.ops-table__row:last-child .ops-table__td { border-bottom: 0; }
.ops-table__row[data-focus-visible] { outline: var(--focus-ring-width) solid var(--focus); outline-offset: -3px; }
.ops-table__row--link { cursor: pointer; }
.ops-table__row--link[data-hovered] { background: var(--surface-alt); }
.ops-table__cell--end { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
.ops-table__state { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-3); padding: var(--space-5) var(--space-3); color: var(--muted); }
.ops-table__state--failed { color: var(--danger); }
.ops-table__more-error { color: var(--danger); margin: var(--space-2) 0; }
.ops-table__paging { display: flex; justify-content: center; margin-top: var(--space-3); }
.ops-table__actions { display: flex; flex-wrap: wrap; gap: var(--space-2); }
.ops-date-input { display: flex; align-items: center; gap: 1px; }
.ops-date-segment { padding: 0 2px; border-radius: var(--radius-sm); font-variant-numeric: tabular-nums; outline: none; }
.ops-date-segment[data-placeholder] { color: var(--muted); }
.ops-date-segment[data-type="literal"] { padding: 0; }
.ops-date-segment[data-focused] { background: var(--focus); color: var(--surface); }
.ops-form-stack { display: flex; flex-direction: column; gap: var(--space-3); }
.ops-form-stack .ui-field { margin: 0; }
.ops-form-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--space-2); margin-top: var(--space-2); }
.ops-nowrap { white-space: nowrap; }
.ops-muted { color: var(--muted); }
.ops-refund-lines { display: flex; flex-direction: column; gap: var(--space-3); margin: var(--space-3) 0; }
.ops-refund-line { margin: 0; }
.ops-choice { display: flex; flex-direction: column; gap: var(--space-2); margin: 0 0 var(--space-3); padding: 0; border: 0; }
.ops-choice legend { font-weight: var(--weight-medium); margin-bottom: var(--space-1); }
.ops-choice label { display: flex; align-items: center; gap: var(--space-2); min-height: 2rem; }
.ops-choice input { width: 1.25rem; height: 1.25rem; }
.ops-form-grid { display: grid; gap: var(--space-3); grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); align-items: end; }
.ops-form-grid .ui-field { margin: 0; }
@media (max-width: 767px) {
  .ops-table__cell--wide { display: none; }
  .ops-table__table { min-width: 34rem; }
  .ops-header__user { margin-left: 0; width: 100%; justify-content: space-between; }
  .ops-main { padding: var(--space-4) var(--space-3) var(--space-6); }
  .ops-facts { grid-template-columns: 1fr; }
  .ops-facts dd { margin-bottom: var(--space-2); }
}
`;

export function ConsoleStyles() {
  return (
    <style href="doc-operations-console" precedence="default">
      {CSS}
    </style>
  );
}

/**
 * A screen's own styles, in its own chunk the same way (`id` names it once however often it
 * renders): `<ScreenStyles id="reservations" css={RESERVATIONS_CSS} />`.
 */
export function ScreenStyles({ id, css }: { id: string; css: string }) {
  return (
    <style href={`doc-operations-${id}`} precedence="default">
      {css}
    </style>
  );
}
