import { describe, expect, it } from "vitest";
import {
  type DayParty,
  reservationDay,
  timesOfDay,
} from "../../../shared/operations/reservation-day";
import { slotAvailability } from "../../../shared/reservations/availability";
import { createReservationLocation } from "../../support/factories/reservation";
import { createSchedule } from "../../support/factories/schedule";
import { LA, MONDAY_NOON, scenario } from "../reservations/scenario";

// The host stand's day view (docs/operations/reservations.md): the same times as the booking
// wizard, the counters' seats, and every party placed at its time.

type Party = DayParty & { id: string };

const party = (id: string, hhmm: string, overrides: Partial<Party> = {}): Party => ({
  id,
  hour: Number(hhmm.slice(0, 2)),
  minute: Number(hhmm.slice(2)),
  status: "booked",
  first_name: "Robin",
  last_name: id,
  ...overrides,
});

describe("the host stand's times", () => {
  it("are the booking wizard's times of the date, past ones included", () => {
    const ctx = scenario();
    const wizard = slotAvailability(ctx, "2026-03-09").map((s) => [s.hour, s.minute]);
    const host = timesOfDay(ctx.location, "2026-03-09", MONDAY_NOON, LA).map((t) => [
      t.hour,
      t.minute,
    ]);
    expect(host).toEqual(wizard);
    expect(host[0]).toEqual([11, 0]);
  });

  it("take the times past midnight from the day before's late block, not the date's own", () => {
    const location = createReservationLocation({
      schedules: [
        createSchedule({ type: "reservation", start_hour: 23, end_hour: 1, open_late: true }),
      ],
    });
    const keys = timesOfDay(location, "2026-03-10", MONDAY_NOON, LA).map((t) => t.key);
    expect(keys).toEqual(["0000", "0030", "2300", "2330"]);
  });
});

describe("the host stand's day", () => {
  const { location } = scenario();

  it("reads seats from the counters and lists each time's parties, waiting first, cancelled last", () => {
    const { times, totals } = reservationDay({
      location,
      date: "2026-03-09",
      now: MONDAY_NOON,
      timeZone: LA,
      counters: [
        { hhmm: "1100", booked: 4 },
        { hhmm: "1700", booked: 10 },
      ],
      parties: [
        party("cancelled", "1100", { status: "cancelled" }),
        party("seated", "1100", { status: "checked_in" }),
        party("b-waiting", "1100"),
        party("a-waiting", "1100"),
        party("dinner", "1700"),
      ],
    });
    const at = (key: string) => times.find((t) => t.key === key);
    expect(at("1100")).toMatchObject({ label: "11:00a", capacity: 10, booked: 4, left: 6 });
    expect(at("1100")?.parties.map((p) => p.id)).toEqual([
      "a-waiting",
      "b-waiting",
      "seated",
      "cancelled",
    ]);
    expect(at("1700")).toMatchObject({ booked: 10, left: 0, scheduled: true });
    expect(at("1130")).toMatchObject({ booked: 0, left: 10, parties: [] });
    expect(totals).toEqual({ parties: 4, seats: 14, checked_in: 1, cancelled: 1 });
  });

  it("still shows a booked time the settings no longer offer, and skips empty ones", () => {
    const { times } = reservationDay({
      location,
      date: "2026-03-09",
      now: MONDAY_NOON,
      timeZone: LA,
      counters: [
        { hhmm: "0815", booked: 2 },
        { hhmm: "0915", booked: 0 },
        { hhmm: "bad!", booked: 3 },
      ],
      parties: [party("early", "0815")],
    });
    expect(times[0]).toMatchObject({ key: "0815", scheduled: false, booked: 2, left: 8 });
    expect(times.some((t) => t.key === "0915")).toBe(false);
    expect(times.every((t, i) => i === 0 || (times[i - 1]?.key ?? "") < t.key)).toBe(true);
  });
});
