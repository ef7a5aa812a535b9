// The preview of a checked file and the summary of an import: the counts, the rows in error first with
// each error in words (the first 200 rows shown; the errors workbook has them all), and what the data means.
import { IMPORT_FIELDS } from "@shared/imports";
import { Download, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { downloadErrorRows, type ImportResult } from "../api";

const SHOWN_ROWS = 200;
const STATUS_LABEL = { create: "Add", update: "Update", unchanged: "Unchanged", error: "Error" } as const;
const STATUS_VARIANT = {
  create: "success",
  update: "info",
  unchanged: "outline",
  error: "danger",
} as const;

export function ImportSummary({ result }: { result: ImportResult }) {
  const s = result.summary;
  const done = result.outcome === "imported";
  const items = [
    [done ? "Added" : "To add", s.create],
    [done ? "Updated" : "To update", s.update],
    ["Unchanged", s.unchanged],
    [done ? "Left out (errors)" : "With errors", s.error],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Import summary">
      {items.map(([label, n]) => (
        <div key={label} className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{n.toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ImportMeaning({ result }: { result: ImportResult }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="What the import means">
      {result.meaning.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

export function ImportRowsTable({ result }: { result: ImportResult }) {
  const labels = new Map(IMPORT_FIELDS[result.kind].map((f) => [f.key, f.label]));
  const rows = [...result.rows].sort(
    (a, b) => Number(b.status === "error") - Number(a.status === "error") || a.row - b.row,
  );
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">The file has a header row and no data rows.</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">Row</TableHead>
            <TableHead className="w-28">Outcome</TableHead>
            <TableHead>Errors</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.slice(0, SHOWN_ROWS).map((r) => (
            <TableRow key={r.row} data-status={r.status}>
              <TableCell className="tabular-nums">{r.row}</TableCell>
              <TableCell>
                <Badge variant={STATUS_VARIANT[r.status]}>{STATUS_LABEL[r.status]}</Badge>
              </TableCell>
              <TableCell className="whitespace-normal">
                {r.errors.length === 0 ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <ul className="space-y-0.5">
                    {r.errors.map((e) => (
                      <li key={e.field + e.message}>
                        {e.message.startsWith(labels.get(e.field) ?? e.field) ? (
                          e.message
                        ) : (
                          <>
                            <span className="font-medium">{labels.get(e.field) ?? e.field}:</span> {e.message}
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > SHOWN_ROWS && (
        <p className="p-3 text-sm text-muted-foreground">
          {SHOWN_ROWS} of {rows.length.toLocaleString()} rows shown; download the rows in error for all of
          them.
        </p>
      )}
    </div>
  );
}

/** The preview's choice (refuse or skip rows in error) and its actions. */
export function PreviewActions(p: {
  result: ImportResult;
  fileName: string;
  onError: "refuse" | "skip";
  setOnError: (v: "refuse" | "skip") => void;
  busy: boolean;
  /** The import's progress bar while it runs. */
  progress: ReactNode;
  onMapping: () => void;
  onImport: () => void;
}) {
  const s = p.result.summary;
  const writes = s.create + s.update;
  const blocked = s.error > 0 && p.onError === "refuse";
  const onErrorChoices = [
    ["refuse", "Refuse the whole file until every row is right"],
    ["skip", `Import the valid rows only (${writes.toLocaleString()} to write), leave the rest out`],
  ] as const;
  return (
    <div className="grid gap-3">
      {s.error > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Rows with errors</legend>
          {onErrorChoices.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="import-on-error"
                checked={p.onError === value}
                onChange={() => p.setOnError(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={p.onImport} disabled={p.busy || writes === 0 || blocked}>
          {p.busy && <Loader2 className="animate-spin" aria-hidden />}
          {p.busy ? "Importing…" : `Import ${writes.toLocaleString()} rows`}
        </Button>
        <Button variant="outline" onClick={p.onMapping} disabled={p.busy}>
          Change the columns
        </Button>
        {s.error > 0 && (
          <Button variant="outline" onClick={() => void downloadErrorRows(p.result, p.fileName)}>
            <Download aria-hidden />
            Rows in error (.xlsx)
          </Button>
        )}
      </div>
      {p.progress}
      {writes === 0 && s.error === 0 && (
        <p className="text-sm text-muted-foreground">
          Every row is already recorded as the file says: nothing to import.
        </p>
      )}
    </div>
  );
}
