// One seafarer's month in the vessel view (office, or the master aboard): totals, the findings, the
// identical-days pattern flag, the signatures and Countersign; the days, read when opened.
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useSignMonth, type VesselRestSeafarer } from "../api";
import { findingDates, hoursText } from "../grid-model";
import { FindingsList } from "./findings-list";
import { monthName } from "./month-picker";
import { RestPdfLink } from "./rest-pdf-link";
import { SeafarerDays } from "./seafarer-days";
import { SignatureLine } from "./sign-panel";

export function SeafarerMonthCard({ s, month }: { s: VesselRestSeafarer; month: string }) {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const countersign = useSignMonth();
  const flagged = new Set(s.nonConformities.flatMap(findingDates));
  const canCountersign = Boolean(s.status.seafarerSignedAt && !s.status.masterSignedAt);
  const bad = s.nonConformities.length > 0;
  return (
    <li
      data-testid="seafarer-month"
      className={
        bad
          ? "break-inside-avoid rounded-lg border border-red-600 p-3 dark:border-red-400"
          : "break-inside-avoid rounded-lg border p-3"
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{s.name}</h3>
        <span className="text-sm text-muted-foreground">{s.rank}</span>
        {bad && (
          <Badge variant="danger">
            {s.nonConformities.length} non-conformit{s.nonConformities.length === 1 ? "y" : "ies"}
          </Badge>
        )}
        {s.allDaysIdentical && <Badge variant="warning">All days identical: copied, not recorded?</Badge>}
      </div>
      <p className="mt-1 text-sm">
        {s.daysRecorded} day{s.daysRecorded === 1 ? "" : "s"} recorded · rest {hoursText(s.restHours * 60)} ·{" "}
        <SignatureLine status={s.status} />
      </p>
      <div className="mt-2 flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Hide days" : "Show days"}
        </Button>
        <RestPdfLink crewId={s.crewMemberId} month={month} name={s.name} />
        {canCountersign && (
          <Button size="sm" onClick={() => setConfirm(true)}>
            Countersign
          </Button>
        )}
      </div>
      {open && (
        <div className="mt-3 space-y-3">
          <FindingsList findings={s.nonConformities} />
          <SeafarerDays crewId={s.crewMemberId} name={s.name} month={month} flagged={flagged} />
        </div>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Countersign ${s.name}'s ${monthName(month)}?`}
        description="You confirm you have seen this record, including its non-conformities."
        confirmLabel="Countersign"
        pendingLabel="Signing..."
        variant="default"
        success="Month countersigned"
        failure="Month not countersigned"
        onConfirm={() => countersign.mutateAsync({ crewId: s.crewMemberId, month, as: "countersign" })}
      />
    </li>
  );
}
