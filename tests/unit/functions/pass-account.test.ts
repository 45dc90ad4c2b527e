import { describe, expect, it } from "vitest";
import {
  type PassAccountReader,
  requirePassAccount,
} from "../../../functions/accounts/pass/pass-account";
import type { Session } from "../../../functions/platform/session/session-token";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import type { Site } from "../../../shared/site-content/schemas/site";
import { createSite } from "../../support/factories/site";

const session: Session = {
  siteId: "cedar-ridge",
  customerId: "c-1",
  version: 2,
  expiresAt: new Date("2026-11-22T14:00:00Z"),
};
const customer = { id: "c-1", first_name: "Robin" } as Customer;

const readerOf =
  (site: Site | undefined, sessionVersion = 2): PassAccountReader =>
  async () => ({ site, account: { customer, sessionVersion } });
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode,
  );

const site = (overrides = {}) =>
  createSite({ id: "cedar-ridge", customer_login: true, allergen_card: true, ...overrides });

describe("requirePassAccount (the pass group's copy of the signed-in checks)", () => {
  it("returns the site and the customer of a current session", async () => {
    const account = await requirePassAccount(readerOf(site()), session);
    expect([account.site.id, account.customer.id]).toEqual(["cedar-ridge", "c-1"]);
  });

  it.each([
    ["no session", readerOf(site()), undefined, 401],
    ["a session older than the last logout", readerOf(site(), 3), session, 401],
    ["a deleted account", async () => ({ site: site(), account: undefined }), session, 401],
    ["a site without accounts", readerOf(site({ customer_login: false })), session, 404],
    ["an unpublished site", readerOf(site({ published: false })), session, 404],
    ["a missing site", readerOf(undefined), session, 404],
    ["a site without the allergen card", readerOf(site({ allergen_card: false })), session, 403],
  ] as const)("refuses %s with %i", async (_case, reader, given, status) => {
    expect(await statusOf(requirePassAccount(reader, given))).toBe(status);
  });
});
