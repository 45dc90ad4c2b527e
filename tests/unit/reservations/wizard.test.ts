import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  initialWizard,
  stepDone,
  type WizardAction,
  type WizardLocation,
  type WizardState,
  wizardReducer,
  wizardSteps,
} from "../../../shared/reservations/wizard";

const withBlocks: WizardLocation = { id: "hall", usesBlocks: true, allowsGuests: true };
const plain: WizardLocation = { id: "table", usesBlocks: false, allowsGuests: false };

const run = (actions: WizardAction[], from: WizardState = initialWizard) =>
  actions.reduce(wizardReducer, from);

const full = run([
  { type: "location", location: withBlocks },
  { type: "next" },
  { type: "date", date: "2026-03-10" },
  { type: "next" },
  { type: "block", blockId: "lunch" },
  { type: "next" },
  { type: "time", hour: 12, minute: 30 },
  { type: "next" },
  { type: "friends", friends: 2 },
  { type: "next" },
]);

describe("reservation wizard steps", () => {
  it("shows the block and party steps only when the location has them", () => {
    expect(wizardSteps(withBlocks)).toEqual([
      "location",
      "date",
      "block",
      "time",
      "party",
      "details",
    ]);
    expect(wizardSteps(plain)).toEqual(["location", "date", "time", "details"]);
  });

  it("walks location, date, block, time, party size to the details", () => {
    expect(full).toMatchObject({
      step: "details",
      date: "2026-03-10",
      blockId: "lunch",
      hour: 12,
      minute: 30,
      friends: 2,
    });
  });

  it("does not move on before a step's choice is made", () => {
    expect(run([{ type: "next" }]).step).toBe("location");
    expect(stepDone(run([{ type: "location", location: plain }, { type: "next" }]))).toBe(false);
  });
});

describe("clearing rules", () => {
  it("clears time, hour, minute and block when the date changes", () => {
    const next = wizardReducer(full, { type: "date", date: "2026-03-11" });
    expect(next).toMatchObject({ blockId: null, hour: null, minute: null, friends: 0 });
  });

  it("resets guests to 0 when the time changes", () => {
    expect(wizardReducer(full, { type: "time", hour: 13, minute: 0 }).friends).toBe(0);
  });

  it("clears the date when a location is chosen", () => {
    expect(wizardReducer(full, { type: "location", location: withBlocks }).date).toBeNull();
  });

  it("returns to the location picker after creating", () => {
    expect(wizardReducer(full, { type: "created" })).toEqual(initialWizard);
  });

  it("never keeps a later choice when going back, whatever came before", () => {
    const actionArb: fc.Arbitrary<WizardAction> = fc.oneof(
      fc.constantFrom<WizardAction>(
        { type: "next" },
        { type: "back" },
        { type: "location", location: withBlocks },
        { type: "location", location: plain },
        { type: "block", blockId: "dinner" },
      ),
      fc.date({ noInvalidDate: true }).map((d) => ({
        type: "date" as const,
        date: d.toISOString().slice(0, 10),
      })),
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
        .map(([hour, minute]) => ({ type: "time" as const, hour, minute })),
      fc.integer({ min: 0, max: 5 }).map((friends) => ({ type: "friends" as const, friends })),
    );
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30 }), (actions) => {
        const state = run(actions);
        const back = wizardReducer(state, { type: "back" });
        if (back.step === state.step) return;
        const steps = wizardSteps(back.location);
        const at = steps.indexOf(back.step);
        expect(at).toBeGreaterThanOrEqual(0);
        const later = steps.slice(at + 1);
        if (later.includes("time")) expect([back.hour, back.minute]).toEqual([null, null]);
        if (later.includes("block")) expect(back.blockId).toBeNull();
        if (later.includes("date")) expect(back.date).toBeNull();
        if (later.includes("party") || later.includes("time")) expect(back.friends).toBe(0);
        // Whatever the path, the wizard stands on a step its location has.
        expect(wizardSteps(state.location)).toContain(state.step);
      }),
    );
  });
});

// The wizard's two ends (docs/decisions/reservations.md): the details step is the last one, and
// stepping back from it to the last choice keeps every choice made.
describe("the wizard's last step", () => {
  it("stays on the details when asked to move on", () => {
    expect(full.step).toBe("details");
    expect(wizardReducer(full, { type: "next" })).toEqual(full);
  });

  it("goes back to the party size with the time, block, date and guests still chosen", () => {
    expect(wizardReducer(full, { type: "back" })).toEqual({ ...full, step: "party" });
  });

  it("keeps a whole number of guests, never fewer than none", () => {
    expect(wizardReducer(full, { type: "friends", friends: 2.7 }).friends).toBe(2);
    expect(wizardReducer(full, { type: "friends", friends: -3 }).friends).toBe(0);
  });
});
