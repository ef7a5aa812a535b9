// The vessel's table of shipboard working arrangements (MLC 2006 Standard A2.3 para 10, the IMO/ILO model
// format), which the inspection pack prints: one line per position with its scheduled daily hours at sea
// and in port. The office keeps it for any vessel, the master for their own (the server decides); the
// whole table is checked with the shared schema and saved at once, each problem named beside its field.

import {
  type TWorkingArrangements,
  WORKING_ARRANGEMENT_HOURS,
  type WorkingArrangementHours,
  ZWorkingArrangementsRequest,
} from "@shared/inspection-pack";
import { RANK_NAMES } from "@shared/ranks";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { SaveButton } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { formValuesFrom } from "@/lib/form-values";
import { useSaveWorkingArrangements, workingArrangementsQuery } from "../api";
import { type ArrangementRow, WorkingArrangementRow } from "./working-arrangement-row";

type Errors = Record<number, Partial<Record<keyof ArrangementRow, string>>>;

/** A position's line as the form edits it: each hours field and the comments "" where none is set. */
const toRow = (
  p: { rank: string } & Partial<Record<WorkingArrangementHours | "comments", string | null>>,
) => ({
  rank: p.rank,
  ...formValuesFrom(p, [...WORKING_ARRANGEMENT_HOURS.map((h) => h.key), "comments"]),
});
const toRows = (data: TWorkingArrangements): ArrangementRow[] => data.positions.map(toRow);
const blank = (rank: string): ArrangementRow => toRow({ rank });

/** Each issue's message by row and field (the first one of a field). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const { path, message } of issues) {
    // the schema's issues index rows by number, the server's answer by their text ("1")
    const [, at, field] = path;
    const i = Number(String(at));
    if (!Number.isInteger(i) || typeof field !== "string") continue;
    const row = out[i] ?? {};
    row[field as keyof ArrangementRow] ??= message;
    out[i] = row;
  }
  return out;
}

export function WorkingArrangementsSection({
  vesselId,
  ranksAboard,
  headingLevel,
}: {
  vesselId: string;
  /** The positions on the crew list, offered when the table is empty. */
  ranksAboard: readonly string[];
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const id = useId();
  const table = useQuery(workingArrangementsQuery(vesselId));
  const save = useSaveWorkingArrangements(vesselId);
  const [rows, setRows] = useState<ArrangementRow[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (table.data) setRows(toRows(table.data));
  }, [table.data]);
  const change = (i: number, patch: Partial<ArrangementRow>) =>
    setRows((all) => all.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  const remove = (i: number) => {
    setRows((all) => all.filter((_, n) => n !== i));
    setErrors({});
  };
  const add = () =>
    setRows((all) => [
      ...all,
      blank(RANK_NAMES.find((r) => !all.some((x) => x.rank === r)) ?? RANK_NAMES[0]),
    ]);
  const onSave = async () => {
    const parsed = ZWorkingArrangementsRequest.safeParse({ positions: rows });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toastSuccess("Table of working arrangements saved");
    } catch (e) {
      if (e instanceof ApiError && e.issues.length) setErrors(errorsOf(e.issues));
      else toastError(`Failed to save the table: ${e instanceof Error ? e.message : "unknown error"}`);
    }
  };
  const problems = Object.values(errors).reduce((n, e) => n + Object.keys(e).length, 0);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3" data-testid="working-arrangements">
      <div>
        <Heading id={`${id}-title`} className="font-semibold">
          Shipboard working arrangements
        </Heading>
        <p className="text-sm text-muted-foreground">
          The table the inspection pack prints (MLC A2.3 para 10): scheduled daily hours of each position.
        </p>
      </div>
      {table.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : table.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Could not load the table: {table.error.message}
        </p>
      ) : (
        <>
          {rows.length === 0 ? (
            <p className="text-sm">
              No table kept for this vessel yet: the inspection pack says so. Add a line for each position
              aboard.
            </p>
          ) : (
            <ul className="grid gap-2" aria-label="Positions">
              {rows.map((row, i) => (
                <WorkingArrangementRow
                  key={i}
                  idPrefix={`${id}-${i}`}
                  row={row}
                  errors={errors[i] ?? {}}
                  onChange={(patch) => change(i, patch)}
                  onRemove={() => remove(i)}
                />
              ))}
            </ul>
          )}
          {problems > 0 && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              Not saved: {problems} problem(s) marked above.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={add}>
              <Plus aria-hidden /> Add position
            </Button>
            {rows.length === 0 && ranksAboard.length > 0 && (
              <Button variant="outline" onClick={() => setRows(ranksAboard.map(blank))}>
                Add the positions aboard ({ranksAboard.length})
              </Button>
            )}
            <SaveButton onClick={onSave} pending={save.isPending}>
              Save table
            </SaveButton>
          </div>
        </>
      )}
    </section>
  );
}
