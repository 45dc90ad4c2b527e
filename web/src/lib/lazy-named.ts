import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * `React.lazy` for a named export: the component loads with its chunk when it first renders.
 * `load` is the module's own `import("…")`, written out where it is used so the build sees each
 * chunk (scripts/build-web.ts, web/src/boot/route-preload.ts).
 */
export function lazyNamed<
  // biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound for any component
  Module extends Record<Name, ComponentType<any>>,
  Name extends keyof Module,
>(load: () => Promise<Module>, name: Name): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
