import { siteFileUrl } from "@shared/site-content/file-url";
import { useState } from "react";

/** The banner's file in the campus's images (docs/decisions/public-site.md "Club Eats Week"). */
export const CLUB_EATS_WEEK_FILE = "club-eats-week.svg";
const TEXT = "Club Eats Week is here!";

/**
 * requirements: public-browsing §2 Home page: "A special banner image is added when
 * site.club_eats_week is set." The image keeps its 4:1 box from the first paint (width/height
 * and CSS aspect-ratio), so it moves nothing when it arrives; a campus that has not uploaded the
 * file gets the text banner instead of a broken image.
 */
export function ClubEatsWeekBanner({ siteId }: { siteId: string }) {
  const [missing, setMissing] = useState(false);
  if (missing) {
    return (
      <p className="club-eats-week" role="note">
        {TEXT}
      </p>
    );
  }
  return (
    <img
      className="club-eats-week-banner"
      src={siteFileUrl(siteId, "image", CLUB_EATS_WEEK_FILE)}
      alt={TEXT}
      width={1200}
      height={300}
      onError={() => setMissing(true)}
    />
  );
}
