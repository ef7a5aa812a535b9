// General tab (spec §2, DESIGN §5): Light, Dark or System theme (System follows the OS), and the real
// version, build date, environment and database status from GET /api/system/info.

import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { Monitor, Moon, Sun } from "lucide-react";
import { useTheme } from "@/app/theme-provider";
import { QuerySectionCard, SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { systemInfoQuery } from "@/features/system/api";
import type { ThemeChoice } from "@/lib/theme";
import { cn } from "@/lib/utils";

const THEMES: { value: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

function ThemePicker() {
  const { choice, setChoice, theme } = useTheme();
  return (
    <div role="radiogroup" aria-label="Theme" className="grid grid-cols-3 gap-3">
      {THEMES.map((t) => (
        // biome-ignore lint/a11y/useSemanticElements: a styled button group with radio semantics
        <button
          key={t.value}
          type="button"
          role="radio"
          aria-checked={choice === t.value}
          onClick={() => setChoice(t.value)}
          className={cn(
            "flex flex-col items-center gap-2 rounded-lg border p-4 text-sm font-medium outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
            choice === t.value && "border-primary bg-primary/5 ring-1 ring-primary",
          )}
        >
          <t.icon className="size-5" aria-hidden />
          {t.label}
        </button>
      ))}
      {choice === "system" && (
        <p className="col-span-3 text-sm text-muted-foreground">
          Following your operating system: currently {theme}.
        </p>
      )}
    </div>
  );
}

function InfoRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function SystemInfoCard() {
  const info = useQuery(systemInfoQuery);
  return (
    <QuerySectionCard
      title="System Information"
      description="Read from the running server"
      query={info}
      label="Loading system information"
      error="Failed to fetch system information"
      loadingRows={3}
      rowClassName="h-5"
    >
      {(data) => (
        <dl className="divide-y" data-testid="system-info">
          <InfoRow label="Version">{data.version}</InfoRow>
          <InfoRow label="Build Date">
            {data.buildDate ? format(new Date(data.buildDate), "yyyy.MM.dd") : "Not built"}
          </InfoRow>
          <InfoRow label="Environment">
            <span className="capitalize">{data.environment}</span>
          </InfoRow>
          <InfoRow label="Database">
            <Badge variant={data.database.status === "connected" ? "success" : "danger"}>
              {data.database.status === "connected" ? "Connected" : "Unavailable"}
            </Badge>{" "}
            <span className="text-muted-foreground">
              {data.database.engine === "postgres" ? "PostgreSQL" : "PGlite"}{" "}
              {data.database.serverVersion ?? ""}
            </span>
          </InfoRow>
        </dl>
      )}
    </QuerySectionCard>
  );
}

export function GeneralTab() {
  return (
    <div className="space-y-6">
      <SectionCard title="Appearance" description="Choose the colour theme of the application">
        <ThemePicker />
      </SectionCard>
      <SystemInfoCard />
    </div>
  );
}
