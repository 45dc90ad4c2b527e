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

/** Every module the router and its page lists import lazily, as a path under web/src. */
function lazySources(): Set<string> {
  const sources = new Set<string>();
  for (const file of readdirSync(APP)) {
    const text = readFileSync(join(APP, file), "utf8");
    for (const [, path] of text.matchAll(/import\("([^"]+)"\)/g)) {
      if (path) sources.add(path.replace(/^@\//, "").replace(/^\.\//, "app/"));
    }
  }
  return sources;
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

  it("lists every dedicated section page of app/section-pages.ts", () => {
    const text = readFileSync(join(APP, "section-pages.ts"), "utf8");
    const slugs = [...text.matchAll(/^\s+"?([\w-]+)"?: page\(/gm)].map(([, slug]) => slug);
    // The snake_case alias is an old master slug no URL carries.
    expect(slugs.filter((slug) => slug && !(slug in SECTION_PAGES))).toEqual(["balanced_u_events"]);
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
