import { oldestSavedAt, SAVED_AT_HEADER } from "@shared/platform/offline/saved-at";

/**
 * Which API answers on screen came from the service worker's cache because the network failed
 * (docs/web-app.md, "Offline"): the API client reports every answer here, the offline notice
 * reads it. Keyed by URL, so a later answer from the network clears that URL's entry.
 */
const savedAtByUrl = new Map<string, string>();
const listeners = new Set<() => void>();
let snapshot: Date | null = null;

function changed(): void {
  snapshot = oldestSavedAt(savedAtByUrl.values());
  for (const listener of listeners) listener();
}

/** Called by lib/api-client.ts with each answer's URL and its saved-at header (null: network). */
export function noteAnswer(url: string, headers: Pick<Headers, "get">): void {
  const savedAt = headers.get(SAVED_AT_HEADER);
  if (savedAt) {
    if (savedAtByUrl.get(url) === savedAt) return;
    savedAtByUrl.set(url, savedAt);
  } else if (!savedAtByUrl.delete(url)) {
    return;
  }
  changed();
}

/** When the oldest answer on screen was saved, or null when every answer is live. */
export const offlineSince = (): Date | null => snapshot;

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every answer (tests). */
export function resetOfflineStatus(): void {
  savedAtByUrl.clear();
  changed();
}
