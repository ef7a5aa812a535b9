// "Port paperwork" of a vessel (choose the date and arrival or departure) or of a crew change (its date):
// the crew list's preview says who is on it and every missing item, each linked to the seafarer's record
// for the office, then the downloads: the crew list (FAL Form 5) as PDF, xlsx and CSV, the crew's effects
// (FAL Form 4) as PDF and xlsx, and for a vessel the inspection pack and the table of shipboard working
// arrangements it prints. Each file generated is logged.
import type { CrewListKind } from "@shared/port-paperwork";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Notice } from "@/components/ui/notice";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { appToday } from "@/lib/today";
import {
  type CrewList,
  crewListQuery,
  crewListUrl,
  effectsUrl,
  inspectionPackUrl,
  type ListSource,
} from "../api";
import { WorkingArrangementsSection } from "./working-arrangements-section";

const linkClass =
  "inline-flex items-center rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2";

export function PortPaperworkPanel({
  vesselId,
  crewChangeId,
  date: fixedDate,
  linkRecords = true,
  headingLevel = 3,
}: {
  vesselId: string;
  /** A crew change's lists: its date, no date to choose. */
  crewChangeId?: string;
  date?: string;
  /** Link each missing item to the seafarer's record (the office's crew screen). */
  linkRecords?: boolean;
  /** The title's level where the panel sits (a page's section: 2; inside a dialog's section: 3). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = useId();
  const [date, setDate] = useState(fixedDate ?? appToday());
  const [kind, setKind] = useState<CrewListKind>("departure");
  const [months, setMonths] = useState(1);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const source: ListSource = crewChangeId ? { crewChangeId } : { vesselId, date };
  const list = useQuery(crewListQuery(source, kind, validDate));
  const data = list.data;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <Heading id={`${id}-title`} className="font-semibold">
        Port paperwork
      </Heading>
      <div className="flex flex-wrap items-end gap-3">
        {!crewChangeId && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-date`}>Date of the port call</Label>
            <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-kind`}>List</Label>
          <Select value={kind} onValueChange={(v) => setKind(v as CrewListKind)}>
            <SelectTrigger id={`${id}-kind`} className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="arrival">Arrival</SelectItem>
              <SelectItem value="departure">Departure</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
      {!validDate ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Choose the date of the port call.
        </p>
      ) : list.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : list.isError || !data ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Could not load the crew list: {list.error?.message ?? "unknown error"}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => list.refetch()} disabled={list.isFetching}>
              {list.isFetching ? "Checking..." : "Check again"}
            </Button>
          </div>
          <p className="text-sm" data-testid="crew-list-summary">
            {data.notice ??
              `${data.crew.length} on the ${kind} list of ${data.portCall.date}${data.portCall.port ? ` at ${data.portCall.port}` : ""}.`}
          </p>
          <MissingItems missing={data.missing} linkRecords={linkRecords} />
          <div className="flex flex-wrap gap-2">
            <a className={linkClass} href={crewListUrl(source, kind, "pdf")} download>
              Crew list PDF
            </a>
            <a className={linkClass} href={crewListUrl(source, kind, "xlsx")} download>
              Crew list xlsx
            </a>
            <a className={linkClass} href={crewListUrl(source, kind, "csv")} download>
              Crew list CSV
            </a>
            <a className={linkClass} href={effectsUrl(vesselId, data.portCall.date, kind, "pdf")} download>
              Crew's effects PDF
            </a>
            <a className={linkClass} href={effectsUrl(vesselId, data.portCall.date, kind, "xlsx")} download>
              Crew's effects xlsx
            </a>
          </div>
          {!crewChangeId && (
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-months`}>Hours of rest, months</Label>
                <Select value={String(months)} onValueChange={(v) => setMonths(Number(v))}>
                  <SelectTrigger id={`${id}-months`} className="w-24">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {[1, 2, 3].map((n) => (
                      <SelectItem key={n} value={String(n)}>
                        {n}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <a className={linkClass} href={inspectionPackUrl(vesselId, date, months)} download>
                Inspection pack PDF
              </a>
            </div>
          )}
        </>
      )}
      {!crewChangeId && (
        <WorkingArrangementsSection
          vesselId={vesselId}
          ranksAboard={[...new Set(data?.crew.map((c) => c.rank))]}
          headingLevel={headingLevel === 2 ? 3 : 4}
        />
      )}
    </section>
  );
}

/** The list's missing items, each linked to the seafarer's record for the office; or "Nothing missing". */
function MissingItems({ missing, linkRecords }: { missing: CrewList["missing"]; linkRecords: boolean }) {
  return missing.length > 0 ? (
    <Notice role="status">
      <p className="font-medium">
        {missing.length} item(s) missing: the files will say so. Complete the records first.
      </p>
      <ul className="mt-2 list-disc pl-5" data-testid="crew-list-missing">
        {missing.map((m) => (
          <li key={`${m.crewMemberId}-${m.field}`}>
            {m.crewMemberId && linkRecords ? (
              <Link className="underline" to={`/crew?highlight=${m.crewMemberId}`}>
                {m.message}
              </Link>
            ) : (
              m.message
            )}
          </li>
        ))}
      </ul>
    </Notice>
  ) : (
    <p className="text-sm text-green-700 dark:text-green-400">Nothing missing.</p>
  );
}
