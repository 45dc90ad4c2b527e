import { NOTIFICATION_KINDS, type NotificationKind } from "@shared/accounts/notification-kinds";
import type { Customer } from "@shared/accounts/routes/customer-schemas";
import { useForm } from "react-hook-form";
import { Button } from "@/components/button";
import { FormCheckbox } from "@/components/form-checkbox";
import { FormStatus } from "@/components/form-status";
import { useCurrentSite } from "@/lib/current-site";
import { savePreferences } from "../api/account";
import { TEXT } from "../lib/messages";
import { useSave } from "./use-save";

const KINDS = Object.entries(NOTIFICATION_KINDS) as [NotificationKind, string][];

/** Notification preferences (requirements: purchases §7 bulk_update_notification_preferences). */
export function PreferencesForm({
  customer,
  onSaved,
}: {
  customer: Customer;
  onSaved: () => void;
}) {
  const site = useCurrentSite();
  const { message, run } = useSave(TEXT.preferencesUpdated);
  const form = useForm<Record<NotificationKind, boolean>>({
    defaultValues: Object.fromEntries(
      KINDS.map(([kind]) => [kind, customer.notification_preferences[kind] ?? false]),
    ),
  });
  const submit = form.handleSubmit((preferences) =>
    run(() => savePreferences({ preferences, site_id: site.id }), onSaved),
  );
  return (
    <form onSubmit={submit} aria-label="Notification preferences">
      <fieldset className="account-fieldset">
        <legend>Notification preferences</legend>
        {KINDS.map(([kind, label]) => (
          <FormCheckbox key={kind} control={form.control} name={kind}>
            {label}
          </FormCheckbox>
        ))}
      </fieldset>
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Saving…">
        Save Preferences
      </Button>
      <FormStatus message={message} />
    </form>
  );
}
