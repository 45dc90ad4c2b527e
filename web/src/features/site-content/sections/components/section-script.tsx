import { useEffect } from "react";
import { allowedScript } from "../lib/section-script";

/** Loads the section's allow-listed script once per page; anything else is refused and logged. */
export function SectionScript(props: {
  section: { use_script: boolean; script_url: string | null };
  allowlist: readonly string[];
}) {
  const script = allowedScript(props.section, props.allowlist);
  const url = script?.url;
  const allowed = script?.allowed ?? false;
  useEffect(() => {
    if (!url) return;
    if (!allowed) {
      console.warn(`Section script refused (not allow-listed): ${url}`);
      return;
    }
    const element = document.createElement("script");
    element.src = url;
    element.async = true;
    element.dataset.sectionScript = "";
    document.body.append(element);
    return () => element.remove();
  }, [url, allowed]);
  return null;
}
