import type { HomepageAlert } from "@shared/site-content/schemas/site";
import { CircleCheck, Info, type LucideIcon, OctagonAlert, TriangleAlert, X } from "lucide-react";
import { useState } from "react";
import { Icon } from "@/components/icon";
import { externalUrl } from "@/lib/url";

const ICON: Record<HomepageAlert["icon"], LucideIcon> = {
  info: Info,
  warning: TriangleAlert,
  danger: OctagonAlert,
  success: CircleCheck,
};

/** Alerts whose start..end window includes now; a missing end means "until removed". */
export function currentAlerts(alerts: readonly HomepageAlert[], nowIso: string): HomepageAlert[] {
  return alerts.filter(
    (alert) => (!alert.start || alert.start <= nowIso) && (!alert.end || nowIso < alert.end),
  );
}

/**
 * Header alerts (requirements: public-browsing §2 Header): icon, message, an optional MORE link opened in a
 * new tab, and a dismiss button; a dismissed alert stays hidden for the page.
 */
export function SiteAlerts({ alerts }: { alerts: readonly HomepageAlert[] }) {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const shown = currentAlerts(alerts, new Date().toISOString()).filter(
    (alert) => !dismissed.includes(alert.id),
  );
  if (shown.length === 0) return null;
  return (
    <ul className="site-alerts" aria-label="Alerts">
      {shown.map((alert) => (
        <li key={alert.id} className={`site-alert site-alert--${alert.icon}`}>
          <Icon icon={ICON[alert.icon]} className="site-alert__icon" />
          <p className="site-alert__message">{alert.message}</p>
          {alert.use_link && alert.link ? (
            <a href={externalUrl(alert.link)} target="_blank" rel="noopener noreferrer">
              MORE<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          <button
            type="button"
            className="site-alert__dismiss"
            aria-label="Dismiss alert"
            onClick={() => setDismissed([...dismissed, alert.id])}
          >
            <Icon icon={X} />
          </button>
        </li>
      ))}
    </ul>
  );
}
