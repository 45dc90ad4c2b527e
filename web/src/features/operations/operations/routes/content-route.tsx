import { useParams } from "react-router-dom";
import { ContentScreen } from "../components/content-screen";

/** /operations/:siteId/content: alert banners, special hours and today's sold-out items. */
export function Component() {
  const { siteId = "" } = useParams();
  return <ContentScreen key={siteId} siteId={siteId} />;
}
