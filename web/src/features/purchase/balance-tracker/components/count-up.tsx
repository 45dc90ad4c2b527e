import { useEffect, useState } from "react";

/** requirements: public-browsing §9: counters run for 2 s after their delay (1 s dollars, 1.5 s swipes). */
export const COUNT_MS = 2000;

/**
 * Counts from 0 to `target` after `delayMs`, restarting when `runKey` changes. The colour is
 * reset while waiting and green (white text) while counting (requirements: public-browsing §4). With reduced motion the
 * final value shows at once.
 */
export function CountUp({
  target,
  delayMs,
  runKey,
  format,
  label,
}: {
  target: number;
  delayMs: number;
  runKey: string;
  format: (value: number) => string;
  label: string;
}) {
  const [value, setValue] = useState(0);
  const [counting, setCounting] = useState(false);
  useEffect(() => {
    void runKey;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    if (reduced) {
      setValue(target);
      return;
    }
    setValue(0);
    setCounting(false);
    let frame = 0;
    const timer = setTimeout(() => {
      setCounting(true);
      const started = performance.now();
      const tick = (now: number) => {
        const share = Math.min(1, (now - started) / COUNT_MS);
        setValue(Math.round(target * share));
        if (share < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [target, delayMs, runKey]);
  return (
    <div className={`counter${counting ? " counter--counting" : ""}`}>
      <p className="counter__label">{label}</p>
      <p className="counter__value" aria-live="off">
        {format(value)}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {label}: {format(target)}
      </p>
    </div>
  );
}
