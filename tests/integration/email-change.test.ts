import { beforeAll, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { AccountClient, signUpClient } from "../support/account-client";
import { TEST_PASSWORD } from "../support/factories/customer";
import { createSite } from "../support/factories/site";
import { LOGIN_WINDOW_WAIT_MS, startInsideLoginWindow } from "../support/login-window";

const site = createSite({ name: "Email Change Campus", customer_login: true });
const REQUIRED = "Please enter your current password to change your email address";
const INCORRECT = "The current password is incorrect.";
const LOCKED =
  "Too many failed login attempts. For your security, please wait 15 minutes and try again.";

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
});

const signedUp = () => signUpClient(site.id);

const profile = (email: string, currentPassword?: string) => ({
  site_id: site.id,
  first_name: "Robin",
  last_name: "Tester",
  student_id: "S1",
  email,
  phone: "5555550199",
  address: "1 Main St",
  city: "Newtown",
  state: "WA",
  zip: "",
  ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
});

const update = (client: AccountClient, body: ReturnType<typeof profile>) =>
  client.call<{ customer: { email: string } }>("/v1/customer/update_customer", {
    method: "POST",
    body,
  });

const logIn = (email: string, password: string) =>
  new AccountClient().call("/v1/customer/authenticate", {
    method: "POST",
    body: { site_id: site.id, email, password },
  });

describe("changing the sign-in email needs the current password", () => {
  it("refuses a new email without the password or with a wrong one, and takes the right one", async () => {
    const { client, form } = await signedUp();
    const moved = `moved.${Date.now()}@example.edu`;

    const without = await update(client, profile(moved));
    expect([without.status, without.body.msg]).toEqual([400, REQUIRED]);
    const wrong = await update(client, profile(moved, "Wrong-pass1!"));
    expect([wrong.status, wrong.body.msg]).toEqual([400, INCORRECT]);
    expect((await logIn(moved, TEST_PASSWORD)).status).toBe(401);

    const right = await update(client, profile(moved, TEST_PASSWORD));
    expect([right.status, right.body.customer.email]).toEqual([200, moved]);
    expect((await logIn(moved, TEST_PASSWORD)).status).toBe(200);
    expect((await logIn(form.email, TEST_PASSWORD)).status).toBe(401);
  }, 60_000);

  it("needs no password when the email stays (case aside)", async () => {
    const { client, form } = await signedUp();
    const same = await update(client, profile(form.email.toUpperCase()));
    expect(same.status, same.body.msg).toBe(200);
  });

  it(
    "shares the login's attempt budget: guesses here lock the login too",
    async () => {
      await startInsideLoginWindow();
      const { client, form } = await signedUp();
      const moved = `guess.${Date.now()}@example.edu`;
      const answers = [];
      for (let i = 0; i < 11; i += 1) {
        answers.push(await update(client, profile(moved, `Guess-${i}-pass!`)));
      }
      expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(400));
      expect([answers[10]?.status, answers[10]?.body.msg]).toEqual([429, LOCKED]);
      const login = await logIn(form.email, TEST_PASSWORD);
      expect([login.status, login.body.msg]).toEqual([429, LOCKED]);
    },
    120_000 + LOGIN_WINDOW_WAIT_MS,
  );
});
