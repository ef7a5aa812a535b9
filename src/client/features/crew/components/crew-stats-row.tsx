// The crew page's stats row (GET /api/crew/stats): totals counted in SQL on the server.
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCrewStats } from "../api";

const TILES = [
  { key: "total", label: "Total Crew" },
  { key: "active", label: "Active" },
  { key: "assigned", label: "Assigned to Vessels" },
  { key: "onLeave", label: "On Leave" },
  { key: "expiringContracts", label: "Contracts Expiring (30 days)" },
] as const;

export function CrewStatsRow() {
  const stats = useCrewStats();
  if (stats.isError) return <p className="text-sm text-destructive">Failed to fetch stats</p>;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {TILES.map((t) => (
        <Card key={t.key} className="py-4">
          <CardContent className="px-4">
            <p className="text-sm text-muted-foreground">{t.label}</p>
            {stats.data ? (
              <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={`crew-stat-${t.key}`}>
                {stats.data[t.key]}
              </p>
            ) : (
              <Skeleton className="mt-2 h-7 w-12" />
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
