import type { Customer } from "@shared/api/routes/customer-schemas";
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "@shared/domain/validation/forms/notification-preferences";
import { useForm } from "react-hook-form";
import { apiRequest } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { routes } from "../api/account-routes";
import { TEXT } from "../lib/messages";
import { SubmitButton } from "./field";
import { FormMessage } from "./notice";
import { useSave } from "./use-save";

const KINDS = Object.entries(NOTIFICATION_KINDS) as [NotificationKind, string][];

/** Notification preferences (purchases §7 bulk_update_notification_preferences). */
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
    run(() => apiRequest(routes.preferences, { preferences, site_id: site.id }), onSaved),
  );
  return (
    <form onSubmit={submit} aria-label="Notification preferences">
      <fieldset className="account-fieldset">
        <legend>Notification preferences</legend>
        {KINDS.map(([kind, label]) => (
          <div key={kind} className="account-field account-field--check">
            <input id={`pref-${kind}`} type="checkbox" {...form.register(kind)} />
            <label htmlFor={`pref-${kind}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <SubmitButton pending={form.formState.isSubmitting} label="Save Preferences" />
      <FormMessage message={message} />
    </form>
  );
}
