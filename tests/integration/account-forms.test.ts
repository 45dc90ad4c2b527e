import { beforeAll, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { queryAll } from "../../functions/platform/table";
import { formSubmissionsOfSite } from "../../shared/visitor-forms/entities/form-submission";
import { sentMail } from "../support/account-client";
import { createSite } from "../support/factories/site";
import { inProcessCustomer } from "../support/in-process";

const contact = "diet.contact@forms.example.edu";
const site = createSite({ customer_login: true, show_on_the_go: true, email: contact });
const plain = createSite({ customer_login: true, show_on_the_go: false, email: contact });

beforeAll(async () => {
  await Promise.all([site, plain].map((s) => dynamoSiteStore.put(s, false, new Date())));
});

const healthForm = {
  date: "2026-11-23",
  name: "Dana Example",
  email: "dana.forms@example.edu",
  city: "Palo Verde",
  allergens: ["Peanuts", "Other (Please specify)"],
  other_allergies: "Kiwi",
  celiac: true,
  consent: true,
};

const order = {
  student_id: "S 12345",
  name: "Dana O'Neil",
  email: "dana.otg@example.edu",
  entree: "Sandwich",
  plan: "Block 25",
  pick_up: "11:30a - 12:00p",
  base: "Ciabatta Roll",
  protein: "Roast Turkey",
  sides: ["Apple"],
  allergens: ["Milk"],
};

describe("dietary health form", () => {
  it("stores the form for the campus and mails its contact", async () => {
    const customer = await inProcessCustomer(site.id);
    const before = (await sentMail(contact)).length;
    const response = await customer.call("customer", "POST", "/v1/customer/health_form", {
      site_id: site.id,
      ...healthForm,
    });
    expect([response.status, response.body.msg]).toEqual([
      200,
      "Thank you, your form has been submitted.",
    ]);
    const mails = await sentMail(contact);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toContain("Food Allergy/Celiac Disease/Medical Diet Form");
    expect(mails.at(-1)?.body.text).toContain("Other allergies: Kiwi");
    const stored = await queryAll(formSubmissionsOfSite(site.id, "health_form"));
    expect(stored.map((item) => (item.data as { customer_id: string }).customer_id)).toContain(
      customer.id,
    );
  });

  it("answers the spec's messages for a bad form and stores nothing", async () => {
    const customer = await inProcessCustomer(site.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ allergens: [] }, "At least one allergen is required."],
      [{ consent: false }, "You must give consent."],
      [{ name: "" }, "Your name is required."],
      [{ email: "" }, "Your email is required."],
      [{ date: "" }, "The date is required."],
    ];
    for (const [change, message] of cases) {
      const response = await customer.call("customer", "POST", "/v1/customer/health_form", {
        site_id: site.id,
        ...healthForm,
        ...change,
      });
      expect([response.status, response.body.msg]).toEqual([400, message]);
    }
  });

  it("needs a signed-in customer", async () => {
    const customer = await inProcessCustomer(site.id);
    const response = await customer.call(
      "customer",
      "POST",
      "/v1/customer/health_form",
      { site_id: site.id, ...healthForm },
      { session: false },
    );
    expect(response.status).toBe(401);
  });

  it("limits how many mails one customer can send in an hour", async () => {
    const customer = await inProcessCustomer(site.id);
    const results = await Promise.all(
      Array.from({ length: 14 }, () =>
        customer.call("customer", "POST", "/v1/customer/health_form", {
          site_id: site.id,
          ...healthForm,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
  });
});

describe("On The Go form", () => {
  it("thanks the customer and mails the order", async () => {
    const customer = await inProcessCustomer(site.id);
    const response = await customer.call("customer", "POST", "/v1/customer/on_the_go_form", {
      site_id: site.id,
      ...order,
    });
    expect([response.status, response.body.msg]).toEqual([
      200,
      "Thank you for submitting your food order request!",
    ]);
    expect((await sentMail(contact)).at(-1)?.body.text).toContain("Entree: Sandwich");
  });

  it("refuses a choice that is not on the lists, Sesame included", async () => {
    const customer = await inProcessCustomer(site.id);
    for (const change of [
      { protein: "Lobster" },
      { allergens: ["Sesame"] },
      { plan: "Platinum" },
    ]) {
      const response = await customer.call("customer", "POST", "/v1/customer/on_the_go_form", {
        site_id: site.id,
        ...order,
        ...change,
      });
      expect(response.status).toBe(400);
    }
  });

  it("is refused where the campus does not offer On The Go", async () => {
    const customer = await inProcessCustomer(plain.id);
    const response = await customer.call("customer", "POST", "/v1/customer/on_the_go_form", {
      site_id: plain.id,
      ...order,
    });
    expect(response.status).toBe(403);
  });
});
