import type { HomepageAlert } from "../site-content/schemas/site";
import type { AlertInput } from "./routes/operations-content";

/** An alert input after validation (the route's schema applied its defaults). */
type ParsedAlert = Required<Pick<AlertInput, "icon" | "message">> & {
  id?: string | undefined;
  link: string | null;
  start: string | null;
  end: string | null;
};

/**
 * The alerts as the site item stores them and the public header reads them: ids kept (a
 * visitor's dismissal is by id), new ones given one, the MORE link on exactly when there is one.
 */
export function toStoredAlerts(
  alerts: readonly ParsedAlert[],
  newId: () => string,
): HomepageAlert[] {
  return alerts.map((alert) => ({
    id: alert.id ?? newId(),
    icon: alert.icon,
    message: alert.message,
    use_link: alert.link !== null,
    link: alert.link,
    start: alert.start === null ? null : new Date(alert.start).toISOString(),
    end: alert.end === null ? null : new Date(alert.end).toISOString(),
  }));
}
