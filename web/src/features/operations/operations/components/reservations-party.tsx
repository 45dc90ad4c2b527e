import type { OperationReservation } from "@shared/operations/routes/operations-reservations";
import { CircleCheck, StickyNote, Users } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/badge";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { Icon } from "@/components/icon";
import { Notice } from "@/components/notice";
import { TextField } from "@/components/text-field";
import { failureText } from "./data-table";

const STATUS: Record<OperationReservation["status"], { label: string; tone: BadgeTone }> = {
  booked: { label: "Booked", tone: "info" },
  checked_in: { label: "Checked in", tone: "success" },
  cancelled: { label: "Cancelled", tone: "neutral" },
};

/** "6:42 PM" at the campus, however the tablet's clock is set. */
export function campusClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));
}

export const partyName = (party: OperationReservation): string =>
  `${party.first_name} ${party.last_name}`.trim() || party.email;

/** "Party of 3 (2 guests)": the booking form asks how many friends, not their names. */
export function partySize(party: OperationReservation): string {
  if (party.friends === 0) return "Party of 1";
  return `Party of ${party.party_size} (${party.friends} ${party.friends === 1 ? "guest" : "guests"})`;
}

export interface PartyActions {
  onCheckIn: (party: OperationReservation) => Promise<void>;
  onCancel: (party: OperationReservation, reason: string) => Promise<void>;
}

/**
 * One party at the host stand: who, how many, their notes and status; a booked party is
 * checked in with one tap or cancelled after a confirmation (the guest is mailed).
 */
export function ReservationParty({
  party,
  timeZone,
  actions,
}: {
  party: OperationReservation;
  timeZone: string;
  actions: PartyActions;
}) {
  const [checkingIn, setCheckingIn] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const status = STATUS[party.status];
  const name = partyName(party);

  const checkIn = async () => {
    setCheckingIn(true);
    try {
      await actions.onCheckIn(party);
    } finally {
      setCheckingIn(false);
    }
  };

  return (
    <li className={`ops-party ops-party--${party.status}`}>
      <div className="ops-party__who">
        <p className="ops-party__name">
          <strong>{name}</strong> <Badge tone={status.tone}>{status.label}</Badge>
        </p>
        <p className="ops-party__size">
          <Icon icon={Users} size={16} /> {partySize(party)}
        </p>
        {party.notes ? (
          <p className="ops-party__notes">
            <Icon icon={StickyNote} size={16} /> <span className="visually-hidden">Notes: </span>
            {party.notes}
          </p>
        ) : null}
      </div>
      <div className="ops-party__actions">
        {party.status === "booked" ? (
          <>
            <Button
              size="lg"
              onPress={checkIn}
              isPending={checkingIn}
              pendingLabel="Checking in…"
              aria-label={`Check in ${name}`}
            >
              Check in
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onPress={() => setConfirming(true)}
              aria-label={`Cancel ${name}'s reservation`}
            >
              Cancel
            </Button>
          </>
        ) : party.status === "checked_in" && party.checked_in_at ? (
          <p className="ops-party__done">
            <Icon icon={CircleCheck} size={18} /> Checked in{" "}
            {campusClock(party.checked_in_at, timeZone)}
          </p>
        ) : party.cancelled_at ? (
          <p className="ops-party__done ops-party__done--muted">
            Cancelled {party.cancelled_by === "staff" ? "by staff" : "by the guest"} at{" "}
            {campusClock(party.cancelled_at, timeZone)}
          </p>
        ) : null}
      </div>
      {confirming ? (
        <CancelPartyDialog
          party={party}
          onClose={() => setConfirming(false)}
          onCancel={(reason) => actions.onCancel(party, reason)}
        />
      ) : null}
    </li>
  );
}

function CancelPartyDialog({
  party,
  onClose,
  onCancel,
}: {
  party: OperationReservation;
  onClose: () => void;
  onCancel: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onCancel(reason.trim());
      onClose();
    } catch (failure) {
      setError(failureText(failure));
      setPending(false);
    }
  };
  return (
    <Dialog
      title={`Cancel ${partyName(party)}'s reservation?`}
      role="alertdialog"
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      isDismissable={!pending}
      footer={
        <>
          <Button variant="secondary" size="lg" onPress={onClose} isDisabled={pending}>
            Keep it
          </Button>
          <Button
            variant="danger"
            size="lg"
            onPress={confirm}
            isPending={pending}
            pendingLabel="Cancelling…"
          >
            Cancel reservation
          </Button>
        </>
      }
    >
      <p>
        {party.time}, {partySize(party).toLowerCase()}. <strong>The guest will be emailed.</strong>
      </p>
      <TextField
        label="Reason (optional)"
        description="Included in the guest's email and the audit log."
        value={reason}
        onChange={setReason}
        maxLength={500}
        multiline
        rows={2}
      />
      {error ? <Notice tone="danger">{error}</Notice> : null}
    </Dialog>
  );
}
