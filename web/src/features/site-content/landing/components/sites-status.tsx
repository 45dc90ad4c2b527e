import { FailedState, LoadingState } from "@/components/load-state";

/** The school selector's loading and failure texts. */
export function SitesLoading() {
  return <LoadingState>Loading sites</LoadingState>;
}

export function SitesFailed() {
  return <FailedState>We're sorry, something went wrong loading this content.</FailedState>;
}
