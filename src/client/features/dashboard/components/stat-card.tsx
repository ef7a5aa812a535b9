// A dashboard stat card (spec §2): title, large value, icon, colour, a real trend or a description, a link.
import type { Trend } from "@shared/dashboard";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { IconTile, type IconTone } from "@/components/ui/icon-tile";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export type StatColor = Exclude<IconTone, "primary">;

/** "+33.3% from last month" when the change is known, else null (no comparison is possible). */
export function trendText(trend: Trend | undefined): string | null {
  if (!trend || trend.changePercent === null) return null;
  const sign = trend.changePercent > 0 ? "+" : "";
  return `${sign}${trend.changePercent}% from last month`;
}

export function StatCard({
  title,
  value,
  icon,
  color,
  trend,
  description,
  to,
  loading,
  testId,
  increaseIsGood = true,
}: {
  title: string;
  value: string | number;
  icon: LucideIcon;
  color: StatColor;
  trend?: Trend;
  description?: string;
  to?: string;
  loading?: boolean;
  testId?: string;
  /** Colours a rise green (default) or, for things like pending actions, red. */
  increaseIsGood?: boolean;
}) {
  const trendLabel = trendText(trend);
  const body = (
    <Card className="h-full gap-0 py-5 transition-shadow hover:shadow-md">
      <CardContent className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{title}</p>
          {loading ? (
            <>
              <Skeleton className="mt-2 h-8 w-16" />
              <div className="mt-1 min-h-8 py-0.5" aria-hidden>
                <Skeleton className="h-3 w-32" />
              </div>
            </>
          ) : (
            <p className="mt-1 text-3xl font-bold tabular-nums" data-testid={testId && `${testId}-value`}>
              {value}
            </p>
          )}
          {!loading && (
            // two lines kept whether or not there is a text yet: the card is as tall loading as loaded, so
            // the dashboard below it does not move when the figures arrive (layout shift)
            <p
              className={cn(
                "mt-1 min-h-8 text-xs",
                !trendLabel || !trend?.changePercent
                  ? "text-muted-foreground"
                  : trend.changePercent > 0 === increaseIsGood
                    ? "text-green-700 dark:text-green-300"
                    : "text-red-700 dark:text-red-300",
              )}
            >
              {trendLabel ?? description}
            </p>
          )}
        </div>
        <IconTile icon={icon} tone={color} />
      </CardContent>
    </Card>
  );
  if (!to) return <div data-testid={testId}>{body}</div>;
  return (
    <Link
      to={to}
      data-testid={testId}
      aria-busy={loading || undefined}
      className="block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {body}
    </Link>
  );
}
