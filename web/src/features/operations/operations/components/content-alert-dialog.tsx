import { zodResolver } from "@hookform/resolvers/zod";
import { type AlertInput, alertInputSchema } from "@shared/operations/routes/operations-content";
import { Controller, useForm } from "react-hook-form";
import * as z from "zod";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { controlled } from "@/components/field-control";
import { SelectField } from "@/components/select-field";
import { TextField } from "@/components/text-field";
import { InstantField } from "./content-instant-field";

export type AlertIcon = AlertInput["icon"];

/** An alert being edited: `key` tells drafts apart before the server gives a new one its id. */
export interface AlertDraft {
  key: string;
  id?: string;
  icon: AlertIcon;
  message: string;
  link: string | null;
  start: string | null;
  end: string | null;
}

export const ALERT_KINDS: { id: AlertIcon; label: string }[] = [
  { id: "info", label: "Information" },
  { id: "warning", label: "Warning" },
  { id: "danger", label: "Urgent" },
  { id: "success", label: "Good news" },
];

interface AlertFormValues {
  icon: AlertIcon;
  message: string;
  link: string;
  start: string | null;
  end: string | null;
}
type AlertOutput = z.output<typeof alertInputSchema>;

// The route's own schema checks the alert; an empty link field means "no link" (null).
const alertFormSchema = z.preprocess(
  (values: AlertFormValues) => ({
    ...values,
    link: values.link.trim() === "" ? null : values.link,
  }),
  alertInputSchema,
);

/** Adds or edits one banner of the draft (nothing is saved until "Save alerts"). */
export function AlertDialog({
  alert,
  timeZone,
  onDone,
  onClose,
}: {
  /** The alert to edit; null adds one. */
  alert: AlertDraft | null;
  timeZone: string;
  onDone: (alert: Omit<AlertDraft, "key" | "id">) => void;
  onClose: () => void;
}) {
  const form = useForm<AlertFormValues, unknown, AlertOutput>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: {
      icon: alert?.icon ?? "info",
      message: alert?.message ?? "",
      link: alert?.link ?? "",
      start: alert?.start ?? null,
      end: alert?.end ?? null,
    },
  });
  const submit = form.handleSubmit((values) => {
    onDone({
      icon: values.icon,
      message: values.message,
      link: values.link ?? null,
      start: values.start ?? null,
      end: values.end ?? null,
    });
    onClose();
  });
  const formId = alert ? `ops-alert-form-${alert.key}` : "ops-alert-form-new";
  return (
    <Dialog
      title={alert ? "Edit the alert" : "Add an alert"}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            {alert ? "Done" : "Add"}
          </Button>
        </>
      )}
    >
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        aria-label={alert ? "Edit the alert" : "Add an alert"}
      >
        <Controller
          control={form.control}
          name="icon"
          render={(args) => (
            <SelectField label="Kind" options={ALERT_KINDS} {...controlled(args)} />
          )}
        />
        <Controller
          control={form.control}
          name="message"
          render={(args) => (
            <TextField
              label="Message"
              multiline
              rows={3}
              description="Plain text, one line, shown at the top of every page of the campus site."
              {...controlled(args)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="link"
          render={(args) => (
            <TextField
              label="Link (optional)"
              type="url"
              placeholder="https://"
              description="Opened by the banner's MORE link."
              {...controlled(args)}
            />
          )}
        />
        <div className="ops-form-grid">
          <Controller
            control={form.control}
            name="start"
            render={({ field, fieldState }) => (
              <InstantField
                label="Show from"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                timeZone={timeZone}
                description="Campus time; empty: from now."
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="end"
            render={({ field, fieldState }) => (
              <InstantField
                label="Show until"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                timeZone={timeZone}
                description="Campus time; empty: until removed."
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        </div>
      </form>
    </Dialog>
  );
}
