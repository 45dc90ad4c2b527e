import { Link } from "react-router-dom";
import { homePath, useConsoleSession } from "../lib/console-session";

/** A console address that names no screen. */
export function Component() {
  const session = useConsoleSession();
  return (
    <>
      <h1 className="ops-page-title">Page not found</h1>
      <p>
        There is no console page at this address.{" "}
        <Link to={homePath(session)}>Go to your first screen</Link>.
      </p>
    </>
  );
}
