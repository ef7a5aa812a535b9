// An agreement's particulars of MLC A2.1 para 4, in its order, each with its value or "Missing", and the
// checklist's summary above them (what the seafarer's signature waits for).

import type { TAgreement } from "@shared/agreements";
import { AGREEMENT_PARTICULARS, type AgreementParticular, OPTIONAL_PARTICULARS } from "@shared/agreements";
import { Check, CircleAlert } from "lucide-react";
import { Notice } from "@/components/ui/notice";

const KEYS = Object.keys(AGREEMENT_PARTICULARS) as AgreementParticular[];

export function AgreementParticulars({ agreement: a }: { agreement: TAgreement }) {
  return (
    <div className="space-y-3">
      {a.missing.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-green-800 dark:text-green-300">
          <Check aria-hidden className="size-4" /> Every particular of MLC A2.1 para 4 is there.
        </p>
      ) : (
        <Notice role="note" data-testid="agreement-missing">
          <p className="font-medium">Missing ({a.missing.length}):</p>
          <ul className="mt-1 list-disc pl-5">
            {a.missing.map((k) => (
              <li key={k}>{AGREEMENT_PARTICULARS[k as AgreementParticular] ?? k}</li>
            ))}
          </ul>
        </Notice>
      )}
      <dl className="divide-y rounded-md border text-sm" aria-label="Particulars">
        {KEYS.map((k) => {
          const value = a.particulars[k];
          return (
            <div key={k} className="grid gap-1 p-2 sm:grid-cols-[16rem_1fr]">
              <dt className="text-muted-foreground">{AGREEMENT_PARTICULARS[k]}</dt>
              <dd className="break-words">
                {value ? (
                  value
                ) : OPTIONAL_PARTICULARS.includes(k) ? (
                  <span className="text-muted-foreground">None applies</span>
                ) : (
                  <span className="inline-flex items-center gap-1 font-medium text-red-700 dark:text-red-400">
                    <CircleAlert aria-hidden className="size-4" /> Missing
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
