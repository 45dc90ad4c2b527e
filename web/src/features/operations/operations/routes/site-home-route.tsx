import { Navigate, useParams } from "react-router-dom";
import { homePath, useConsoleSession } from "../lib/console-session";

/** `/operations/{site}`: the first area the role may use on that campus. */
export function Component() {
  const session = useConsoleSession();
  const { siteId } = useParams();
  return <Navigate to={homePath(session, siteId)} replace />;
}
