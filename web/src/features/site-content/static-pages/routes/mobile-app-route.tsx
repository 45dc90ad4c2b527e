import { Navigate } from "react-router-dom";
import { useCurrentSite } from "@/lib/current-site";
import { sitePath } from "@/lib/url";
import { StaticPage } from "../components/static-page";
import { isMobileUserAgent } from "../lib/climate-ratings";

export const APP_STORE_URL = "https://apps.apple.com/us/app/dine-on-campus/id1187127340";
export const PLAY_STORE_URL =
  "https://play.google.com/store/apps/details?id=com.dineoncampus.dineoncampus";

/** /:site/dine-on-campus-mobile-app: on mobile devices only, else the site home (requirements: public-browsing §2 Routes). */
export function Component() {
  const site = useCurrentSite();
  if (!isMobileUserAgent(navigator.userAgent)) return <Navigate to={sitePath(site.slug)} replace />;
  return (
    <StaticPage title={`${site.name} – Dine On Campus app`} heading="Get the Dine On Campus app">
      <p>Menus, hours and nutrition for {site.name}, on your phone.</p>
      <ul className="app-links">
        <li>
          <a href={APP_STORE_URL}>Download on the App Store</a>
        </li>
        <li>
          <a href={PLAY_STORE_URL}>Get it on Google Play</a>
        </li>
      </ul>
    </StaticPage>
  );
}
