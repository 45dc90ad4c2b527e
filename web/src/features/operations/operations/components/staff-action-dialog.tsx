import type { StaffMember } from "@shared/operations/routes/operations-staff";
import { STAFF_ROLE_LABELS, type StaffRole } from "@shared/platform/roles";
import { useState } from "react";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { Notice } from "@/components/notice";
import { SelectField } from "@/components/select-field";
import { ApiError, GENERIC_FAILURE } from "@/lib/api-client";
import { resendInvite, resetTwoFactor, updateStaff } from "../api/staff";
import type { ConsoleSite } from "../lib/console-session";
import { CampusSelect, ROLE_OPTIONS } from "./staff-invite-dialog";

export type StaffAction = "role" | "disable" | "enable" | "reset_two_factor" | "resend";

export interface StaffActionDialogProps {
  kind: StaffAction;
  member: StaffMember;
  sites: readonly ConsoleSite[];
  onClose: () => void;
  /** The line to show on the page once done. */
  onDone: (text: string) => void;
}

const TITLES: Record<StaffAction, string> = {
  role: "Change role or campus",
  disable: "Disable this account?",
  enable: "Enable this account?",
  reset_two_factor: "Reset two-factor?",
  resend: "Send the invitation again?",
};

/** One confirmed change to a staff account (each one is audited by the API). */
export function StaffActionDialog({
  kind,
  member,
  sites,
  onClose,
  onDone,
}: StaffActionDialogProps) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [siteId, setSiteId] = useState<string | null>(member.site_id ?? sites[0]?.id ?? null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const campusMissing = kind === "role" && role !== "admin" && !siteId;

  const confirm = async () => {
    if (pending || campusMissing) return;
    setPending(true);
    setFailure(null);
    try {
      const staff_id = member.id;
      if (kind === "role") {
        await updateStaff({
          staff_id,
          role,
          site_id: role === "admin" ? null : siteId,
        });
        onDone(`${member.name} is now ${STAFF_ROLE_LABELS[role]}.`);
      } else if (kind === "disable" || kind === "enable") {
        await updateStaff({ staff_id, disabled: kind === "disable" });
        onDone(
          kind === "disable"
            ? `${member.name}'s account is disabled and their sessions have ended.`
            : `${member.name}'s account is enabled.`,
        );
      } else if (kind === "reset_two_factor") {
        await resetTwoFactor(staff_id);
        onDone(`${member.name} will set up two-factor again at their next sign-in.`);
      } else {
        const answer = await resendInvite(staff_id);
        onDone(
          answer.mailed
            ? `A new invitation is on its way to ${member.email}.`
            : "The invitation could not be mailed. Please try again later.",
        );
      }
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.msg : GENERIC_FAILURE);
    } finally {
      setPending(false);
    }
  };

  const confirmLabel: Record<StaffAction, string> = {
    role: "Save",
    disable: "Disable account",
    enable: "Enable account",
    reset_two_factor: "Reset two-factor",
    resend: "Send invitation",
  };

  return (
    <Dialog
      title={TITLES[kind]}
      role={kind === "role" ? "dialog" : "alertdialog"}
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      isDismissable={!pending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            Cancel
          </Button>
          <Button
            variant={kind === "disable" || kind === "reset_two_factor" ? "danger" : "primary"}
            onPress={confirm}
            isPending={pending}
            pendingLabel="Saving…"
            isDisabled={campusMissing}
          >
            {confirmLabel[kind]}
          </Button>
        </>
      }
    >
      <p>
        <strong>{member.name}</strong> ({member.email})
      </p>
      {kind === "role" ? (
        <div className="ops-form-stack">
          <SelectField
            label="Role"
            options={ROLE_OPTIONS}
            value={role}
            onChange={(next) => setRole(next as StaffRole)}
          />
          <CampusSelect
            sites={sites}
            role={role}
            value={siteId}
            onChange={setSiteId}
            errorMessage={
              campusMissing ? "Choose the campus this staff member works for." : undefined
            }
          />
          <p className="ops-muted">
            Their current sessions end; they sign in again with the new role.
          </p>
        </div>
      ) : kind === "disable" ? (
        <p>They are signed out everywhere at once and cannot sign in until enabled again.</p>
      ) : kind === "enable" ? (
        <p>They can sign in again with their password and authenticator app.</p>
      ) : kind === "reset_two_factor" ? (
        <p>
          For a lost or replaced phone: their sessions end, their recovery codes stop working, and
          their next sign-in asks them to set up an authenticator app again.
        </p>
      ) : (
        <p>A new single-use link to set a password is mailed; earlier links stop working.</p>
      )}
      {failure ? (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      ) : null}
    </Dialog>
  );
}
