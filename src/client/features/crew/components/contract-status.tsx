// Contract display of the crew table (spec §4): a ring with the days left on the active contract and
// the badge naming its state (Active, Expiring, Expired, Inactive) coloured green, amber, red or grey.
import { contractBadgeColor, contractDaysRemaining, contractState, EXPIRY_WINDOW_DAYS } from "@shared/expiry";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { ActiveContract } from "../api";
import { CONTRACT_LABELS } from "./crew-export";

const RING_COLOR = {
  green: "text-compliance-green",
  amber: "text-warning-amber",
  red: "text-destructive",
  grey: "text-muted-foreground",
} as const;

const BADGE_VARIANT = { green: "success", amber: "warning", red: "danger", grey: "secondary" } as const;

/** A ring filled by the share of a 90-day horizon that remains; the number is the days remaining. */
export function DaysRemainingRing({ contract, today }: { contract: ActiveContract | null; today: string }) {
  const days = contractDaysRemaining(contract, today);
  const color = contractBadgeColor(contractState(contract, today));
  const r = 18;
  const circumference = 2 * Math.PI * r;
  const horizon = Math.max(EXPIRY_WINDOW_DAYS * 3, days);
  const filled = days > 0 ? circumference * (days / horizon) : 0;
  const label = contract ? `${days} days remaining on contract` : "No active contract";
  return (
    <div className="relative size-11 shrink-0" role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 44 44" className="size-11 -rotate-90" aria-hidden>
        <circle cx="22" cy="22" r={r} fill="none" strokeWidth="4" className="stroke-muted" />
        <circle
          cx="22"
          cy="22"
          r={r}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={`${filled} ${circumference}`}
          className={RING_COLOR[color]}
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-xs font-semibold tabular-nums">
        {days}
      </span>
    </div>
  );
}

export function ContractBadge({
  contract,
  today,
  className,
}: {
  contract: ActiveContract | null;
  today: string;
  className?: string;
}) {
  const state = contractState(contract, today);
  const color = contractBadgeColor(state);
  return (
    <Badge variant={BADGE_VARIANT[color]} className={cn(className)} data-color={color}>
      {CONTRACT_LABELS[state]}
    </Badge>
  );
}
