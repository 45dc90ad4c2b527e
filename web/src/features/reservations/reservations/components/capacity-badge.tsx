import { Badge, type BadgeTone } from "@/components/badge";

const BADGE: Record<"low" | "medium" | "high", { tone: BadgeTone; text: string }> = {
  low: { tone: "warning", text: "Low" },
  medium: { tone: "info", text: "Medium" },
  high: { tone: "success", text: "High" },
};

/** Seats left at a time: low at 1, medium at 2, high above 2, none when full (requirements: purchases §5). */
export function CapacityBadge({ badge }: { badge: "low" | "medium" | "high" | null }) {
  if (!badge) return null;
  const { tone, text } = BADGE[badge];
  return (
    <Badge tone={tone} className="reservation-badge">
      <span className="visually-hidden">Availability: </span>
      {text}
    </Badge>
  );
}
