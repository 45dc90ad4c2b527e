import { zodResolver } from "@hookform/resolvers/zod";
import { parseTime, type Time } from "@internationalized/date";
import {
  MAX_SPECIAL_PERIODS,
  putOperationSpecialHours,
  type SpecialHoursEntry,
} from "@shared/operations/routes/operations-content";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { FieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { DateInput, DateSegment, TimeField } from "react-aria-components/TimeField";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Badge } from "@/components/badge";
import { Button } from "@/components/button";
import { Checkbox } from "@/components/checkbox";
import { Dialog } from "@/components/dialog";
import { controlled, controlledCheckbox } from "@/components/field-control";
import { Icon } from "@/components/icon";
import { FailedState, LoadingState } from "@/components/load-state";
import { Notice } from "@/components/notice";
import { SelectField } from "@/components/select-field";
import { TextField } from "@/components/text-field";
import { removeSpecialHours, setSpecialHours, useSpecialHours } from "../api/content";
import { formatYmd } from "../lib/format";
import { DataTable, type DataTableColumn, failureText } from "./data-table";
import type { useResultToast } from "./forms-result-toast";
import { CampusDatePicker } from "./reservations-date-picker";

const schema = putOperationSpecialHours.input;
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
type Results = Pick<ReturnType<typeof useResultToast>, "succeed" | "fail">;

const DEFAULT_PERIOD = { open: "07:00", close: "19:00" };

/** "07:30" → "7:30a", as the public hours print times. */
export function clock(hhmm: string): string {
  const [hour = 0, minute = 0] = hhmm.split(":").map(Number);
  const suffix = hour < 12 ? "a" : "p";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")}${suffix}`;
}

export function hoursText(entry: Pick<SpecialHoursEntry, "closed" | "periods">): string {
  if (entry.closed) return "Closed";
  return entry.periods
    .map((period) =>
      period.open === "00:00" && period.close === "00:00"
        ? "Open all day"
        : `${clock(period.open)} – ${clock(period.close)}`,
    )
    .join(", ");
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function datesText(entry: SpecialHoursEntry): string {
  if (entry.start === entry.end) return formatYmd(entry.start);
  const range = `${formatYmd(entry.start)} – ${formatYmd(entry.end)}`;
  return entry.days.length === 7
    ? range
    : `${range} (${entry.days.map((day) => WEEKDAYS[day]).join(", ")})`;
}

const entryKey = (entry: SpecialHoursEntry) =>
  `${entry.location_id}/${entry.start}/${entry.end}/${entry.source}/${entry.days.join("")}`;

/**
 * Special hours for a date (holiday closures and short days): a form for one location's date,
 * and the upcoming special dates of every location, the console's own removable. The public
 * hours and open-now views read the same schedules, so a change shows there at once.
 */
export function SpecialHoursEditor({ siteId, results }: { siteId: string; results: Results }) {
  const listing = useSpecialHours(siteId);
  const [removing, setRemoving] = useState<SpecialHoursEntry | null>(null);
  const [editing, setEditing] = useState<{ values: Values; at: number } | null>(null);

  if (listing.error && !listing.data) {
    return <FailedState>{failureText(listing.error)}</FailedState>;
  }
  if (!listing.data)
    return <LoadingState skeleton={{ count: 3 }}>Loading special hours…</LoadingState>;
  const data = listing.data;

  const columns: DataTableColumn<SpecialHoursEntry>[] = [
    {
      id: "date",
      name: "Date",
      isRowHeader: true,
      render: (entry) => <span className="ops-nowrap">{datesText(entry)}</span>,
      sortValue: (entry) => entry.start,
    },
    {
      id: "location",
      name: "Location",
      render: (entry) => entry.location_name,
      sortValue: (entry) => entry.location_name,
    },
    {
      id: "hours",
      name: "Hours",
      render: (entry) => (entry.closed ? <Badge tone="warning">Closed</Badge> : hoursText(entry)),
    },
    { id: "note", name: "Note", render: (entry) => entry.note, hideOnSmall: true },
    {
      id: "actions",
      name: "Actions",
      render: (entry) =>
        entry.editable ? (
          <div className="ops-table__actions">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Edit ${entry.location_name} on ${formatYmd(entry.start)}`}
              onPress={() =>
                setEditing({
                  at: Date.now(),
                  values: {
                    site_id: siteId,
                    location_id: entry.location_id,
                    date: entry.start,
                    closed: entry.closed,
                    periods: entry.periods.map((period) => ({ ...period })),
                    note: entry.note,
                  },
                })
              }
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Remove ${entry.location_name} on ${formatYmd(entry.start)}`}
              onPress={() => setRemoving(entry)}
            >
              Remove
            </Button>
          </div>
        ) : (
          <span className="ops-muted">Set in the campus file</span>
        ),
    },
  ];

  return (
    <>
      <section className="ops-panel" aria-labelledby="ops-special-form-title">
        <h2 id="ops-special-form-title">Set special hours</h2>
        <p className="ops-muted">
          For one date, today or later: closed all day, or open only in the periods given (campus
          time, {data.time_zone}). The campus site's hours and "open now" follow at once.
        </p>
        <SpecialHoursForm
          key={editing?.at ?? "new"}
          siteId={siteId}
          today={data.today}
          locations={data.locations}
          initial={editing?.values}
          onSaved={async (text) => {
            results.succeed(text);
            setEditing(null);
            await listing.mutate();
          }}
          onFailed={(error) => results.fail(error, "The special hours were not saved:")}
        />
      </section>
      <DataTable
        caption="Upcoming special dates"
        summary="From today on, every location."
        columns={columns}
        rows={data.special_hours}
        rowKey={entryKey}
        error={listing.error}
        onRetry={() => void listing.mutate()}
        emptyText="No special hours from today on: every location keeps its regular hours."
        defaultSort={{ column: "date", direction: "ascending" }}
      />
      {removing ? (
        <RemoveDialog
          entry={removing}
          onClose={() => setRemoving(null)}
          onRemove={async () => {
            await removeSpecialHours({
              site_id: siteId,
              location_id: removing.location_id,
              date: removing.start,
            });
            results.succeed(
              `${removing.location_name} keeps its regular hours on ${formatYmd(removing.start)}.`,
            );
            await listing.mutate();
          }}
        />
      ) : null}
    </>
  );
}

function SpecialHoursForm({
  siteId,
  today,
  locations,
  initial,
  onSaved,
  onFailed,
}: {
  siteId: string;
  today: string;
  locations: { id: string; name: string }[];
  initial: Values | undefined;
  onSaved: (text: string) => Promise<void>;
  onFailed: (error: unknown) => void;
}) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: initial ?? {
      site_id: siteId,
      location_id: locations[0]?.id ?? "",
      date: today,
      closed: true,
      periods: [],
      note: "",
    },
  });
  const periods = useFieldArray({ control: form.control, name: "periods" });
  const closed = useWatch({ control: form.control, name: "closed" });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await setSpecialHours(values);
      const name = locations.find((l) => l.id === values.location_id)?.name ?? "The location";
      const hours = answer.hours.length ? answer.hours.join(", ") : "closed";
      await onSaved(`Saved: ${name} on ${formatYmd(values.date)}, ${hours}.`);
      form.reset({ ...values, note: "" });
    } catch (error) {
      onFailed(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ops-special-form-title">
      <div className="ops-form-grid">
        <Controller
          control={form.control}
          name="location_id"
          render={(args) => (
            <SelectField
              label="Location"
              options={locations.map((l) => ({ id: l.id, label: l.name }))}
              {...controlled(args)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="date"
          render={({ field, fieldState }) => (
            <CampusDatePicker
              label="Date"
              value={field.value}
              onChange={field.onChange}
              min={today}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="closed"
        render={(args) => (
          <Checkbox
            {...controlledCheckbox(args)}
            onChange={(isClosed) => {
              args.field.onChange(isClosed);
              if (isClosed) form.setValue("periods", []);
              else if (form.getValues("periods")?.length === 0)
                periods.append({ ...DEFAULT_PERIOD });
            }}
          >
            Closed all day
          </Checkbox>
        )}
      />
      {closed ? null : (
        <fieldset className="ops-periods">
          <legend>Opening periods</legend>
          {periods.fields.map((period, index) => (
            <div key={period.id} className="ops-period">
              <Controller
                control={form.control}
                name={`periods.${index}.open`}
                render={({ field, fieldState }) => (
                  <ClockField
                    label={`Opens (period ${index + 1})`}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`periods.${index}.close`}
                render={({ field, fieldState }) => (
                  <ClockField
                    label={`Closes (period ${index + 1})`}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
              <Button variant="ghost" onPress={() => periods.remove(index)}>
                <Icon icon={Trash2} label={`Remove period ${index + 1}`} />
              </Button>
            </div>
          ))}
          <p className="ops-muted ops-periods__hint">
            A close at or before the open runs past midnight; 12:00 AM to 12:00 AM is open all day.
          </p>
          {periods.fields.length < MAX_SPECIAL_PERIODS ? (
            <Button variant="secondary" onPress={() => periods.append({ ...DEFAULT_PERIOD })}>
              <Icon icon={Plus} /> Add a period
            </Button>
          ) : null}
          {form.formState.errors.periods?.message ? (
            <p className="ui-field__error" role="alert">
              {form.formState.errors.periods.message}
            </p>
          ) : null}
        </fieldset>
      )}
      <Controller
        control={form.control}
        name="note"
        render={(args) => (
          <TextField
            label="Note (optional)"
            description="Shown with the hours, e.g. Thanksgiving."
            {...controlled(args)}
          />
        )}
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Saving…">
        Save special hours
      </Button>
    </form>
  );
}

/** A wall-clock time in segments (hour, minute, AM/PM), answered as 24-hour HH:MM. */
function ClockField({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: string;
  onChange: (hhmm: string) => void;
  errorMessage?: string;
}) {
  let time: Time | null = null;
  try {
    time = value ? parseTime(value) : null;
  } catch {
    time = null;
  }
  return (
    <TimeField<Time>
      className="ui-field"
      value={time}
      onChange={(next: Time | null) => onChange(next ? next.toString().slice(0, 5) : "")}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className="ui-field__label">{label}</Label>
      <DateInput className="ui-input ops-date-input">
        {(segment) => <DateSegment segment={segment} className="ops-date-segment" />}
      </DateInput>
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </TimeField>
  );
}

function RemoveDialog({
  entry,
  onClose,
  onRemove,
}: {
  entry: SpecialHoursEntry;
  onClose: () => void;
  onRemove: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      title="Remove these special hours?"
      role="alertdialog"
      size="sm"
      isOpen
      isDismissable={!pending}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            Keep them
          </Button>
          <Button
            variant="danger"
            isPending={pending}
            pendingLabel="Removing…"
            onPress={async () => {
              setPending(true);
              setError(null);
              try {
                await onRemove();
                onClose();
              } catch (failure) {
                setError(failureText(failure));
                setPending(false);
              }
            }}
          >
            Remove
          </Button>
        </>
      }
    >
      <p>
        {entry.location_name} on {formatYmd(entry.start)} ({hoursText(entry).toLowerCase()}): its
        regular hours apply again.
      </p>
      {error ? <Notice tone="danger">{error}</Notice> : null}
    </Dialog>
  );
}
