/** The privacy request form; it takes the campus name (docs/decisions/public-site.md). */
export const PRIVACY_REQUEST_URL = "https://privacy.dineoncampus.com/request";

export const privacyRequestUrl = (siteName?: string): string =>
  siteName
    ? `${PRIVACY_REQUEST_URL}?site_name=${encodeURIComponent(siteName)}`
    : PRIVACY_REQUEST_URL;
