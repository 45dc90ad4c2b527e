/**
 * zod compiles fast object parsers with `new Function`, and probes once whether it may: under
 * our CSP (script-src 'self', shared/platform/security-headers.ts) the probe is refused, and although
 * zod catches the refusal and parses without it, Chromium reports a CSP violation, which
 * Lighthouse counts against best practices. `jitless` skips the probe. zod reads its global
 * config from this globalThis key when its core module first runs (zod/v4/core/core.js), so
 * setting it here, before any chunk that uses zod loads, keeps zod itself out of the entry.
 * main.tsx imports this module first; tests/e2e/content-security-policy.test.ts proves it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
