import { describe, expect, it } from "vitest";
import {
  initialWizard,
  type WizardAction,
  type WizardLocation,
  wizardReducer,
} from "../../../shared/reservations/wizard";

// The wizard's two ends (docs/decisions/reservations.md): the details step is the last one, and
// stepping back from it to the last choice keeps every choice made.

const hall: WizardLocation = { id: "hall", usesBlocks: true, allowsGuests: true };
const run = (actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizard);

const atDetails = run([
  { type: "location", location: hall },
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

describe("the wizard's last step", () => {
  it("stays on the details when asked to move on", () => {
    expect(atDetails.step).toBe("details");
    expect(wizardReducer(atDetails, { type: "next" })).toEqual(atDetails);
  });

  it("goes back to the party size with the time, block, date and guests still chosen", () => {
    expect(wizardReducer(atDetails, { type: "back" })).toEqual({ ...atDetails, step: "party" });
  });

  it("keeps a whole number of guests, never fewer than none", () => {
    expect(wizardReducer(atDetails, { type: "friends", friends: 2.7 }).friends).toBe(2);
    expect(wizardReducer(atDetails, { type: "friends", friends: -3 }).friends).toBe(0);
  });
});
