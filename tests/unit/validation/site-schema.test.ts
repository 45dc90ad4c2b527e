import { describe, expect, it } from "vitest";
import {
  EMPTY_ADDRESS,
  siteAddressSchema,
  siteSchema,
} from "../../../shared/site-content/schemas/site";
import { createSite } from "../../support/factories/site";

describe("the site schema", () => {
  it("defaults a missing address to what the address schema makes of nothing", () => {
    expect(siteAddressSchema.parse({})).toEqual(EMPTY_ADDRESS);
    const { address: _address, ...withoutAddress } = createSite();
    expect(siteSchema.parse(withoutAddress).address).toEqual(EMPTY_ADDRESS);
  });

  it("gives each site its own default address, not one shared object", () => {
    const { address: _address, ...withoutAddress } = createSite();
    const first = siteSchema.parse(withoutAddress);
    first.address.city = "Changed";
    expect(siteSchema.parse(withoutAddress).address.city).toBe("");
  });
});
