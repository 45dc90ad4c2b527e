import { useCurrentSite } from "@/lib/current-site";
import { StaticPage } from "../components/static-page";

/** /:site/privacy (requirements: public-browsing §2 Static pages). */
export function Component() {
  const site = useCurrentSite();
  return (
    <StaticPage title={`${site.name} – Privacy Policy`} heading="Privacy Policy">
      <p>
        This policy explains what {site.name} Dining collects when you use this website, how it is
        used and the choices you have.
      </p>
      <h2>What we collect</h2>
      <p>
        Details you give us in forms (such as feedback or an account), and basic technical details
        of your browser, which help us keep the site working.
      </p>
      <h2>Your choices</h2>
      <p>You may ask to see, correct or delete your personal information at any time.</p>
    </StaticPage>
  );
}
