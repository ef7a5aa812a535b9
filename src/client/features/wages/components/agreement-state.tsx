// An agreement's state in words: draft, signed by the seafarer (awaiting the company), signed by both.
import type { TAgreement } from "@shared/agreements";
import { formatDisplayDate } from "@shared/dates";
import { Badge } from "@/components/ui/badge";

const LABEL: Record<TAgreement["state"], string> = {
  draft: "Draft",
  seafarer_signed: "Signed by the seafarer",
  signed: "Signed by both",
};
const VARIANT = { draft: "warning", seafarer_signed: "info", signed: "success" } as const;

export function AgreementState({ agreement: a }: { agreement: TAgreement }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={VARIANT[a.state]} data-testid="agreement-state">
        {LABEL[a.state]}
      </Badge>
      <span>Version {a.version}</span>
      {a.seafarerSignedAt && (
        <span className="text-muted-foreground">
          seafarer signed {formatDisplayDate(a.seafarerSignedAt.slice(0, 10))}
        </span>
      )}
      {a.companySignedAt && (
        <span className="text-muted-foreground">
          company signed {formatDisplayDate(a.companySignedAt.slice(0, 10))}
        </span>
      )}
    </div>
  );
}
