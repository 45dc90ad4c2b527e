import { useParams } from "react-router-dom";
import { AuditScreen } from "../components/audit-screen";

/** /operations/:siteId/audit: every staff action on the campus, newest first. */
export function Component() {
  const { siteId = "" } = useParams();
  return <AuditScreen key={siteId} siteId={siteId} />;
}
