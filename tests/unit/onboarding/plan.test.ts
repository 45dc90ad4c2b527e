import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { describe, expect, it } from "vitest";
import { documentClient } from "../../../functions/platform/dynamo";
import { dynamoSiteStore } from "../../../functions/platform/site-store";
import { demoCampusFile } from "../../../scripts/onboarding/demo";
import { readCampusFile } from "../../../scripts/onboarding/read-campus-file";
import { campusFileSchema } from "../../../shared/onboarding/campus-file";
import { campusFileToItems, siteFromFile } from "../../../shared/onboarding/plan";
import { itemKey } from "../../../shared/onboarding/table-item";
import { createCampusFile } from "../../support/factories/campus-file";

// 05:00 UTC on Nov 22 is still Nov 21 in Los Angeles: menus must use the campus date.
const NOW = new Date("2026-11-22T05:00:00Z");
const file = campusFileSchema.parse(createCampusFile());
const items = campusFileToItems(file, NOW);
const byType = (type: string) => items.filter((item) => item.type === type);

describe("campusFileToItems", () => {
  it("keys every item under the site", () => {
    for (const item of items) {
      expect(item.pk.startsWith("SITE#test-campus")).toBe(true);
      expect(typeof item.type).toBe("string");
    }
  });

  it("is deterministic and has no duplicate keys", () => {
    expect(campusFileToItems(file, NOW)).toEqual(items);
    expect(new Set(items.map(itemKey)).size).toBe(items.length);
  });

  it.each(["cedar-ridge", "harbor-state"] as const)(
    "keeps %s under its own site, without duplicate keys",
    async (campus) => {
      const { file: demo } = await readCampusFile(demoCampusFile(campus));
      const planned = campusFileToItems(demo, NOW);
      expect(planned.every((item) => item.pk.startsWith(`SITE#${campus}`))).toBe(true);
      expect(new Set(planned.map(itemKey)).size).toBe(planned.length);
    },
  );

  it("writes the site record exactly as the site store does", async () => {
    process.env.TABLE_NAME = "test-table";
    const mock = mockClient(documentClient());
    mock.on(PutCommand).resolves({});
    await dynamoSiteStore.put(siteFromFile(file), true, NOW);
    const written = mock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    mock.restore();
    expect(byType("site")).toEqual([written]);
    expect(written).toMatchObject({ gsi1pk: "SITE#testcampus#SLUG", gsi2pk: "DIRECTORY#public" });
  });

  it("builds the navigation from the sections, without bodies", () => {
    const site = siteFromFile(file);
    expect(site.section_list).toHaveLength(1);
    expect(site.section_list[0]?.nodes[0]?.slug).toBe("staff");
    expect(site.section_list[0]).not.toHaveProperty("body");
    expect(byType("section").map((item) => item.sk)).toEqual(["SECTION#about", "SECTION#staff"]);
    expect(byType("section")[0]?.data).toMatchObject({ body: "<p>About us</p>" });
  });

  it("leaves an unpublished site out of the directory", () => {
    const hidden = campusFileSchema.parse(
      createCampusFile({ site: { ...createCampusFile().site, published: false } }),
    );
    expect(campusFileToItems(hidden, NOW)[0]).not.toHaveProperty("gsi2pk");
  });

  it("repeats the menu template for the previous, current and next week in campus time", () => {
    expect(byType("menu_period").map((item) => item.sk)).toEqual([
      "MENU#2026-11-14#0001#lunch",
      "MENU#2026-11-21#0001#lunch",
      "MENU#2026-11-28#0001#lunch",
    ]);
    expect(byType("menu_period")[0]?.pk).toBe("SITE#test-campus#LOC#dining");
  });

  it("lets a fixed date replace the template on that day, and marks closed days", () => {
    const dated = campusFileSchema.parse(
      createCampusFile({
        menus: [
          { location_id: "dining", day_offset: 0, periods: [{ id: "lunch", name: "Lunch" }] },
          { location_id: "dining", date: "2026-11-21", closed: true },
          { location_id: "dining", date: "2026-12-01", legacy_html: "<p>Soup</p>" },
        ],
      }),
    );
    const planned = campusFileToItems(dated, NOW);
    expect(planned.filter((i) => i.type === "menu_closed").map((i) => i.sk)).toEqual([
      "MENU#2026-11-21#CLOSED",
    ]);
    expect(planned.filter((i) => i.type === "menu_period")).toHaveLength(2);
    expect(planned.find((i) => i.type === "legacy_menu")).toMatchObject({
      sk: "LEGACY#2026-12-01",
      data: { html: "<p>Soup</p>" },
    });
  });

  it("stores survey vote counts in a top-level map", () => {
    expect(byType("survey")[0]).toMatchObject({ votes: { pizza: 3, tacos: 0 } });
  });

  it("writes the purchase configuration with the purchase key builders", () => {
    expect(byType("order_form")[0]?.sk).toBe("ORDERFORM");
    expect(byType("meal_plan")[0]?.sk).toBe("MEALPLAN#0001#gold");
    expect(byType("selection")[0]).toMatchObject({
      sk: "SELECTION#type#0000#student",
      kind: "type",
    });
    expect(byType("promo_code")[0]?.sk).toBe("PROMO#SAVE5");
    expect(byType("event")[0]).toMatchObject({
      sk: "EVENT#fest",
      gsi1pk: "SITE#test-campus#EVENTS",
      gsi1sk: "2026-11-20T18:00:00Z#fest",
    });
  });

  it("writes no purchase, microsite or news items when the file has none", () => {
    const bare = campusFileSchema.parse(createCampusFile({ order_form: null, menus: [] }));
    const types = new Set(campusFileToItems(bare, NOW).map((item) => item.type));
    for (const type of ["order_form", "meal_plan", "microsite", "news", "menu_period", "faq"]) {
      expect(types.has(type)).toBe(false);
    }
  });
});
