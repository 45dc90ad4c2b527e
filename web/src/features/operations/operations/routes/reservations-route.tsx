import { useParams } from "react-router-dom";
import { ReservationsScreen } from "../components/reservations-screen";

/** /operations/:siteId/reservations: the host stand's day view. */
export function Component() {
  const { siteId = "" } = useParams();
  return <ReservationsScreen key={siteId} siteId={siteId} />;
}
