// The header bell's groups (spec §2): "Expired" ("Expired on <date>"), "Expiring within
// 30 days" and "Missing certificates" (crew aboard or joining within 90 days); a pick opens the crew
// member's documents of that type. The lists poll every 30 s.
import type { TExpiryAlert, TMissingCertificate } from "@shared/alerts";
import { expiryText, SeverityBadge } from "@/components/severity-badge";
import { Badge } from "@/components/ui/badge";
import { BELL_DAYS, useBellExpired, useBellExpiring, useBellMissing } from "../api";
import { BELL_MAX, type BellEntry, BellGroup } from "./bell-group";
import { missingLink, missingWhen } from "./missing-when";

const name = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;

/** How many the bell counts (documents expired or expiring within 30 days, and missing certificates), and
 * whether all three lists have answered (until then a count of 0 means "not known yet", not "none"). */
export function useBellCount(): { count: number; loaded: boolean; failed: boolean } {
  const lists = [useBellExpired(), useBellExpiring(), useBellMissing()];
  return {
    count: lists.reduce((n, q) => n + (q.data?.total ?? 0), 0),
    loaded: lists.every((q) => q.isSuccess),
    failed: lists.some((q) => q.isError),
  };
}

/** A kind of bell entry: how one item reads, and the noun of "...and N more". */
interface EntryKind<T> {
  noun: string;
  entry: (item: T) => BellEntry;
}

/** One group's props from its list page (the first BELL_MAX items and the total). */
function group<T>(
  title: string,
  testId: string,
  page: { items: T[]; total: number } | undefined,
  kind: EntryKind<T>,
) {
  const entries = (page?.items ?? []).slice(0, BELL_MAX).map(kind.entry);
  return { title, testId, total: page?.total ?? 0, entries, noun: kind.noun };
}

export function BellGroups({ onPick }: { onPick: (to: string) => void }) {
  const documents: EntryKind<TExpiryAlert> = {
    noun: "documents",
    entry: (a) => ({
      key: a.document.id,
      name: name(a.crewMember),
      detail: `${a.document.documentType} · ${expiryText(a.document.expiryDate, a.daysUntilExpiry)}`,
      badge: <SeverityBadge severity={a.severity} />,
      onPick: () => onPick(`/documents?crew=${a.crewMember.id}&type=${a.document.type}`),
    }),
  };
  const certificates: EntryKind<TMissingCertificate> = {
    noun: "certificates",
    entry: (m) => ({
      key: `${m.crewMember.id}-${m.vessel.id}-${m.certificateType}`,
      name: name(m.crewMember),
      detail: `${m.certificateName} · ${m.vessel.name} · ${missingWhen(m)}`,
      badge: <Badge variant="destructive">Missing</Badge>,
      onPick: () => onPick(missingLink(m)),
    }),
  };
  const groups = [
    group("Expired", "bell-expired", useBellExpired().data, documents),
    group(`Expiring within ${BELL_DAYS} days`, "bell-expiring", useBellExpiring().data, documents),
    group("Missing certificates", "bell-missing", useBellMissing().data, certificates),
  ];
  return (
    <>
      {groups.map((g) => (
        <BellGroup key={g.testId} {...g} />
      ))}
    </>
  );
}
