// The four counters of the Document Center (spec §2), from GET /api/documents/stats.
import { AlertTriangle, CheckCircle2, FileText, XCircle } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentStats } from "../api";

export function DocumentStats() {
  const { data, isLoading, isError } = useDocumentStats();
  const tiles = [
    { label: "Total Documents", value: data?.total, icon: FileText, tone: "text-ocean-blue" },
    { label: "Valid", value: data?.valid, icon: CheckCircle2, tone: "text-compliance-green" },
    { label: "Expiring Soon", value: data?.expiring, icon: AlertTriangle, tone: "text-warning-amber" },
    { label: "Expired", value: data?.expired, icon: XCircle, tone: "text-destructive" },
  ];
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ label, value, icon: Icon, tone }) => (
        <Card key={label} className="py-4" data-testid={`stat-${label}`}>
          <CardContent className="flex items-center justify-between gap-2 px-4">
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">{label}</p>
              {isLoading ? (
                <Skeleton className="mt-1 h-7 w-12" />
              ) : (
                <p className="text-2xl font-bold">{isError ? "–" : value}</p>
              )}
            </div>
            <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
