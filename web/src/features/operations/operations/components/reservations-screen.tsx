import type {
  OperationReservation,
  OperationReservationTime,
} from "@shared/operations/routes/operations-reservations";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSearchParams } from "react-router-dom";
import { Button } from "@/components/button";
import { Icon } from "@/components/icon";
import { EmptyState, FailedState, LoadingState } from "@/components/load-state";
import { SelectField } from "@/components/select-field";
import {
  cancelReservation,
  checkInReservation,
  type ReservationDay,
  type ReservationLocations,
  useReservationDay,
  useReservationLocations,
} from "../api/reservations";
import { ScreenStyles } from "./console-styles";
import { failureText } from "./data-table";
import { useResultToast } from "./forms-result-toast";
import { CampusDatePicker, shiftDate } from "./reservations-date-picker";
import { type PartyActions, partyName, ReservationParty } from "./reservations-party";
import { RESERVATIONS_CSS } from "./reservations-styles";

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const longDate = (ymd: string) => LONG_DATE.format(new Date(`${ymd}T12:00:00Z`));

/**
 * The host stand (docs/operations/screens-2.md): a location's day, each time with its seats
 * booked and left and the parties booked at it. Made for a tablet at 768 px first: large
 * targets, one tap to check a party in. The location and date live in the address
 * (?location=…&date=…) so a reload or a shared link opens the same day.
 */
export function ReservationsScreen({ siteId }: { siteId: string }) {
  const locations = useReservationLocations(siteId);
  return (
    <div className="ops-reservations">
      <ScreenStyles id="reservations" css={RESERVATIONS_CSS} />
      <h1 className="ops-page-title">Reservations</h1>
      {locations.error ? (
        <FailedState>{failureText(locations.error)}</FailedState>
      ) : !locations.data ? (
        <LoadingState skeleton={{ count: 3 }}>Loading the locations…</LoadingState>
      ) : locations.data.locations.length === 0 ? (
        <EmptyState>No location of this campus takes reservations.</EmptyState>
      ) : (
        <HostStand siteId={siteId} places={locations.data} />
      )}
    </div>
  );
}

function HostStand({ siteId, places }: { siteId: string; places: ReservationLocations }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("location");
  const locationId = places.locations.some((l) => l.id === asked)
    ? (asked as string)
    : (places.locations[0]?.id ?? null);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "")
    ? (params.get("date") as string)
    : places.today;
  const day = useReservationDay(siteId, locationId, date);
  const { toast, succeed, fail } = useResultToast();

  const choose = (next: { location?: string; date?: string }) => {
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        if (next.location) merged.set("location", next.location);
        if (next.date) merged.set("date", next.date);
        return merged;
      },
      { replace: true },
    );
  };

  const actions: PartyActions = {
    onCheckIn: async (party: OperationReservation) => {
      try {
        await checkInReservation({
          site_id: siteId,
          reservation_id: party.id,
          customer_id: party.customer_id,
        });
        succeed(`${partyName(party)} is checked in.`);
      } catch (error) {
        fail(error, `${partyName(party)} was not checked in:`);
      } finally {
        await day.mutate();
      }
    },
    onCancel: async (party: OperationReservation, reason: string) => {
      try {
        await cancelReservation({
          site_id: siteId,
          reservation_id: party.id,
          customer_id: party.customer_id,
          reason,
        });
      } finally {
        await day.mutate();
      }
      succeed(`${partyName(party)}'s reservation is cancelled; the guest was emailed.`);
    },
  };

  const today = day.data?.today ?? places.today;
  return (
    <>
      {toast}
      <div className="ops-toolbar">
        <SelectField
          className="ops-toolbar__field"
          label="Location"
          options={places.locations.map((l) => ({ id: l.id, label: l.name }))}
          value={locationId}
          onChange={(id) => id && choose({ location: id })}
        />
        <CampusDatePicker
          className="ops-toolbar__field"
          label="Date"
          value={date}
          onChange={(ymd) => choose({ date: ymd })}
        />
        <div className="ops-toolbar__buttons">
          <Button variant="secondary" onPress={() => choose({ date: shiftDate(date, -1) })}>
            <Icon icon={ChevronLeft} label="Previous day" />
          </Button>
          <Button
            variant="secondary"
            onPress={() => choose({ date: today })}
            isDisabled={date === today}
          >
            Today
          </Button>
          <Button variant="secondary" onPress={() => choose({ date: shiftDate(date, 1) })}>
            <Icon icon={ChevronRight} label="Next day" />
          </Button>
        </div>
      </div>
      {day.error && !day.data ? (
        <FailedState>{failureText(day.error)}</FailedState>
      ) : !day.data ? (
        <LoadingState skeleton={{ count: 4 }}>Loading the day…</LoadingState>
      ) : (
        <DayView
          day={day.data}
          actions={actions}
          isStale={day.isValidating && day.data.date !== date}
        />
      )}
    </>
  );
}

function DayView({
  day,
  actions,
  isStale,
}: {
  day: ReservationDay;
  actions: PartyActions;
  isStale: boolean;
}) {
  const { totals } = day;
  return (
    <section
      className="ops-res-day"
      aria-labelledby="ops-res-day-title"
      aria-busy={isStale || undefined}
    >
      <div className="ops-res-day__head">
        <h2 id="ops-res-day-title" className="ops-res-day__title">
          {day.location.name}, {longDate(day.date)}
          {day.date === day.today ? " (today)" : ""}
        </h2>
        <p className="ops-res-day__totals">
          {totals.parties} {totals.parties === 1 ? "party" : "parties"}, {totals.seats}{" "}
          {totals.seats === 1 ? "seat" : "seats"} booked, {totals.checked_in} checked in
          {totals.cancelled ? `, ${totals.cancelled} cancelled` : ""}. Refreshes every minute.
        </p>
      </div>
      {day.times.length === 0 ? (
        <EmptyState>No reservation times on this day.</EmptyState>
      ) : (
        <ol className="ops-res-times">
          {day.times.map((time) => (
            <TimeBlock key={time.key} time={time} timeZone={day.time_zone} actions={actions} />
          ))}
        </ol>
      )}
    </section>
  );
}

function TimeBlock({
  time,
  timeZone,
  actions,
}: {
  time: OperationReservationTime;
  timeZone: string;
  actions: PartyActions;
}) {
  const headingId = `ops-res-time-${time.key}`;
  const full = time.left === 0 && time.capacity > 0;
  return (
    <li
      className={time.reservations.length ? "ops-res-time" : "ops-res-time ops-res-time--empty"}
      aria-labelledby={headingId}
    >
      <div className="ops-res-time__head">
        <h3 id={headingId} className="ops-res-time__label">
          {time.label}
        </h3>
        <p className="ops-res-time__seats" data-testid={`seats-${time.key}`}>
          <span>
            <strong>{time.booked}</strong> booked
          </span>
          <span className={full ? "ops-res-time__full" : undefined}>
            <strong>{time.left}</strong> left
          </span>
          <span>of {time.capacity} seats</span>
        </p>
        {time.reservations.length === 0 ? <p className="ops-res-time__empty">No parties.</p> : null}
        {time.scheduled ? null : (
          <p className="ops-res-time__note">No longer offered; bookings made before still stand.</p>
        )}
      </div>
      {time.reservations.length === 0 ? null : (
        <ul className="ops-party-list" aria-label={`Parties at ${time.label}`}>
          {time.reservations.map((party) => (
            <ReservationParty key={party.id} party={party} timeZone={timeZone} actions={actions} />
          ))}
        </ul>
      )}
    </li>
  );
}
