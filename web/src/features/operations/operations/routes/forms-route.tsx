import { useParams } from "react-router-dom";
import { FormsScreen } from "../components/forms-screen";

/** /operations/:siteId/forms: dietary health, On The Go, feedback and FAQ submissions. */
export function Component() {
  const { siteId = "" } = useParams();
  return <FormsScreen key={siteId} siteId={siteId} />;
}
