import type { HomepageAlert } from "@shared/site-content/schemas/site";
import {
  ArrowDown,
  ArrowUp,
  CircleCheck,
  Info,
  type LucideIcon,
  OctagonAlert,
  Pencil,
  Plus,
  Trash2,
  TriangleAlert,
} from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/button";
import { Icon } from "@/components/icon";
import { EmptyState, FailedState, LoadingState } from "@/components/load-state";
import { Notice } from "@/components/notice";
import { ApiError } from "@/lib/api-client";
import { saveAlerts, useAlerts } from "../api/content";
import { formatInstant } from "../lib/format";
import { ALERT_KINDS, AlertDialog, type AlertDraft } from "./content-alert-dialog";
import { failureText } from "./data-table";
import type { useResultToast } from "./forms-result-toast";

const ICON: Record<AlertDraft["icon"], LucideIcon> = {
  info: Info,
  warning: TriangleAlert,
  danger: OctagonAlert,
  success: CircleCheck,
};

const draftOf = (alert: HomepageAlert): AlertDraft => ({
  key: alert.id,
  id: alert.id,
  icon: alert.icon,
  message: alert.message,
  link: alert.use_link && alert.link ? alert.link : null,
  start: alert.start,
  end: alert.end,
});

const comparable = (alerts: readonly AlertDraft[]) =>
  JSON.stringify(alerts.map(({ key: _key, ...alert }) => alert));

let drafted = 0;
const newKey = () => `new-${++drafted}`;

type Results = Pick<ReturnType<typeof useResultToast>, "succeed" | "fail">;

/**
 * The campus's alert banners as one draft: add, edit, reorder and remove, then "Save alerts"
 * replaces them all at once (409 when someone changed them since they were loaded).
 */
export function AlertsEditor({ siteId, results }: { siteId: string; results: Results }) {
  const alerts = useAlerts(siteId);
  const [draft, setDraft] = useState<AlertDraft[] | null>(null);
  const [editing, setEditing] = useState<AlertDraft | "new" | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  if (alerts.error && !alerts.data) return <FailedState>{failureText(alerts.error)}</FailedState>;
  if (!alerts.data) return <LoadingState skeleton={{ count: 2 }}>Loading the alerts…</LoadingState>;

  const data = alerts.data;
  const saved = data.alerts.map(draftOf);
  const list = draft ?? saved;
  const dirty = draft !== null && comparable(draft) !== comparable(saved);
  const minutes = Math.max(1, Math.round(data.visible_within_seconds / 60));

  const update = (next: AlertDraft[]) => setDraft(next);
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    update(next);
  };

  const save = async () => {
    setSaving(true);
    setConflict(null);
    try {
      const answer = await saveAlerts({
        site_id: siteId,
        version: data.version,
        alerts: list.map(({ key: _key, ...alert }) => alert),
      });
      await alerts.mutate(answer, { revalidate: false });
      setDraft(null);
      results.succeed(
        `Alerts saved. Visitors see them within ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
      );
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 409) {
        setConflict(error.msg);
        await alerts.mutate();
      }
      results.fail(error, "The alerts were not saved:");
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="ops-panel" aria-labelledby="ops-alerts-title">
      <div className="ops-section-head">
        <h2 id="ops-alerts-title">Alert banners</h2>
        <Button variant="secondary" onPress={() => setEditing("new")}>
          <Icon icon={Plus} /> Add an alert
        </Button>
      </div>
      <p className="ops-muted">
        Shown at the top of every page of the campus site, in this order. Times are campus time (
        {data.time_zone}).
      </p>
      {list.length === 0 ? (
        <EmptyState>No alert banners. The campus site shows none.</EmptyState>
      ) : (
        <ol className="ops-alerts">
          {list.map((alert, index) => (
            <li key={alert.key} className={`ops-alert ops-alert--${alert.icon}`}>
              <Icon icon={ICON[alert.icon]} className="ops-alert__icon" />
              <div className="ops-alert__body">
                <p className="ops-alert__message">
                  <span className="visually-hidden">
                    {ALERT_KINDS.find((kind) => kind.id === alert.icon)?.label}:{" "}
                  </span>
                  {alert.message}
                </p>
                <p className="ops-alert__meta">
                  {alert.start ? `From ${formatInstant(alert.start, data.time_zone)}` : "From now"}
                  {alert.end
                    ? `, until ${formatInstant(alert.end, data.time_zone)}`
                    : ", until removed"}
                  {alert.link ? (
                    <>
                      {" · "}
                      <a href={alert.link} target="_blank" rel="noopener noreferrer">
                        Link<span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </>
                  ) : null}
                </p>
              </div>
              <div className="ops-alert__actions">
                <Button variant="ghost" onPress={() => setEditing(alert)}>
                  <Icon icon={Pencil} label={`Edit alert ${index + 1}`} />
                </Button>
                <Button variant="ghost" onPress={() => move(index, -1)} isDisabled={index === 0}>
                  <Icon icon={ArrowUp} label={`Move alert ${index + 1} up`} />
                </Button>
                <Button
                  variant="ghost"
                  onPress={() => move(index, 1)}
                  isDisabled={index === list.length - 1}
                >
                  <Icon icon={ArrowDown} label={`Move alert ${index + 1} down`} />
                </Button>
                <Button
                  variant="ghost"
                  onPress={() => update(list.filter((other) => other.key !== alert.key))}
                >
                  <Icon icon={Trash2} label={`Remove alert ${index + 1}`} />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {conflict ? (
        <Notice tone="warning" onDismiss={() => setConflict(null)}>
          {conflict} Discard your changes to see theirs, or save again to replace them with yours.
        </Notice>
      ) : null}
      <div className="ops-save-bar">
        <p className="ops-save-bar__state" role="status">
          {dirty ? "You have unsaved changes." : ""}
        </p>
        <Button
          variant="secondary"
          isDisabled={!dirty || saving}
          onPress={() => {
            setDraft(null);
            setConflict(null);
          }}
        >
          Discard changes
        </Button>
        <Button onPress={save} isDisabled={!dirty} isPending={saving} pendingLabel="Saving…">
          Save alerts
        </Button>
      </div>
      {editing ? (
        <AlertDialog
          alert={editing === "new" ? null : editing}
          timeZone={data.time_zone}
          onClose={() => setEditing(null)}
          onDone={(values) => {
            if (editing === "new") {
              update([...list, { key: newKey(), ...values }]);
            } else {
              update(
                list.map((other) => (other.key === editing.key ? { ...other, ...values } : other)),
              );
            }
          }}
        />
      ) : null}
    </section>
  );
}
