import { useEffect, useSyncExternalStore } from "react";
import { apiRequest } from "@/lib/api-client";
import { getCustomerInfo } from "@/lib/api-routes/accounts/get-customer-info";
import { logoutCustomer } from "@/lib/api-routes/accounts/logout-customer";

/**
 * requirements: purchases §4 Login session: the app keeps only non-secret customer info (the token itself is
 * an HttpOnly cookie), for 2 hours; on load it fetches the customer again and logs out when
 * that fails; logging out clears it. One entry per site: accounts are per site.
 */
export interface StoredCustomer {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

interface Entry {
  customer: StoredCustomer;
  expiresAt: number;
}

export const SESSION_MS = 7_200_000;
const storageKey = (siteId: string) => `doc:customer:${siteId}`;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function read(siteId: string): string | null {
  try {
    return localStorage.getItem(storageKey(siteId));
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredCustomer | null {
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Entry;
    return entry.expiresAt > Date.now() ? entry.customer : null;
  } catch {
    return null;
  }
}

/** After login or sign-up; a refresh keeps the original expiry, as the cookie does. */
export function saveCustomerSession(
  siteId: string,
  customer: StoredCustomer,
  expiresAt?: number,
): void {
  const { id, first_name, last_name, email } = customer;
  const entry: Entry = {
    customer: { id, first_name, last_name, email },
    expiresAt: expiresAt ?? Date.now() + SESSION_MS,
  };
  localStorage.setItem(storageKey(siteId), JSON.stringify(entry));
  notify();
}

export function clearCustomerSession(siteId: string): void {
  localStorage.removeItem(storageKey(siteId));
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

const verified = new Set<string>();

/** The signed-in customer of this site, or null; verified against the API once per load. */
export function useCustomerSession(siteId: string): StoredCustomer | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(siteId),
    () => null,
  );
  const customer = parse(raw);
  const signedIn = customer !== null;
  useEffect(() => {
    if (!signedIn || verified.has(siteId)) return;
    verified.add(siteId);
    apiRequest(getCustomerInfo, { site_id: siteId }).then(
      (info) => {
        const previous = JSON.parse(read(siteId) ?? "null") as Entry | null;
        if (previous) saveCustomerSession(siteId, info.customer, previous.expiresAt);
      },
      () => clearCustomerSession(siteId),
    );
  }, [signedIn, siteId]);
  return customer;
}

/** Ends the session on the server (best effort) and forgets the customer here. */
export async function logOut(siteId: string): Promise<void> {
  await apiRequest(logoutCustomer, { site_id: siteId }).catch(() => undefined);
  verified.delete(siteId);
  clearCustomerSession(siteId);
}
