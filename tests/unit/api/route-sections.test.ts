import { describe, expect, it } from "vitest";
import { sections as customerSections } from "../../../functions/accounts/customer/handler";
import { sections as locationSections } from "../../../functions/menus/location/handler";
import { sections as operationsSections } from "../../../functions/operations/operations/handler";
import type { SectionImport } from "../../../functions/platform/group-handler";
import { sections as cartSections } from "../../../functions/purchase/cart/handler";
import { sections as reservationsSections } from "../../../functions/reservations/reservations/handler";
import { sections as sitesSections } from "../../../functions/site-content/sites/handler";
import { routeKey } from "../../../shared/platform/api/route";
import { routeList } from "../../../shared/route-list";

const sectioned: Record<string, Record<string, SectionImport>> = {
  customer: customerSections,
  cart: cartSections,
  sites: sitesSections,
  reservations: reservationsSections,
  location: locationSections,
  operations: operationsSections,
};

describe.each(Object.entries(sectioned))("the %s Lambda's sections", (group, sections) => {
  it("name every route of the group and no other", () => {
    const keys = routeList.filter((route) => route.group === group).map(routeKey);
    expect(Object.keys(sections).sort()).toEqual([...keys].sort());
  });

  it("each load a section that serves the keys that name it", async () => {
    for (const [key, load] of Object.entries(sections)) {
      const { section } = await load();
      expect(section.byKey.has(key), key).toBe(true);
      const operationId = section.byKey.get(key)?.operationId ?? "";
      expect(typeof section.table[operationId], key).toBe("function");
    }
  });

  it("serve each route from one section only", async () => {
    const loaders = [...new Set(Object.values(sections))];
    const served = (await Promise.all(loaders.map((load) => load()))).flatMap(({ section }) => [
      ...section.byKey.keys(),
    ]);
    expect(served.sort()).toEqual(Object.keys(sections).sort());
  });
});
