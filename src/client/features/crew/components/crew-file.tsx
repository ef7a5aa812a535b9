// The seafarer's file in the crew details: their tours (aboard, planned, past; GET /api/crew/{id}/tours),
// crew changes, and documents (current, and the renewed ones as history; GET /api/documents?history=true).
import { expiryLabel } from "@shared/certificates";
import { DOCUMENT_STATUS_LABELS } from "@shared/expiry";
import type { TTour } from "@shared/tours";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SignOnBadge } from "@/components/sign-on-badge";
import { documentListOptions } from "@/features/documents/api";
import { crewToursQuery } from "@/features/manning/api";
import { formatDisplayDate } from "@/lib/format";
import { appToday } from "@/lib/today";

/** Where a tour stands on `today`: aboard (counting today), planned (ahead) or past. */
export function tourPlacement(t: Pick<TTour, "signOn" | "signOff">, today: string) {
  if (t.signOn && t.signOn > today) return "planned" as const;
  if (t.signOff && t.signOff <= today) return "past" as const;
  return "aboard" as const;
}

/** The tour aboard today (the one the eligibility line is about), if any. */
export function tourAboard(tours: readonly TTour[] | undefined, today: string) {
  return tours?.find((t) => tourPlacement(t, today) === "aboard");
}

const PLACEMENT_LABELS = { aboard: "Aboard", planned: "Planned to join", past: "Past" } as const;

function Block({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="space-y-2" data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="rounded-md border p-3 text-sm">{children}</div>
    </section>
  );
}

const muted = (text: string) => <p className="text-muted-foreground">{text}</p>;
const range = (from: string | null, to: string | null) =>
  `${from ? formatDisplayDate(from) : "Before the records"} – ${to ? formatDisplayDate(to) : "open"}`;

export function CrewFile({ crewMemberId }: { crewMemberId: string }) {
  const today = appToday();
  const tours = useQuery(crewToursQuery(crewMemberId));
  const docs = useQuery(documentListOptions({ crewMemberId, history: true }, 200));
  const byPlacement = (["aboard", "planned", "past"] as const).map((p) => ({
    placement: p,
    tours: (tours.data?.tours ?? []).filter((t) => tourPlacement(t, today) === p),
  }));
  const documents = docs.data?.items ?? [];
  const current = documents.filter((d) => !d.supersededById);
  const history = documents.filter((d) => d.supersededById);
  return (
    <>
      <Block title="Tours" testId="crew-file-tours">
        {tours.isPending ? (
          muted("Loading tours...")
        ) : tours.isError ? (
          <p className="text-red-700 dark:text-red-400">Could not load the tours</p>
        ) : tours.data.tours.length === 0 ? (
          muted("No tours in the last year or ahead")
        ) : (
          <div className="space-y-3">
            {byPlacement
              .filter((g) => g.tours.length > 0)
              .map((g) => (
                <div key={g.placement}>
                  <h4 className="text-xs font-semibold uppercase text-muted-foreground">
                    {PLACEMENT_LABELS[g.placement]}
                  </h4>
                  <ul className="mt-1 space-y-1">
                    {g.tours.map((t) => (
                      <li key={t.id} className="flex flex-wrap justify-between gap-x-3">
                        <span className="font-medium">
                          {t.rank} on {t.vesselName}
                          {t.signOnNotConfirmed && <SignOnBadge compact className="ml-1 align-middle" />}
                        </span>
                        <span className="tabular-nums text-muted-foreground">
                          {range(t.signOn, t.signOff)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
          </div>
        )}
      </Block>
      <Block title="Crew Changes" testId="crew-file-crew-changes">
        {tours.isPending ? (
          muted("Loading crew changes...")
        ) : tours.isError ? (
          <p className="text-red-700 dark:text-red-400">Could not load the crew changes</p>
        ) : tours.data.crewChanges.length === 0 ? (
          muted("No crew changes in the last year or ahead")
        ) : (
          <ul className="space-y-1">
            {tours.data.crewChanges.map((c) => (
              <li key={`${c.id}-${c.direction}`} className="flex flex-wrap justify-between gap-x-3">
                <span className="font-medium">
                  {c.direction === "on" ? "Signs on" : "Signs off"} {c.vesselName} at {c.port}
                  {c.portLocode ? ` (${c.portLocode})` : ""}
                </span>
                <span className="tabular-nums text-muted-foreground">
                  {formatDisplayDate(c.date)} · {c.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title="Documents" testId="crew-file-documents">
        {docs.isPending ? (
          muted("Loading documents...")
        ) : docs.isError ? (
          <p className="text-red-700 dark:text-red-400">Could not load the documents</p>
        ) : current.length === 0 ? (
          muted("No documents on file")
        ) : (
          <>
            <ul className="space-y-1">
              {current.map((d) => (
                <li key={d.id} className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">
                    {d.typeName} <span className="font-normal text-muted-foreground">{d.documentNumber}</span>
                  </span>
                  <span className="tabular-nums text-muted-foreground">
                    {expiryLabel(d.expiryDate, formatDisplayDate)} · {DOCUMENT_STATUS_LABELS[d.status]}
                  </span>
                </li>
              ))}
            </ul>
            {history.length > 0 && (
              <details className="mt-2">
                <summary className="cursor-pointer text-muted-foreground">
                  History: {history.length} renewed {history.length === 1 ? "document" : "documents"}
                </summary>
                <ul className="mt-1 space-y-1">
                  {history.map((d) => (
                    <li key={d.id} className="flex flex-wrap justify-between gap-x-3 text-muted-foreground">
                      <span>
                        {d.typeName} {d.documentNumber}
                      </span>
                      <span className="tabular-nums">
                        renewed · expiry {expiryLabel(d.expiryDate, formatDisplayDate)}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </Block>
    </>
  );
}
