/** public-browsing §2/§8 School selector: loading and failure texts, announced politely. */
export function SitesLoading() {
  return (
    <p className="load-state" role="status">
      Loading sites
    </p>
  );
}

export function SitesFailed() {
  return (
    <p className="load-state load-state--failed" role="alert">
      We're sorry, something went wrong loading this content.
    </p>
  );
}
