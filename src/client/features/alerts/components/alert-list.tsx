// The alerts screen's expiring documents: those due within `days` (expired included) matching the toolbar's
// filters (in the URL; filtered on the server), 100 at a time with "Load more" (keyset pages),
// windowed by VirtualList, each with Renew and Contact, and "No Alerts" when nothing matches.

import type { TExpiryAlert } from "@shared/alerts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { CheckCircle2, Mail } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { daysText, expiryText, SeverityBadge } from "@/components/severity-badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { VirtualList } from "@/components/virtual-list";
import { expiringPagesOptions } from "../api";
import { useAlertFilters } from "./alert-filters";
import { ALERT_SECTIONS } from "./alert-jump-list";
import { AlertSection } from "./alert-section";
import { ContactDialog } from "./contact-dialog";

function initials(a: TExpiryAlert) {
  return `${a.crewMember.firstName[0] ?? ""}${a.crewMember.lastName[0] ?? ""}`.toUpperCase();
}

function AlertRow({ alert, onContact }: { alert: TExpiryAlert; onContact: (a: TExpiryAlert) => void }) {
  return (
    <>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-maritime-navy/15 text-sm font-semibold text-maritime-navy dark:bg-maritime-navy/30 dark:text-foreground"
        >
          {initials(alert)}
        </span>
        <div className="min-w-0 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">
              {alert.crewMember.firstName} {alert.crewMember.lastName}
            </span>
            <SeverityBadge severity={alert.severity} />
          </div>
          <p className="text-muted-foreground">
            {alert.document.documentType} ·{" "}
            <span className="font-mono text-xs">{alert.document.documentNumber}</span>
          </p>
          <p>
            {expiryText(alert.document.expiryDate, alert.daysUntilExpiry)}{" "}
            <span className="text-muted-foreground">({daysText(alert.daysUntilExpiry)})</span>
          </p>
          <p className="text-xs text-muted-foreground">Issued by {alert.document.issuingAuthority}</p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button variant="outline" size="sm" asChild>
          <Link to={`/documents?highlight=${alert.crewMember.id}`}>Renew</Link>
        </Button>
        <Button variant="outline" size="sm" onClick={() => onContact(alert)}>
          <Mail aria-hidden /> Contact
        </Button>
      </div>
    </>
  );
}

export function AlertList({ days }: { days: number }) {
  const list = useInfiniteQuery(expiringPagesOptions(useAlertFilters(days)));
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const [contacting, setContacting] = useState<TExpiryAlert | null>(null);
  return (
    <>
      <AlertSection {...ALERT_SECTIONS.documents} count={list.data ? total : undefined}>
        {list.isLoading && (
          <div className="grid gap-2 p-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        )}
        {list.isError && (
          <p role="alert" className="p-6 text-center text-sm">
            Failed to fetch alerts.{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => list.refetch()}>
              Try again
            </Button>
          </p>
        )}
        {list.data && items.length === 0 && (
          <div className="flex flex-col items-center gap-1 p-10 text-center">
            <CheckCircle2 className="size-8 text-compliance-green" aria-hidden />
            <p className="font-medium">No Alerts</p>
            <p className="text-sm text-muted-foreground">No document matches these filters</p>
          </div>
        )}
        {items.length > 0 && (
          <>
            <VirtualList
              label="Alerts"
              windowOnPhones
              items={items}
              getKey={(a) => a.document.id}
              estimateItemHeight={121}
              listClassName="divide-y"
              itemProps={() => ({
                className: "flex flex-col gap-3 p-4 sm:flex-row sm:items-center",
                "data-testid": "alert-row",
              })}
              renderItem={(a) => <AlertRow alert={a} onContact={setContacting} />}
            />
            <div className="flex flex-col items-center gap-2 border-t p-3">
              <p className="text-xs text-muted-foreground" aria-live="polite">
                Showing {items.length} of {total} alerts
              </p>
              {list.hasNextPage && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? "Loading..." : "Load more"}
                </Button>
              )}
            </div>
          </>
        )}
      </AlertSection>
      <ContactDialog alert={contacting} onOpenChange={(o) => !o && setContacting(null)} />
    </>
  );
}
