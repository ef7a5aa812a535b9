// A vessel's portage bill for a month: every seafarer's account (days aboard, earnings, deductions, net,
// carried out, each with its currency), the totals per currency, the .xlsx for accounting, a payslip per
// seafarer, and Close month (the office, after a confirmation). A seafarer's row opens their account.
import { formatMonthName } from "@shared/dates";
import type { TPortageBill, TWageAccount } from "@shared/wages-api";
import { useQuery } from "@tanstack/react-query";
import { Download, Lock } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DownloadLink } from "@/components/download-link";
import { QueryState } from "@/components/query-state";
import { type Column, SimpleTable } from "@/components/simple-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCan } from "@/features/auth";
import { payslipUrl, portageBillQuery, portageXlsxUrl, useClosePortageBill } from "../api";
import { money } from "../money-input";
import { AccountDialog } from "./account-dialog";

function accountColumns(month: string, open: (a: TWageAccount) => void): Column<TWageAccount>[] {
  const m = (pick: (a: TWageAccount) => number) => (a: TWageAccount) => money(pick(a), a.currency);
  return [
    {
      header: "Seafarer",
      cell: (a) => (
        <Button variant="link" className="h-auto p-0 text-left" onClick={() => open(a)}>
          {a.name}
        </Button>
      ),
    },
    { header: "Rank", cell: (a) => a.rank ?? "—", className: "hidden md:table-cell" },
    { header: "Days", cell: (a) => a.daysAboard, cellClassName: "text-right" },
    { header: "Earnings", cell: m((a) => a.earnings), cellClassName: "text-right whitespace-nowrap" },
    { header: "Deductions", cell: m((a) => a.deductions), cellClassName: "text-right whitespace-nowrap" },
    { header: "Net", cell: m((a) => a.net), cellClassName: "text-right whitespace-nowrap font-medium" },
    { header: "Carried out", cell: m((a) => a.carriedOut), cellClassName: "text-right whitespace-nowrap" },
    {
      header: "Payslip",
      cell: (a) => (
        <DownloadLink href={payslipUrl(a.crewMemberId, month)} more={`payslip of ${a.name}`}>
          PDF
        </DownloadLink>
      ),
    },
  ];
}

function Totals({ bill }: { bill: TPortageBill }) {
  if (!bill.totals.length) return null;
  return (
    <section aria-label="Totals per currency" className="grid gap-2 sm:grid-cols-2">
      {bill.totals.map((t) => (
        <dl
          key={t.currency}
          data-testid="portage-total"
          className="grid grid-cols-2 gap-x-4 rounded-md border p-3 text-sm"
        >
          <dt className="col-span-2 mb-1 font-semibold">Total in {t.currency}</dt>
          <dt>Earnings</dt>
          <dd className="text-right">{money(t.earnings, t.currency)}</dd>
          <dt>Deductions</dt>
          <dd className="text-right">{money(t.deductions, t.currency)}</dd>
          <dt className="font-medium">Net</dt>
          <dd className="text-right font-medium">{money(t.net, t.currency)}</dd>
          <dt>Carried out</dt>
          <dd className="text-right">{money(t.carriedOut, t.currency)}</dd>
        </dl>
      ))}
    </section>
  );
}

function BillActions({ bill }: { bill: TPortageBill }) {
  const mayClose = useCan("wages:close");
  const close = useClosePortageBill();
  const [confirming, setConfirming] = useState(false);
  const month = formatMonthName(bill.month);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {bill.closed ? (
        <Badge variant="secondary" data-testid="bill-state">
          <Lock aria-hidden className="size-3" /> Closed {bill.closedAt?.slice(0, 10)}
        </Badge>
      ) : (
        <Badge variant="outline" data-testid="bill-state">
          Open
        </Badge>
      )}
      <DownloadLink href={portageXlsxUrl(bill.vesselId, bill.month)} more={`of ${bill.vesselName}, ${month}`}>
        <Download aria-hidden className="size-4" /> Portage bill (.xlsx)
      </DownloadLink>
      {mayClose && !bill.closed && (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <Lock aria-hidden /> Close month
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Close ${month} for ${bill.vesselName}?`}
        description={`Each of the ${bill.accounts.length} accounts is kept as it is now. No line can be entered on them afterwards; a correction goes into a later month as an adjustment.`}
        confirmLabel="Close month"
        pendingLabel="Closing..."
        variant="default"
        success={`${bill.vesselName}'s ${month} is closed`}
        failure={`Could not close ${month}`}
        onConfirm={() => close.mutateAsync({ vesselId: bill.vesselId, month: bill.month })}
      />
    </div>
  );
}

/** The bill of `vesselId` for `month` (the toolbar naming them is the caller's). */
export function PortageBill({ vesselId, month }: { vesselId: string; month: string }) {
  const query = useQuery(portageBillQuery(vesselId, month));
  const [open, setOpen] = useState<TWageAccount | null>(null);
  return (
    <QueryState
      query={query}
      label="Loading the portage bill"
      error="Could not load the portage bill"
      retry
      loadingRows={4}
    >
      {(bill) => (
        <div className="space-y-4">
          <BillActions bill={bill} />
          {bill.accounts.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">
              Nobody was paid for days aboard this month.
            </p>
          ) : (
            <div className="overflow-x-auto rounded-md border" data-testid="portage-bill">
              <SimpleTable
                columns={accountColumns(month, setOpen)}
                rows={bill.accounts}
                rowKey={(a) => a.crewMemberId}
              />
            </div>
          )}
          <Totals bill={bill} />
          <AccountDialog account={open} month={month} onOpenChange={(o) => !o && setOpen(null)} />
        </div>
      )}
    </QueryState>
  );
}
