import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { customerEntity } from "../../shared/accounts/entities/customer";
import { createStoredSite } from "../support/factories/content";
import { type InProcessCustomer, inProcessCustomer } from "../support/in-process";

// docs/security.md "Forms, mail and votes": allergens are a closed list through the real
// customer and pass handlers on DynamoDB Local; the Other text is short plain text.
type Info = {
  customer: { allergens: string[]; custom_allergen: string };
  allergen_card: { allergens: string[] } | null;
};

let siteId = "";
let customer: InProcessCustomer;

const profile = (change: Record<string, unknown>) => ({
  site_id: siteId,
  allergens: ["Peanuts"],
  custom_allergen: "",
  contact_name: "Pat Lee",
  contact_number: "5551234567",
  carries_epinephrine: true,
  ...change,
});
const update = (change: Record<string, unknown>) =>
  customer.call<Info>("customer", "POST", "/v1/customer/update_allergen_profile", profile(change));
const info = () => customer.call<Info>("customer", "GET", "/v1/customer/info", { site_id: siteId });

beforeAll(async () => {
  siteId = (await createStoredSite({ customer_login: true, allergen_card: true })).id;
  customer = await inProcessCustomer(siteId);
});

describe("the allergen profile accepts only the known allergens and Other", () => {
  it.each([
    ["a name off the list", { allergens: ["Bleach"] }],
    ["markup as an allergen", { allergens: ["<b>Peanuts</b>"] }],
    ["a long list", { allergens: Array(40).fill("Milk") }],
    ["markup as the Other text", { allergens: ["Other"], custom_allergen: "<script>x</script>" }],
    ["a line break in the Other text", { allergens: ["Other"], custom_allergen: "Kiwi\nFREE" }],
    ["an Other text over 60 characters", { allergens: ["Other"], custom_allergen: "K".repeat(61) }],
  ])("refuses %s with 400 and stores nothing", async (_label, change) => {
    const before = await info();
    const { status, body } = await update(change);
    expect(status).toBe(400);
    expect(body.status).toBe("error");
    expect((await info()).body.customer).toEqual(before.body.customer);
  });

  it("stores known allergens once each, and Other with its plain text", async () => {
    const { status, body } = await update({
      allergens: ["Tree Nuts", "Other", "Tree Nuts"],
      custom_allergen: "Kiwi (raw) & mango",
    });
    expect(status, body.msg).toBe(200);
    expect(body.customer).toMatchObject({
      allergens: ["Tree Nuts", "Other"],
      custom_allergen: "Kiwi (raw) & mango",
    });
  });

  it("reads allergens stored before the list was closed as known names or Other", async () => {
    // An account written by the old code: free strings, any case, markup.
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: customerEntity.key({ siteId, customerId: customer.id }),
        UpdateExpression: "SET #data.allergens = :allergens, #data.custom_allergen = :custom",
        ExpressionAttributeNames: { "#data": "data" },
        ExpressionAttributeValues: {
          ":allergens": ["peanuts", "Other (Please specify)", "<img src=x onerror=alert(1)>Latex"],
          ":custom": "Kiwi",
        },
      }),
    );
    const { status, body } = await info();
    expect(status).toBe(200);
    expect(body.customer.allergens).toEqual(["Peanuts", "Other"]);
    expect(body.customer.custom_allergen).toBe("Kiwi, img src x onerror alert(1) Latex");
    expect(body.allergen_card?.allergens).toEqual(["Peanuts", "Other"]);
    const card = await customer.call("customer", "GET", "/v1/customer/allergen_card", {
      site_id: siteId,
    });
    expect(card.status).toBe(200);
    expect(card.raw).not.toContain("<img");
    // Saving the form again with what it was given back is accepted as is.
    const resaved = await update({
      allergens: body.customer.allergens,
      custom_allergen: body.customer.custom_allergen,
    });
    expect(resaved.status, resaved.body.msg).toBe(200);
  });
});
