// A wage account's figures and lines, each amount with its currency: what the office, the master and the
// seafarer read alike (the payslip PDF draws the same).
import type { TWageAccount } from "@shared/wages-api";
import { money } from "../money-input";

export function AccountFigures({ account: a }: { account: TWageAccount }) {
  const rows: [string, number | null][] = [
    ["Earnings", a.earnings],
    ["Deductions", a.deductions],
    ["Net this month", a.net],
    ["Brought forward", a.carriedIn],
    ["Final settlement", a.finalSettlement],
    ["Carried forward", a.carriedOut],
  ];
  return (
    <div className="space-y-4" data-testid="wage-account">
      <p className="text-sm">
        Days aboard: <strong>{a.daysAboard}</strong>
        {a.workHours !== null && <> · hours of work recorded (hours of rest): {a.workHours}</>}
        {a.closed && <> · month closed</>}
      </p>
      {a.currency === null && a.daysAboard > 0 && (
        <p role="note" className="text-sm text-amber-800 dark:text-amber-300">
          No wage scale pays this rank and the contract has no salary: nothing is earned until one does.
        </p>
      )}
      {a.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">No lines this month.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Lines of the account</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-1 font-medium">
                Item
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Earning
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Deduction
              </th>
            </tr>
          </thead>
          <tbody>
            {a.lines.map((l, i) => (
              <tr key={`${l.code}-${i}`} className="border-b last:border-0">
                <td className="py-1 pr-2">{l.label}</td>
                <td className="py-1 text-right whitespace-nowrap">
                  {l.kind === "earning" ? money(l.amount, a.currency) : ""}
                </td>
                <td className="py-1 text-right whitespace-nowrap">
                  {l.kind === "deduction" ? money(l.amount, a.currency) : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {rows
          .filter(([, v]) => v !== null)
          .map(([label, v]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{money(v ?? 0, a.currency)}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
