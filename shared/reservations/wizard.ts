/**
 * The reservation wizard's steps and clearing rules (docs/decisions/reservations.md): location,
 * date, time block (only when the location books by reservation hours), time, party size (only
 * when guests are allowed), then the details and create. Changing the date clears the block
 * and time; changing the time resets guests to 0; choosing a location clears the date; going
 * back clears the choices after the step returned to; creating starts over at the location.
 * A choice keeps the wizard on its step; "next" moves on once the step's choice is made.
 */
export type WizardStep = "location" | "date" | "block" | "time" | "party" | "details";

export interface WizardLocation {
  id: string;
  /** use_reservation_hours: the block step is shown. */
  usesBlocks: boolean;
  /** allow_guest_friends: the party size step is shown. */
  allowsGuests: boolean;
}

export interface WizardState {
  step: WizardStep;
  location: WizardLocation | null;
  date: string | null;
  blockId: string | null;
  hour: number | null;
  minute: number | null;
  friends: number;
}

export type WizardAction =
  | { type: "location"; location: WizardLocation }
  | { type: "date"; date: string }
  | { type: "block"; blockId: string }
  | { type: "time"; hour: number; minute: number }
  | { type: "friends"; friends: number }
  | { type: "next" }
  | { type: "back" }
  | { type: "created" };

export const initialWizard: WizardState = {
  step: "location",
  location: null,
  date: null,
  blockId: null,
  hour: null,
  minute: null,
  friends: 0,
};

/** The steps a location's wizard goes through, in order. */
export function wizardSteps(location: WizardLocation | null): WizardStep[] {
  return [
    "location",
    "date",
    ...(location?.usesBlocks ? (["block"] as const) : []),
    "time",
    ...(location?.allowsGuests ? (["party"] as const) : []),
    "details",
  ];
}

function stepAfter(state: WizardState, step: WizardStep): WizardStep {
  const steps = wizardSteps(state.location);
  return steps[steps.indexOf(step) + 1] ?? "details";
}

/** Everything chosen on `step` and after it, cleared. */
function clearFrom(state: WizardState, step: WizardStep): WizardState {
  const order: WizardStep[] = ["location", "date", "block", "time", "party", "details"];
  const at = order.indexOf(step);
  return {
    ...state,
    ...(at <= order.indexOf("location") ? { location: null } : {}),
    ...(at <= order.indexOf("date") ? { date: null } : {}),
    ...(at <= order.indexOf("block") ? { blockId: null } : {}),
    ...(at <= order.indexOf("time") ? { hour: null, minute: null } : {}),
    ...(at <= order.indexOf("party") ? { friends: 0 } : {}),
  };
}

/** Whether the choice a step asks for has been made, so "next" may leave it. */
export function stepDone(state: WizardState, step: WizardStep = state.step): boolean {
  switch (step) {
    case "location":
      return state.location !== null;
    case "date":
      return state.date !== null;
    case "block":
      return state.blockId !== null;
    case "time":
      return state.hour !== null && state.minute !== null;
    default:
      return true;
  }
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "location":
      return { ...clearFrom(state, "location"), location: action.location, step: "location" };
    case "date":
      return { ...clearFrom(state, "block"), date: action.date };
    case "block":
      return { ...clearFrom(state, "time"), blockId: action.blockId };
    case "time":
      return { ...state, hour: action.hour, minute: action.minute, friends: 0 };
    case "friends":
      return { ...state, friends: Math.max(0, Math.trunc(action.friends)) };
    case "next":
      return stepDone(state) ? { ...state, step: stepAfter(state, state.step) } : state;
    case "back": {
      const steps = wizardSteps(state.location);
      const previous = steps[steps.indexOf(state.step) - 1];
      if (!previous) return state;
      // Returning to a step clears what came after it; its own choice stays visible.
      const next = steps[steps.indexOf(previous) + 1] ?? "details";
      return { ...clearFrom(state, next), step: previous };
    }
    case "created":
      return initialWizard;
  }
}
