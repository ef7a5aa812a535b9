// System tab (admin, spec §2): four tiles from GET /api/system/stats and the database status from a real
// check (GET /api/system/info).

import { useQuery } from "@tanstack/react-query";
import { Anchor, ClipboardList, FileText, Users } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { type SystemStats, systemInfoQuery, systemStatsQuery } from "../api";

const TILES: { key: keyof SystemStats; label: string; icon: typeof Users }[] = [
  { key: "activeCrew", label: "Active Crew", icon: Users },
  { key: "activeVessels", label: "Active Vessels", icon: Anchor },
  { key: "totalContracts", label: "Total Contracts", icon: FileText },
  { key: "pendingActions", label: "Pending Actions", icon: ClipboardList },
];

export function SystemTab() {
  const stats = useQuery(systemStatsQuery);
  const info = useQuery(systemInfoQuery);
  const up = info.data?.database.status === "connected";
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {TILES.map((t) => (
          <Card key={t.key} className="gap-2 py-4">
            <CardContent className="flex items-center justify-between gap-2 px-4">
              <div>
                <p className="text-sm text-muted-foreground">{t.label}</p>
                {stats.isPending ? (
                  <Skeleton className="mt-1 h-7 w-12" />
                ) : stats.isError ? (
                  <p className="text-sm text-red-700 dark:text-red-400">Failed to fetch system stats</p>
                ) : (
                  <p className="text-2xl font-bold">{stats.data[t.key].toLocaleString("en-US")}</p>
                )}
              </div>
              <t.icon className="size-6 text-ocean-blue" aria-hidden />
            </CardContent>
          </Card>
        ))}
      </div>
      <SectionCard title="Database Status" contentClassName="flex items-center gap-3 text-sm">
        <span
          className={`size-3 rounded-full ${up ? "bg-compliance-green" : "bg-destructive"}`}
          aria-hidden
        />
        {info.isPending
          ? "Checking..."
          : up
            ? `Connected and operational (${info.data?.database.engine === "postgres" ? "PostgreSQL" : "PGlite"})`
            : "Unavailable: the database did not answer"}
      </SectionCard>
    </div>
  );
}
