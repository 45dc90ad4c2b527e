import { describe, expect, it } from "vitest";
import { buildNavItems } from "../../../web/src/features/site-content/site-shell/lib/nav-items";
import { createSection } from "../../support/factories/section";
import { createSite } from "../../support/factories/site";

const labels = (items: ReturnType<typeof buildNavItems>) =>
  items.map((item) =>
    item.kind === "group"
      ? `${item.label}[${item.children.map((c) => c.label).join(",")}]`
      : item.label,
  );

describe("buildNavItems (requirements: public-browsing §2 Header)", () => {
  const sections = [
    createSection({ slug: "hours", name: "Hours", sort_order: 2 }),
    createSection({ slug: "menus", name: "Menus", sort_order: 1 }),
    createSection({
      slug: "about",
      name: "About",
      sort_order: 3,
      nodes: [
        createSection({ slug: "staff", name: "Staff", sort_order: 2 }),
        createSection({ slug: "faq", name: "FAQ", sort_order: 1 }),
        createSection({ slug: "soon", name: "Soon", sort_order: 3, new_section: true }),
      ],
    }),
    createSection({ slug: "new-one", name: "New", sort_order: 4, new_section: true }),
  ];

  it("orders sections and dropdown children by sort_order and hides new sections", () => {
    const site = createSite({ slug: "uni", section_list: sections });
    expect(labels(buildNavItems(site))).toEqual(["Menus", "Hours", "About[FAQ,Staff]"]);
    expect(buildNavItems(site)[0]).toEqual({
      kind: "link",
      key: sections[1]?.id,
      label: "Menus",
      href: "/uni/menus",
      external: false,
    });
  });

  it("shows new sections when extra_nav is on", () => {
    const site = createSite({ section_list: sections, extra_nav: true });
    expect(labels(buildNavItems(site))).toEqual(["Menus", "Hours", "About[FAQ,Staff,Soon]", "New"]);
  });

  it.each([
    [true, "www.school.edu", ["Home", "Menus"]],
    [true, null, ["Menus"]],
    [false, "www.school.edu", ["Menus"]],
  ])("link_to_school %s with url %s inserts Home first: %j", (linkToSchool, url, expected) => {
    const site = createSite({
      slug: "uni",
      link_to_school: linkToSchool,
      url,
      section_list: [createSection({ slug: "menus", name: "Menus" })],
    });
    const items = buildNavItems(site);
    expect(labels(items)).toEqual(expected);
    if (expected[0] === "Home") expect(items[0]).toMatchObject({ href: "/uni", external: false });
  });

  it("links is_url sections out, with https:// added (requirements: public-browsing §9), and drops them without a url", () => {
    const site = createSite({
      section_list: [
        createSection({ slug: "jobs", name: "Jobs", is_url: true, url: "jobs.example.edu" }),
        createSection({ slug: "broken", name: "Broken", is_url: true, url: null }),
        createSection({
          slug: "more",
          name: "More",
          nodes: [
            createSection({ slug: "x", name: "X", is_url: true, url: null }),
            createSection({ slug: "y", name: "Y", is_url: true, url: "http://y.example.edu" }),
          ],
        }),
      ],
    });
    expect(buildNavItems(site)).toEqual([
      expect.objectContaining({ label: "Jobs", href: "https://jobs.example.edu", external: true }),
      expect.objectContaining({
        label: "More",
        children: [expect.objectContaining({ label: "Y", href: "http://y.example.edu" })],
      }),
    ]);
  });

  it("hides microsite landing nodes, at the top and inside dropdowns (requirements: public-browsing §2 Microsite)", () => {
    const site = createSite({
      slug: "uni",
      section_list: [
        createSection({ slug: "menus", name: "Menus", sort_order: 1 }),
        createSection({ slug: "welcome", name: "Welcome", sort_order: 2, microsite_landing: true }),
        createSection({
          slug: "plans",
          name: "Plans",
          sort_order: 3,
          nodes: [
            createSection({ slug: "buy", name: "Buy", sort_order: 1 }),
            createSection({
              slug: "retail",
              name: "Retail",
              sort_order: 2,
              microsite_landing: true,
            }),
          ],
        }),
      ],
    });
    expect(labels(buildNavItems(site))).toEqual(["Menus", "Plans[Buy]"]);
  });

  it("leaves out a dropdown whose children are all hidden", () => {
    const site = createSite({
      section_list: [
        createSection({
          slug: "more",
          name: "More",
          nodes: [createSection({ slug: "x", name: "X", new_section: true })],
        }),
      ],
    });
    expect(buildNavItems(site)).toEqual([]);
  });
});
