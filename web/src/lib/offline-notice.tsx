import { offlineNotice } from "@shared/domain/offline/saved-at";
import { useSyncExternalStore } from "react";
import { Notice } from "@/components/notice";
import { offlineSince, subscribeOffline } from "./offline-status";

/**
 * "Offline, showing what was saved at 11:42" while any answer on the page came from the service
 * worker's cache because the network failed (docs/web-app.md, "Offline"). The live region is
 * always in the page, so screen readers announce the notice when it appears.
 */
export function OfflineNotice() {
  const since = useSyncExternalStore(subscribeOffline, offlineSince, () => null);
  return (
    <div className="offline-notice" role="status" aria-live="polite">
      {since ? (
        <Notice tone="info" role="none">
          <p>{offlineNotice(since, new Date())}</p>
        </Notice>
      ) : null}
    </div>
  );
}
