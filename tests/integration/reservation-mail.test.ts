import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { putItem } from "../../functions/platform/table";
import { dynamoReservationStore } from "../../functions/reservations/reservation-store";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { reservationEntity } from "../../shared/reservations/entities/reservation";
import { RESERVATION_FORM_MESSAGES } from "../../shared/reservations/schemas/reservation-form";
import { sentMail } from "../support/account-client";
import { createReservableLocation } from "../support/factories/location";
import { createSite } from "../support/factories/site";
import { type InProcessCustomer, inProcessCustomer } from "../support/in-process";
import { waitForMail } from "../support/mail";
import { bookReservation } from "../support/reservations";

// Reservation mail goes to the signed-in account's address only, and never echoes the notes
// (docs/decisions/reservations.md "Who reservation mail goes to"; docs/security.md).

const site = createSite({ customer_login: true, email: "dining@reservation-mail.example.edu" });
const today = campusDate(new Date(), site.time_zone);
const tomorrow = addDays(today, 1);
const location = createReservableLocation(today, {
  reservation_capacity: 50,
  allow_guest_friends: true,
  guest_friend_limit: 3,
});

const PHISHING =
  "Your account is locked: verify at https://evil.example/login, www.evil.example or evil.example/verify, or call 555 0100";

beforeAll(async () => {
  const now = new Date();
  await dynamoSiteStore.put(site, false, now);
  await dynamoLocationStore.putLocation(site.id, location);
});

const stranger = () => `stranger.${randomUUID().slice(0, 8)}@example.org`;

const book = (customer: InProcessCustomer, overrides: Record<string, unknown> = {}) =>
  bookReservation(customer, { location_id: location.id, date: tomorrow, ...overrides });

const confirmed = (mail: { subject: string }) => mail.subject.endsWith("is confirmed");
const cancelled = (mail: { subject: string }) => mail.subject.endsWith("is cancelled");

/** The token of the cancel link in a confirmation's text. */
const linkToken = (text: string) =>
  decodeURIComponent(text.match(/\/cancel-reservation\/[^\s#]+#token=(\S+)/)?.[1] ?? "");

describe("reservation mail goes only to the signed-in customer's address", () => {
  it("refuses a booking that names a stranger's address: nothing booked, nothing mailed there", async () => {
    const customer = await inProcessCustomer(site.id);
    const victim = stranger();
    const refused = await book(customer, { email: victim, notes: PHISHING });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      RESERVATION_FORM_MESSAGES.email.notAccount,
    ]);
    expect(await dynamoReservationStore.listOfCustomer(site.id, customer.id)).toEqual([]);
    // A booking of the same customer afterwards is mailed to the account, through the same
    // outbox: once it has arrived, the refused one would have too.
    const made = await book(customer, { hour: 12, minute: 30 });
    expect(made.status).toBe(200);
    const [mail] = await waitForMail(customer.email, { match: confirmed });
    expect(mail?.destination.to).toEqual([customer.email]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sentMail(victim)).toEqual([]);
  });

  it("mails the confirmation and the cancellation to the account's address, whatever case the call spells it in", async () => {
    const customer = await inProcessCustomer(site.id);
    const made = await book(customer, { email: `  ${customer.email.toUpperCase()} ` });
    expect(made.status).toBe(200);
    const [confirmation] = await waitForMail(customer.email, { match: confirmed });
    expect(confirmation?.destination.to).toEqual([customer.email]);
    const cancel = await customer.call("reservations", "DELETE", "/v1/reservations", {
      site_id: site.id,
      reservation_id: made.body.reservation.id,
    });
    expect(cancel.status).toBe(200);
    const [cancellation] = await waitForMail(customer.email, { match: cancelled });
    expect(cancellation?.destination.to).toEqual([customer.email]);
  });

  it("sends the cancellation to the account, not to an address stored with the reservation", async () => {
    const customer = await inProcessCustomer(site.id);
    const made = await book(customer, { hour: 13, minute: 0 });
    expect(made.status).toBe(200);
    const [confirmation] = await waitForMail(customer.email, { match: confirmed });
    // A reservation as the old code stored it: with whatever address the call named.
    const victim = stranger();
    const key = {
      siteId: site.id,
      customerId: customer.id,
      reservationId: made.body.reservation.id,
    };
    const stored = await dynamoReservationStore.get(site.id, customer.id, key.reservationId);
    if (!stored) throw new Error("the reservation was not stored");
    await putItem(reservationEntity.toItem(key, { ...stored, email: victim }));
    // Cancelled with the mailed link, signed out: the path that used to read no account.
    const cancel = await customer.call(
      "reservations",
      "DELETE",
      "/v1/reservations",
      {
        site_id: site.id,
        customer_id: customer.id,
        reservation_id: key.reservationId,
        token: linkToken(confirmation?.body.text ?? ""),
      },
      { session: false },
    );
    expect([cancel.status, cancel.body.msg]).toEqual([
      200,
      "Your reservation has been successfully cancelled.",
    ]);
    const [cancellation] = await waitForMail(customer.email, { match: cancelled });
    expect(cancellation?.destination.to).toEqual([customer.email]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sentMail(victim)).toEqual([]);
  });
});

describe("reservation mail never carries the notes", () => {
  it("keeps a URL in the notes out of the mail, so it cannot become a link", async () => {
    const customer = await inProcessCustomer(site.id);
    const made = await book(customer, { hour: 11, minute: 30, notes: PHISHING });
    expect(made.status).toBe(200);
    // The notes stay with the reservation (the account tab and the printed card show them).
    expect(made.body.reservation.notes).toBe(PHISHING);
    const [mail] = await waitForMail(customer.email, { match: confirmed });
    const text = mail?.body.text ?? "";
    expect(text).toContain("is confirmed");
    for (const part of ["evil", "www.", "555 0100", "locked", "verify"]) {
      expect(text).not.toContain(part);
    }
    // The only link is the cancel link, on the configured web origin.
    const links = text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(new URL(links[0] ?? "").origin).toBe(new URL(inject("baseUrl")).origin);
    expect(mail?.body.html ?? "").toBe("");
  });
});
