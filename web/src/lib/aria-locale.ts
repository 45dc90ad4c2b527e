/**
 * The site is English (<html lang="en">); without a locale react-aria follows the browser's
 * language, e.g. right-to-left widgets inside English text for a Hebrew browser. react-aria
 * takes its default locale from this global when it is set (what its server-side
 * PackageLocalizationProvider writes), so no I18nProvider is needed: the provider would pull
 * react-aria's i18n module into the entry, whose first run sets up the browser's ICU data
 * (`Intl.Locale#maximize`) inside the entry's one long evaluation task
 * (docs/decisions/web-first-paint.md). main.tsx imports this module before anything that may
 * load react-aria.
 */
export const ARIA_LOCALE = "en-US";
(globalThis as unknown as Record<symbol, string>)[Symbol.for("react-aria.i18n.locale")] =
  ARIA_LOCALE;
