import { offlineNotice } from "@shared/platform/offline/saved-at";
import { Info } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Icon } from "@/components/icon";
import { offlineSince, subscribeOffline } from "./offline-status";

/**
 * "Offline, showing what was saved at 11:42" while any answer on the page came from the service
 * worker's cache because the network failed (docs/web-app.md, "Offline"). The live region is
 * always in the page, so screen readers announce the notice when it appears. Drawn with the
 * notice's classes rather than `Notice`, whose dismiss button would bring react-aria into every
 * campus page's first load (docs/decisions/web-first-paint.md).
 */
export function OfflineNotice() {
  const since = useSyncExternalStore(subscribeOffline, offlineSince, () => null);
  return (
    <div className="offline-notice" role="status" aria-live="polite">
      {since ? (
        <div className="ui-notice ui-notice--info ui-notice--inline">
          <Icon icon={Info} className="ui-notice__icon" />
          <div className="ui-notice__body">
            <p>{offlineNotice(since, new Date())}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
