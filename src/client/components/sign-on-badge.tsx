// "Sign-on not confirmed": a seafarer counted aboard by a planned join whose day has come but is not done (a
// crew change not completed, a rotation still scheduled; docs/ARCHITECTURE.md "Tours"). The same small
// badge wherever such a seafarer appears: the crew list, the crew details, the board's tour bar, the
// Compliance Matrix. Its title is the tooltip; its text (or, compact, its accessible name) says it.
import { SIGN_ON_NOT_CONFIRMED } from "@shared/tours";
import { CircleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const EXPLAIN =
  "Counted aboard from the planned join day; the sign-on is not confirmed yet (complete the crew change or the rotation)";

/** The badge; `compact` shows the icon alone (a board bar, a narrow cell), named for screen readers. */
export function SignOnBadge({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <Badge
      variant="warning"
      data-testid="sign-on-not-confirmed"
      title={`${SIGN_ON_NOT_CONFIRMED}: ${EXPLAIN}`}
      className={cn(compact && "px-1", className)}
      {...(compact ? { role: "img", "aria-label": SIGN_ON_NOT_CONFIRMED } : {})}
    >
      <CircleAlert aria-hidden />
      {!compact && SIGN_ON_NOT_CONFIRMED}
    </Badge>
  );
}
