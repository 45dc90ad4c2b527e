import { describe, expect, it } from "vitest";
import { everyStoredItem } from "../../scripts/local/table-scan";
import { api } from "../support/api";
import { captureLogsAtDebug } from "../support/captured-logs";
import { callCheckout } from "../support/checkout";
import { block100Item, checkoutBody, putCart } from "../support/factories/checkout";
import { callHandler, inProcessCustomer } from "../support/in-process";

// docs/security.md, "What the API promises": a card number written with any separators is
// refused in any field of any request (order fields included) with 400 naming the field; it
// reaches no table item and no log line, and neither does an unknown parameter's name.
const written = captureLogsAtDebug();

const SPELLINGS = [
  "4111.1111.1111.1111",
  "4111,1111,1111,1111",
  "#4111#1111#1111#1111",
  "4111  1111  1111  1111",
  "4111\t1111\t1111\t1111",
  "4111/1111/1111/1111",
  "4111\u20131111\u20131111\u20131111",
  "4111\u00a01111\u00a01111\u00a01111",
];
const REFUSED = "not accepted";
const CARD_TOKEN = {
  card_token: "sbx_approved_visa_1111_AbCdEfGhIjKlMnOpQrStUvWx",
  card_brand: "Visa",
  card_last4: "1111",
};

describe("a card number behind any separator", () => {
  it.each(SPELLINGS)("is refused in the order fields of both checkouts: %j", async (pan) => {
    for (const [field, path] of [
      ["address", "checkout"],
      ["city", "create_cc_order"],
      ["student_id", "checkout"],
    ] as const) {
      const cartId = await putCart([block100Item()]);
      const body = checkoutBody({
        ...(path === "checkout" ? { payment_type: "Student ID" } : CARD_TOKEN),
        [field]: pan,
      });
      const result = await callCheckout(path, body, { cartId });
      expect(result.status, `${field}: ${result.body.msg}`).toBe(400);
      expect(result.body.fields?.[field]).toContain(REFUSED);
      expect(result.body.order).toBeUndefined();
      expect(JSON.stringify(result.body)).not.toContain(pan);
    }
  });

  it("is refused in a reservation's notes before anything is booked", async () => {
    const customer = await inProcessCustomer("cedar-ridge");
    const result = await customer.call<{ fields?: Record<string, string> }>(
      "reservations",
      "POST",
      "/v1/reservations",
      {
        site_id: "cedar-ridge",
        first_name: "Dana",
        last_name: "Example",
        email: customer.email,
        location_id: "summit-terrace",
        date: "2026-11-23",
        hour: 17,
        minute: 30,
        friends: 0,
        notes: `Card ${SPELLINGS[0]}`,
      },
    );
    expect(result.status).toBe(400);
    expect(result.body.fields?.notes).toContain(REFUSED);
  });

  it("is refused as a query parameter's name, and never repeated", async () => {
    for (const pan of SPELLINGS) {
      const query = `site_id=cedar-ridge&${encodeURIComponent(pan)}=1`;
      const result = await api(`/v1/locations/all_locations_name?${query}`);
      expect(result.status).toBe(400);
      expect(result.body.msg).toContain(REFUSED);
      expect(JSON.stringify(result.body).replace(/[^0-9]/g, "")).not.toContain("4111");
    }
  });

  it("never repeats an unknown parameter's name or value", async () => {
    const result = await callHandler("locations", "GET", "/v1/locations/all_locations_name", {
      site_id: "cedar-ridge",
      secret_looking_name: "secret-looking-value",
    });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe("Unknown parameter. This call takes: site_id.");
    expect(result.raw).not.toMatch(/secret-looking/);
  });

  it("left none of them in a log line or a table item", async () => {
    const logs = written.join("");
    expect(logs).toContain("request refused");
    for (const pan of SPELLINGS) expect(logs).not.toContain(pan);
    expect(logs).not.toContain("secret_looking_name");
    expect(logs).not.toContain("secret-looking-value");

    for (const item of await everyStoredItem()) {
      const text = JSON.stringify(item);
      for (const pan of SPELLINGS) expect(text).not.toContain(JSON.stringify(pan).slice(1, -1));
    }
  });
});
