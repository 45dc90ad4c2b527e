import { useEffect } from "react";

/** public-browsing §9: notices last 3000 ms, at the top centre of the screen. */
export const NOTICE_MS = 3000;

export function Notice({
  text,
  tone,
  onDone,
}: {
  text: string;
  tone: "success" | "error";
  onDone: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onDone, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div className={`notice notice--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {text}
    </div>
  );
}
