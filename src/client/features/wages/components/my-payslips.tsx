// The seafarer's own payslips: the last months' accounts (the months with days aboard or lines), each with
// its net in its currency and its PDF; the account opens beneath. Read through the service worker, so the
// months opened before are there offline too.
import { formatMonthName } from "@shared/dates";
import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { DownloadLink } from "@/components/download-link";
import { LoadingRows } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { appToday } from "@/lib/today";
import { PAYSLIP_MONTHS, payslipMonths, payslipUrl, wageAccountQuery } from "../api";
import { money } from "../money-input";
import { AccountFigures } from "./account-figures";

export function MyPayslips({ crewId }: { crewId: string }) {
  const months = payslipMonths(appToday());
  const results = useQueries({ queries: months.map((m) => wageAccountQuery(crewId, m)) });
  const [shown, setShown] = useState<string | null>(null);
  const loading = results.some((r) => r.isPending);
  const failed = results.filter((r) => r.isError).length;
  const accounts = results.flatMap((r) =>
    r.data && (r.data.daysAboard > 0 || r.data.lines.length) ? [r.data] : [],
  );
  return (
    <SectionCard
      title="My payslips"
      description={`The last ${PAYSLIP_MONTHS} months. They stay on this phone for use offline; a PDF once you have opened it.`}
    >
      {loading ? (
        <LoadingRows label="Loading my payslips" rows={3} />
      ) : accounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {failed ? "Could not load your payslips." : "No wages in these months."}
        </p>
      ) : (
        <ul className="divide-y" aria-label="Payslips">
          {accounts.map((a) => (
            <li key={a.month} className="space-y-3 py-3" data-testid="payslip">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium">{formatMonthName(a.month)}</p>
                  <p className="text-sm text-muted-foreground">
                    Net {money(a.net, a.currency)} · {a.daysAboard} days{a.closed ? " · closed" : ""}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={shown === a.month}
                    onClick={() => setShown(shown === a.month ? null : a.month)}
                  >
                    {shown === a.month ? "Hide" : "Details"}
                  </Button>
                  <DownloadLink
                    href={payslipUrl(crewId, a.month)}
                    more={`payslip for ${formatMonthName(a.month)}`}
                  >
                    PDF
                  </DownloadLink>
                </div>
              </div>
              {shown === a.month && <AccountFigures account={a} />}
            </li>
          ))}
        </ul>
      )}
      {failed > 0 && accounts.length > 0 && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {failed} month(s) could not be loaded.
        </p>
      )}
    </SectionCard>
  );
}
