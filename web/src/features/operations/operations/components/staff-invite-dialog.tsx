import { zodResolver } from "@hookform/resolvers/zod";
import {
  type StaffInviteInput,
  type StaffMember,
  staffInviteSchema,
} from "@shared/operations/routes/operations-staff";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@shared/platform/roles";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { FormSelectField } from "@/components/form-select-field";
import { FormTextField } from "@/components/form-text-field";
import { Notice } from "@/components/notice";
import { SelectField } from "@/components/select-field";
import { ApiError, GENERIC_FAILURE } from "@/lib/api-client";
import { inviteStaff } from "../api/staff";
import type { ConsoleSite } from "../lib/console-session";

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  id: role,
  label: STAFF_ROLE_LABELS[role],
}));

export interface InviteStaffDialogProps {
  sites: readonly ConsoleSite[];
  onClose: () => void;
  onInvited: (member: StaffMember, mailed: boolean) => void;
}

/** The campus select of a staff form: none for the company admin, who works for every campus. */
export function CampusSelect({
  sites,
  role,
  value,
  onChange,
  errorMessage,
}: {
  sites: readonly ConsoleSite[];
  role: StaffRole;
  value: string | null | undefined;
  onChange: (siteId: string | null) => void;
  errorMessage?: string;
}) {
  return (
    <SelectField
      label="Campus"
      placeholder={role === "admin" ? "Every campus" : "Choose a campus"}
      options={sites.map((site) => ({ id: site.id, label: site.name }))}
      value={role === "admin" ? null : (value ?? null)}
      onChange={(id) => onChange(id || null)}
      isDisabled={role === "admin"}
      description={role === "admin" ? "A company admin works for every campus." : undefined}
      errorMessage={errorMessage}
    />
  );
}

/** Invite staff: the account is created and a single-use set-password link is mailed. */
export function InviteStaffDialog({ sites, onClose, onInvited }: InviteStaffDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StaffInviteInput>({
    resolver: zodResolver(staffInviteSchema),
    defaultValues: { email: "", name: "", role: "manager", site_id: sites[0]?.id ?? null },
  });
  const role = form.watch("role");
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await inviteStaff({
        ...values,
        site_id: values.role === "admin" ? null : values.site_id,
      });
      onInvited(answer.staff, answer.mailed);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields.email) {
        form.setError("email", { message: error.fields.email });
      } else {
        setFailure(error instanceof ApiError ? error.msg : GENERIC_FAILURE);
      }
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <Dialog
      title="Invite staff"
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      isDismissable={!pending}
    >
      <form onSubmit={submit} noValidate aria-label="Invite staff" className="ops-form-stack">
        <FormTextField control={form.control} name="name" label="Name" autoComplete="off" />
        <FormTextField
          control={form.control}
          name="email"
          label="Work email"
          type="email"
          autoComplete="off"
        />
        <FormSelectField control={form.control} name="role" label="Role" options={ROLE_OPTIONS} />
        <Controller
          control={form.control}
          name="site_id"
          render={({ field, fieldState }) => (
            <CampusSelect
              sites={sites}
              role={role}
              value={field.value}
              onChange={field.onChange}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        {failure ? (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        ) : null}
        <div className="ops-form-actions">
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            Cancel
          </Button>
          <Button type="submit" isPending={pending} pendingLabel="Inviting…">
            Send invitation
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
