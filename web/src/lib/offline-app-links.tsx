import { APP_ICONS, appFileUrl, MANIFEST_FILE } from "@shared/platform/offline/web-manifest";

/**
 * The campus's web app manifest and home-screen icon, which onboarding writes into its folder of
 * the files bucket (docs/web-app.md, "Offline"). Rendered by the campus layout, so only campus
 * pages link them and each links its own; React puts the tags in <head>.
 */
export function CampusAppLinks({ siteId }: { siteId: string }) {
  const [touchIcon] = APP_ICONS;
  return (
    <>
      <link rel="manifest" href={appFileUrl(siteId, MANIFEST_FILE)} />
      <link rel="apple-touch-icon" href={appFileUrl(siteId, touchIcon.name)} />
    </>
  );
}
