import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attemptsKey } from "../../functions/accounts/customer/login-throttle";
import { onRequestDone, type RequestDone } from "../../functions/platform/request-scope";
import { clearSiteCache } from "../../functions/platform/site-cache";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { getItem } from "../../functions/platform/table";
import { AccountClient, signUpClient } from "../support/account-client";
import { TEST_PASSWORD } from "../support/factories/customer";
import { createSite } from "../support/factories/site";
import { callHandler } from "../support/in-process";
import { LOGIN_WINDOW_WAIT_MS, startInsideLoginWindow } from "../support/login-window";

const site = createSite({ name: "Throttle Campus", customer_login: true });
const LIMIT = 10;
const INVALID = "The email address or password is incorrect.";
const LOCKED =
  "Too many failed login attempts. For your security, please wait 15 minutes and try again.";

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
});

const login = (email: string, password: string) =>
  new AccountClient().call("/v1/customer/authenticate", {
    method: "POST",
    body: { site_id: site.id, email, password },
  });

type Result = { status: number; body: { msg: string } };

beforeEach(startInsideLoginWindow, LOGIN_WINDOW_WAIT_MS);

/** The customer handler called in this process, so the request's DynamoDB waves can be read. */
async function authenticateInProcess(email: string, password: string) {
  const seen: RequestDone[] = [];
  const stop = onRequestDone((done) => seen.push(done));
  try {
    const { status } = await callHandler("customer", "POST", "/v1/customer/authenticate", {
      site_id: site.id,
      email,
      password,
    });
    return { status, done: seen[0] };
  } finally {
    stop();
  }
}

/**
 * Every answer but 429 had its password checked: a locked attempt is refused before any hash.
 * (On a loaded machine the in-process stack may time a check out; it was still admitted.)
 */
const checked = (results: Result[]) => results.filter((r) => r.status !== 429);

function expectClearAnswers(results: Result[]) {
  for (const r of results) {
    if (r.status === 401) expect(r.body.msg).toBe(INVALID);
    if (r.status === 429) expect(r.body.msg).toBe(LOCKED);
  }
}

describe("login attempts cost at most two DynamoDB round trips", () => {
  it("counts a wrong attempt in the site check's and the email lookup's round trip, cold or warm", async () => {
    const email = `first.${Date.now()}@example.edu`;
    // A cold campus cache: the count checks the site itself, so it need not wait for the check.
    clearSiteCache();
    const cold = await authenticateInProcess(email, "Wrong-pass1!");
    expect(cold.status).toBe(401);
    expect(cold.done?.dynamoRoundTrips).toBe(1);
    const warm = await authenticateInProcess(email, "Wrong-pass1!");
    expect(warm.status).toBe(401);
    expect(warm.done?.dynamoRoundTrips).toBe(1);
  });

  it("gives a right password's slot back in one more round trip, cold or warm", async () => {
    const { form } = await signUpClient(site.id);
    clearSiteCache();
    const cold = await authenticateInProcess(form.email, TEST_PASSWORD);
    expect(cold.status).toBe(200);
    expect(cold.done?.dynamoRoundTrips).toBe(2);
    const warm = await authenticateInProcess(form.email, TEST_PASSWORD);
    expect(warm.status).toBe(200);
    expect(warm.done?.dynamoRoundTrips).toBe(2);
  }, 60_000);

  it("writes no count for a site that does not exist or is not published", async () => {
    // The control: on the published campus the same call leaves a count.
    const email = `counted.${Date.now()}@example.edu`;
    await authenticateInProcess(email, "Wrong-pass1!");
    expect((await getItem(attemptsKey(site.id, email, new Date())))?.attempts).toBe(1);
    const unpublished = createSite({
      name: "Draft Campus",
      customer_login: true,
      published: false,
    });
    await dynamoSiteStore.put(unpublished, false, new Date());
    for (const siteId of [unpublished.id, `nowhere-${Date.now()}`]) {
      clearSiteCache();
      const { status, body } = await callHandler("customer", "POST", "/v1/customer/authenticate", {
        site_id: siteId,
        email: "someone@example.edu",
        password: "Wrong-pass1!",
      });
      expect(status).toBe(404);
      expect((body as { msg: string }).msg).toBe("Invalid site.");
      expect(await getItem(attemptsKey(siteId, "someone@example.edu", new Date()))).toBeUndefined();
    }
  });
});

describe("login lockout under concurrency", () => {
  it("checks at most the limit of wrong passwords in a burst, and a success inside it resets nothing", async () => {
    const { form } = await signUpClient(site.id);

    const burst = await Promise.all([
      ...Array.from({ length: 15 }, () => login(form.email, "Wrong-pass1!")),
      login(form.email, TEST_PASSWORD),
      ...Array.from({ length: 15 }, () => login(form.email, "Wrong-pass1!")),
    ]);
    expectClearAnswers(burst);
    // The right password may take a slot too; the wrong ones never get more than the limit.
    expect(checked(burst).length).toBeLessThanOrEqual(LIMIT + 1);

    // The window was not reset by the success in the burst: over the whole window, wrong
    // passwords checked stay within the limit.
    const after = [];
    for (let i = 0; i < 5; i += 1) after.push(await login(form.email, "Wrong-pass1!"));
    expectClearAnswers(after);
    expect(checked([...burst, ...after]).length).toBeLessThanOrEqual(LIMIT + 1);
    expect(after.at(-1)?.status).toBe(429);
  }, 120_000);

  it("locks an unknown email the same way under a burst", async () => {
    const email = `nobody.${Date.now()}@example.edu`;
    const burst = await Promise.all(Array.from({ length: 30 }, () => login(email, "Wrong-pass1!")));
    expectClearAnswers(burst);
    expect(checked(burst).length).toBeLessThanOrEqual(LIMIT);
  }, 120_000);
});
