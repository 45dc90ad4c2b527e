import type { MicrositeStat } from "@shared/site-content/schemas/microsite";
import { useEffect, useState } from "react";
import { daysUntil, STAT_DELAYS_MS } from "../lib/microsite-rules";

/** The microsite's stat cards, appearing one after another (requirements: public-browsing §2, §9). */
export function StatCards({ stats, today }: { stats: readonly MicrositeStat[]; today: string }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const timers = STAT_DELAYS_MS.map((delay, index) =>
      window.setTimeout(() => setShown((count) => Math.max(count, index + 1)), delay),
    );
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);
  if (stats.length === 0) return null;
  return (
    <ul className="stat-cards">
      {stats.map((stat, index) => (
        <li key={stat.id} className={`stat-card${index < shown ? " stat-card--shown" : ""}`}>
          <span className="stat-card__value">
            {stat.type === "countdown" && stat.date ? daysUntil(today, stat.date) : stat.value}
          </span>{" "}
          <span className="stat-card__title">{stat.title}</span>
        </li>
      ))}
    </ul>
  );
}
