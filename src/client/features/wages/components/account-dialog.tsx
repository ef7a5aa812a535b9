// A seafarer's wage account for a month (MLC A2.2 para 2): days aboard beside the hours of work of the
// hours-of-rest record, every line, the totals and the balance carried; the office and the master aboard
// enter lines on an open month, the office keeps the standing allotments.
import { formatMonthName } from "@shared/dates";
import type { TWageAccount } from "@shared/wages-api";
import { useQuery } from "@tanstack/react-query";
import { ItemDialog } from "@/components/item-dialog";
import { QueryState } from "@/components/query-state";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCan } from "@/features/auth";
import { wageAccountQuery } from "../api";
import { AccountFigures } from "./account-figures";
import { AddLineForm } from "./add-line-form";
import { AllotmentsSection } from "./allotments-section";

function AccountBody({ crewId, month }: { crewId: string; month: string }) {
  const query = useQuery(wageAccountQuery(crewId, month));
  const allotments = useCan("wages:allotments");
  return (
    <QueryState
      query={query}
      label="Loading the wage account"
      error="Could not load the wage account"
      retry
      loadingRows={4}
    >
      {(a) => (
        <div className="space-y-5">
          <AccountFigures account={a} />
          {a.closed ? (
            <p className="text-sm text-muted-foreground">
              This month is closed: a correction goes into a later month as an adjustment.
            </p>
          ) : (
            <AddLineForm account={a} />
          )}
          {allotments && <AllotmentsSection crewId={crewId} currency={a.currency} />}
        </div>
      )}
    </QueryState>
  );
}

export function AccountDialog({
  account,
  month,
  onOpenChange,
}: {
  account: TWageAccount | null;
  month: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ItemDialog
      item={account}
      onOpenChange={onOpenChange}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      {(a) => (
        <>
          <DialogHeader>
            <DialogTitle>{a.name}</DialogTitle>
            <DialogDescription>
              {a.rank ? `${a.rank} · ` : ""}Wage account for {formatMonthName(month)}
            </DialogDescription>
          </DialogHeader>
          <AccountBody crewId={a.crewMemberId} month={month} />
        </>
      )}
    </ItemDialog>
  );
}
