// The header bell's groups (spec §2; issue 19 item 8): "Expired" ("Expired on <date>"), "Expiring within
// 30 days" and "Missing certificates" (crew aboard or joining within 90 days); a pick opens the crew
// member's documents of that type. The lists poll every 30 s.
import type { TExpiryAlert, TMissingCertificate } from "@shared/alerts";
import { expiryText, SeverityBadge } from "@/components/severity-badge";
import { Badge } from "@/components/ui/badge";
import { BELL_DAYS, useBellExpired, useBellExpiring, useBellMissing } from "../api";
import { BellGroup } from "./bell-group";
import { missingLink, missingWhen } from "./missing-when";

const name = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;

/** How many the bell counts: documents expired or expiring within 30 days, and missing certificates. */
export function useBellCount(): number {
  const totals = [useBellExpired(), useBellExpiring(), useBellMissing()].map((q) => q.data?.total ?? 0);
  return totals.reduce((a, b) => a + b, 0);
}

export function BellGroups({ onPick }: { onPick: (to: string) => void }) {
  const expired = useBellExpired().data;
  const expiring = useBellExpiring().data;
  const missing = useBellMissing().data;
  const documentEntries = (items: TExpiryAlert[] = []) =>
    items.map((a) => ({
      key: a.document.id,
      name: name(a.crewMember),
      detail: `${a.document.documentType} · ${expiryText(a.document.expiryDate, a.daysUntilExpiry)}`,
      badge: <SeverityBadge severity={a.severity} />,
      onPick: () => onPick(`/documents?crew=${a.crewMember.id}&type=${a.document.type}`),
    }));
  const missingEntries = (items: TMissingCertificate[] = []) =>
    items.map((m) => ({
      key: `${m.crewMember.id}-${m.vessel.id}-${m.certificateType}`,
      name: name(m.crewMember),
      detail: `${m.certificateName} · ${m.vessel.name} · ${missingWhen(m)}`,
      badge: <Badge variant="destructive">Missing</Badge>,
      onPick: () => onPick(missingLink(m)),
    }));
  return (
    <>
      <BellGroup
        title="Expired"
        testId="bell-expired"
        total={expired?.total ?? 0}
        entries={documentEntries(expired?.items)}
        noun="documents"
      />
      <BellGroup
        title={`Expiring within ${BELL_DAYS} days`}
        testId="bell-expiring"
        total={expiring?.total ?? 0}
        entries={documentEntries(expiring?.items)}
        noun="documents"
      />
      <BellGroup
        title="Missing certificates"
        testId="bell-missing"
        total={missing?.total ?? 0}
        entries={missingEntries(missing?.items)}
        noun="certificates"
      />
    </>
  );
}
