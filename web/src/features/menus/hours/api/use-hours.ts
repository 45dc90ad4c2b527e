import useSWR from "swr";
import { type ApiError, apiKey, type OutputOf } from "@/lib/api-client";
import { getHoursOfOperation } from "@/lib/api-routes/menus/get-hours-of-operation";

export type HoursPayload = OutputOf<typeof getHoursOfOperation>;

/** The hours page's week; `date` null means the current campus week. */
export function useHours(siteId: string, date: string | null) {
  return useSWR<HoursPayload, ApiError>(
    apiKey(getHoursOfOperation, { site_id: siteId, ...(date ? { date } : {}) }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
