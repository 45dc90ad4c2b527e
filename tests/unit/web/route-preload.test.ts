import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CAMPUSES,
  GENERIC_SECTION,
  HOME,
  LANDING,
  routePreload,
  SECTION_PAGES,
  SECTION_SWITCH,
  SITE_LAYOUT,
  SITE_PAGES,
  siteInfoUrl,
} from "../../../web/src/boot/route-preload";

const APP = join(import.meta.dirname, "../../../web/src/app");

/** A lazy import's module as a path under web/src without extension, as route-preload names it. */
const source = (path: string) => path.replace(/^@\//, "").replace(/^\.\//, "app/");

/** Every module the app imports lazily (the route table, the section switch). */
function lazySources(): Set<string> {
  const sources = new Set<string>();
  for (const file of readdirSync(APP)) {
    const text = readFileSync(join(APP, file), "utf8");
    for (const [, path] of text.matchAll(/import\("([^"]+)"\)/g)) {
      if (path) sources.add(source(path));
    }
  }
  return sources;
}

/** `[key, module]` of each lazy entry of one table (`const <name> = …`) in a file of web/src/app. */
function lazyEntries(file: string, name: string, entry: RegExp): [string, string][] {
  const text = readFileSync(join(APP, file), "utf8");
  const start = text.indexOf(`const ${name}`);
  expect(start, `app/${file} declares ${name}`).toBeGreaterThan(-1);
  const table = text.slice(start, start + text.slice(start).search(/\n[}\]];\n/));
  return [...table.matchAll(entry)].map(([, key, module]) => [key ?? "", source(module ?? "")]);
}

describe("the boot script's route preloads (web/src/boot/route-preload.ts)", () => {
  it("names only modules the router imports lazily", () => {
    const lazy = lazySources();
    const named = [
      LANDING,
      CAMPUSES,
      SITE_LAYOUT,
      HOME,
      SECTION_SWITCH,
      GENERIC_SECTION,
      ...Object.values(SITE_PAGES),
      ...Object.values(SECTION_PAGES),
    ];
    expect(named.filter((source) => !lazy.has(source))).toEqual([]);
  });

  it("preloads each static page under /:site of app/routes.ts with its own module", () => {
    const pages = lazyEntries(
      "routes.ts",
      "sitePages",
      /path: "([\w-]+)[^"]*",\s*lazy: \(\) => import\("([^"]+)"\)/g,
    ).filter(([path]) => path !== ":section");
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.map(([path]) => [path, SITE_PAGES[path]])).toEqual(pages);
  });

  it("preloads each dedicated section page of app/section-switch.tsx with its own module", () => {
    const pages = lazyEntries(
      "section-switch.tsx",
      "sectionPages",
      /^\s+"?([\w-]+)"?: \(\) =>\s*import\("([^"]+)"\)/gm,
    )
      // The snake_case alias is an old master slug no URL carries.
      .filter(([slug]) => slug !== "balanced_u_events");
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.map(([slug]) => [slug, SECTION_PAGES[slug]])).toEqual(pages);
  });

  it.each([
    ["/", [LANDING], undefined],
    ["/campuses", [CAMPUSES], undefined],
    ["/404", [], undefined],
    ["/resetPassword/abc", [], undefined],
    ["/cedarridge", [SITE_LAYOUT, HOME], "cedarridge"],
    ["/CedarRidge/", [SITE_LAYOUT, HOME], "CedarRidge"],
    ["/cedarridge/login", [SITE_LAYOUT, SITE_PAGES.login], "cedarridge"],
    ["/cedarridge/event/42", [SITE_LAYOUT, SITE_PAGES.event], "cedarridge"],
    [
      "/cedarridge/Hours-Of-Operation",
      [SITE_LAYOUT, SECTION_SWITCH, SECTION_PAGES["hours-of-operation"]],
      "cedarridge",
    ],
    ["/cedarridge/welcome", [SITE_LAYOUT, SECTION_SWITCH, GENERIC_SECTION], "cedarridge"],
    ["/cedarridge/constructor", [SITE_LAYOUT, SECTION_SWITCH, GENERIC_SECTION], "cedarridge"],
    ["/cedarridge/unknown/deeper", [SITE_LAYOUT], "cedarridge"],
  ])("%s preloads its route", (path, sources, site) => {
    expect(routePreload(path)).toEqual(site ? { sources, site } : { sources });
  });

  it("asks for the site bootstrap under the URL the app requests", () => {
    expect(siteInfoUrl("cedarridge")).toBe("/v1/sites/cedarridge/info");
    expect(siteInfoUrl("caf%C3%A9")).toBe("/v1/sites/caf%C3%A9/info");
    expect(siteInfoUrl("%E0%A4%A")).toBeUndefined();
  });
});
