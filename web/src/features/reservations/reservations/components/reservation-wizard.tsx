import { formatClock, formatLongDate } from "@shared/platform/time/format";
import { RESERVATION_MESSAGES } from "@shared/reservations/messages";
import type {
  AvailabilityBlock,
  ReservationLocation,
} from "@shared/reservations/routes/reservations";
import {
  initialWizard,
  stepDone,
  type WizardLocation,
  type WizardStep,
  wizardReducer,
  wizardSteps,
} from "@shared/reservations/wizard";
import { useReducer, useState } from "react";
import { Button } from "@/components/button";
import { ListState } from "@/components/list-state";
import { Notice } from "@/components/notice";
import { SelectField } from "@/components/select-field";
import { ApiError } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { reservationCalendarUrl } from "@/lib/open-data/feed-urls";
import { useCustomerSession } from "@/lib/session/customer-session";
import { createReservation, useAvailability, useReservationLocations } from "../api/reservations";
import { CapacityBadge } from "./capacity-badge";
import { ChoiceGroup } from "./choice-group";
import { DateStep } from "./date-step";
import { DetailsForm, type ReservationFormValues } from "./details-form";

const STEP_TITLE: Record<WizardStep, string> = {
  location: "Choose a location",
  date: "Choose a date",
  block: "Choose a time block",
  time: "Choose a time",
  party: "Choose your party size",
  details: "Your details",
};

const toWizardLocation = (l: ReservationLocation): WizardLocation => ({
  id: l.id,
  usesBlocks: l.use_reservation_hours,
  allowsGuests: l.allow_guest_friends,
});

type Outcome = { tone: "success" | "danger"; text: string } | null;

/**
 * The reservation wizard (requirements: purchases §4): location, date, time block (only with reservation
 * hours), time, party size (only when guests are allowed), then the details and create. The
 * clearing rules live in shared/reservations/wizard.ts.
 */
export function ReservationWizard({ onCreated }: { onCreated?: () => void }) {
  const site = useCurrentSite();
  const customer = useCustomerSession(site.id);
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The booking just made, offered as an "Add to calendar" file beside the confirmation.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const locations = useReservationLocations(site.id);
  const chosen = locations.data?.locations.find((l) => l.id === state.location?.id) ?? null;
  const availability = useAvailability(site.id, state.location?.id ?? null, state.date);
  const blocks: AvailabilityBlock[] = availability.data?.blocks ?? [];
  const visibleBlocks = state.location?.usesBlocks
    ? blocks.filter((b) => b.id === state.blockId)
    : blocks;
  const slots = visibleBlocks.flatMap((b) => b.slots);
  const slot = slots.find((s) => s.hour === state.hour && s.minute === state.minute);
  const steps = wizardSteps(state.location);
  const index = steps.indexOf(state.step);

  const create = async (values: ReservationFormValues) => {
    if (!state.location || !state.date || state.hour === null || state.minute === null) return;
    setOutcome(null);
    setCreatedId(null);
    try {
      const created = await createReservation({
        ...values,
        site_id: site.id,
        location_id: state.location.id,
        date: state.date,
        hour: state.hour,
        minute: state.minute,
        friends: state.friends,
        ver: 2,
      });
      setOutcome({ tone: "success", text: RESERVATION_MESSAGES.created });
      setCreatedId(created.reservation.id);
      dispatch({ type: "created" });
      onCreated?.();
    } catch (error) {
      const text =
        error instanceof ApiError && error.isClientError
          ? error.msg
          : RESERVATION_MESSAGES.slotUnavailable;
      setOutcome({ tone: "danger", text });
      void availability.mutate();
    }
  };

  const summary =
    chosen && state.date && state.hour !== null && state.minute !== null
      ? `${chosen.name}, ${formatLongDate(state.date)} at ${formatClock(state.hour * 60 + state.minute)}, party of ${1 + state.friends}.`
      : "";

  return (
    <section className="reservation-wizard" aria-labelledby="reservation-step-title">
      {outcome ? (
        <Notice tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Notice>
      ) : null}
      {outcome?.tone === "success" && createdId ? (
        <p className="reservation-wizard__calendar">
          <a href={reservationCalendarUrl(site.id, createdId)} download="reservation.ics">
            Add this reservation to your calendar
          </a>
        </p>
      ) : null}
      <h2 id="reservation-step-title" className="reservation-wizard__title">
        <span className="reservation-wizard__count">
          Step {index + 1} of {steps.length}:{" "}
        </span>
        {STEP_TITLE[state.step]}
      </h2>
      <ListState
        data={locations.data}
        error={locations.error}
        isEmpty={(d) => d.locations.length === 0}
        loading="Loading locations..."
        empty="There are no locations taking reservations right now."
        failed="We're sorry, something went wrong loading this content."
        skeleton={{ count: 2 }}
      >
        {(data) => (
          <div className="reservation-wizard__body">
            {state.step === "location" ? (
              <SelectField
                label="Location"
                placeholder="Select one"
                options={data.locations.map((l) => ({ id: l.id, label: l.name }))}
                value={state.location?.id ?? null}
                onChange={(id) => {
                  const location = data.locations.find((l) => l.id === id);
                  if (location)
                    dispatch({ type: "location", location: toWizardLocation(location) });
                }}
              />
            ) : null}
            {state.step === "date" && chosen ? (
              <DateStep
                dates={chosen.dates}
                value={state.date}
                onChange={(date) => dispatch({ type: "date", date })}
              />
            ) : null}
            {state.step === "block" || state.step === "time" ? (
              <ListState
                data={availability.data}
                error={availability.error}
                isEmpty={(d) => d.blocks.length === 0}
                loading="Loading times..."
                empty="There are no times available on this date."
                failed="We're sorry, something went wrong loading this content."
              >
                {() =>
                  state.step === "block" ? (
                    <ChoiceGroup
                      label="Time block"
                      choices={blocks.map((b) => ({
                        id: b.id,
                        label: b.name ? `${b.name}, ${b.label}` : b.label,
                        isDisabled: !b.selectable,
                        reason: b.tooltip,
                      }))}
                      value={state.blockId}
                      onChange={(blockId) => dispatch({ type: "block", blockId })}
                    />
                  ) : (
                    <ChoiceGroup
                      label="Time"
                      choices={slots.map((s) => ({
                        id: s.key,
                        label: s.label,
                        extra: <CapacityBadge badge={s.badge} />,
                        isDisabled: !s.selectable,
                        reason: s.tooltip,
                      }))}
                      value={slot?.key ?? null}
                      onChange={(key) => {
                        const picked = slots.find((s) => s.key === key);
                        if (picked) {
                          dispatch({ type: "time", hour: picked.hour, minute: picked.minute });
                        }
                      }}
                    />
                  )
                }
              </ListState>
            ) : null}
            {state.step === "party" ? (
              <SelectField
                label="Party size"
                options={Array.from({ length: (slot?.guest_limit ?? 0) + 1 }, (_, friends) => ({
                  id: String(friends),
                  label:
                    friends === 0
                      ? "1 (just me)"
                      : `${friends + 1} (me and ${friends} ${friends === 1 ? "guest" : "guests"})`,
                }))}
                value={String(state.friends)}
                onChange={(id) => dispatch({ type: "friends", friends: Number(id) })}
              />
            ) : null}
            {state.step === "details" && state.location && state.date ? (
              <DetailsForm
                summary={summary}
                defaults={{
                  first_name: customer?.first_name ?? "",
                  last_name: customer?.last_name ?? "",
                  email: customer?.email ?? "",
                  notes: "",
                  location_id: state.location.id,
                  date: state.date,
                  hour: state.hour ?? 0,
                  minute: state.minute ?? 0,
                  friends: state.friends,
                }}
                onSubmit={create}
              />
            ) : null}
            <div className="reservation-wizard__nav">
              {index > 0 ? (
                <Button variant="secondary" onPress={() => dispatch({ type: "back" })}>
                  Back
                </Button>
              ) : null}
              {state.step !== "details" ? (
                <Button isDisabled={!stepDone(state)} onPress={() => dispatch({ type: "next" })}>
                  Continue
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </ListState>
    </section>
  );
}
