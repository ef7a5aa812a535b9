// An icon on a tinted tile: the mark beside a card's title or figure (stat cards, fleet counts, vessel
// cards, scheduling counters), the brand mark (header, sign-in) and the access notice. One set of tints
// from the design tokens, one size scale (tile and icon together).
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

const TONES = {
  "ocean-blue": "bg-ocean-blue/15 text-ocean-blue",
  "maritime-navy": "bg-maritime-navy/15 text-maritime-navy",
  "warning-amber": "bg-warning-amber/20 text-warning-amber",
  "compliance-green": "bg-compliance-green/15 text-compliance-green",
  primary: "bg-primary text-primary-foreground",
} as const;

const SIZES = {
  sm: { tile: "size-8 rounded-lg", icon: "size-5" },
  md: { tile: "size-10 rounded-lg", icon: "size-5" },
  lg: { tile: "size-12 rounded-xl", icon: "size-6" },
} as const;

export type IconTone = keyof typeof TONES;

export function IconTile({
  icon: Icon,
  tone,
  size = "md",
  className,
}: {
  icon: LucideIcon;
  tone: IconTone;
  size?: keyof typeof SIZES;
  /** Placement only (margins, "hidden sm:flex", a round tile). */
  className?: string;
}) {
  return (
    <span
      className={cn("flex shrink-0 items-center justify-center", SIZES[size].tile, TONES[tone], className)}
    >
      <Icon className={SIZES[size].icon} aria-hidden />
    </span>
  );
}
