import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar, initialsOf } from "@/components/avatar";
import { DateBadge } from "@/components/date-badge";
import { MenuIcon } from "@/features/menus/menus/components/menu-icons";

const ROOT = join(import.meta.dirname, "../../..");

describe("Avatar", () => {
  it("takes the first and last initials, upper case, at most two letters", () => {
    expect(initialsOf("Maria Alvarez")).toBe("MA");
    expect(initialsOf("sam de la o'connor")).toBe("SO");
    expect(initialsOf("Cher")).toBe("C");
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 5 }), (words) => {
        const initials = initialsOf(words.join(" "));
        expect(initials.length).toBe(Math.min(words.length, 2));
        expect(initials).toBe(initials.toUpperCase());
      }),
    );
  });

  it("names the initials for screen readers, or hides them when the name is beside them", () => {
    expect(renderToStaticMarkup(h(Avatar, { name: "Aisha Bello" }))).toContain(
      'role="img" aria-label="Aisha Bello"',
    );
    expect(renderToStaticMarkup(h(Avatar, { name: "Aisha Bello", decorative: true }))).toContain(
      'aria-hidden="true"',
    );
    const photo = renderToStaticMarkup(h(Avatar, { name: "Grace Kim", src: "/g.svg" }));
    expect(photo).toContain('alt="Grace Kim"');
    expect(photo).toContain('width="160"');
  });
});

describe("DateBadge", () => {
  it("shows the campus's calendar day, not the visitor's", () => {
    // 02:00 UTC on Nov 6 is still Nov 5 in Los Angeles.
    const html = renderToStaticMarkup(
      h(DateBadge, { date: Date.UTC(2026, 10, 6, 2), timeZone: "America/Los_Angeles" }),
    );
    expect(html).toContain(">Nov<");
    expect(html).toContain(">5<");
    expect(html).toContain('aria-hidden="true"');
  });
});

describe("menu marks", () => {
  it("names every mark, allergens as what the item contains", () => {
    expect(renderToStaticMarkup(h(MenuIcon, { kind: "dietary", name: "Vegan" }))).toContain(
      'aria-label="Vegan"',
    );
    const allergen = renderToStaticMarkup(h(MenuIcon, { kind: "allergen", name: "Sesame" }));
    expect(allergen).toContain('aria-label="Contains Sesame"');
    expect(allergen).toContain('role="img"');
    // An allergen the legend does not know still gets a named mark.
    expect(renderToStaticMarkup(h(MenuIcon, { kind: "allergen", name: "Lupin" }))).toContain(
      'aria-label="Contains Lupin"',
    );
  });
});

describe("demo campus pictures", () => {
  it("every picture the demo campuses upload exists and stays small", () => {
    for (const campus of ["cedar-ridge", "harbor-state"]) {
      const dir = join(ROOT, "scripts/demo", campus);
      const file = JSON.parse(readFileSync(join(dir, "campus.json"), "utf8")) as {
        files: { path: string; key: string }[];
      };
      for (const entry of file.files) {
        const path = join(dir, entry.path);
        expect(existsSync(path), entry.path).toBe(true);
        if (path.endsWith(".svg")) {
          expect(statSync(path).size, entry.path).toBeLessThan(10_000);
          expect(readFileSync(path, "utf8")).toMatch(/<title>[^<]+<\/title>/);
        }
      }
    }
  });
});
