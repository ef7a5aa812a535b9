// The import screen (docs/guide-office.md, "Bringing your spreadsheets in"): upload → mapping (the
// columns the import could not place get a choice) → preview (a dry run: rows in error first, each error
// in words, the errors workbook) → import (refuse the whole file or write the valid rows) → summary.
import { DATE_ORDER_LABELS, DATE_ORDERS } from "@shared/import-match";
import { IMPORT_KIND_LABELS, MAX_IMPORT_MB } from "@shared/imports";
import { Download, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Field } from "@/components/form-field";
import { LabelledOptions, NativeSelectField } from "@/components/native-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { templateUrl } from "../api";
import { ImportMapping } from "./import-mapping";
import { ImportMeaning, ImportRowsTable, ImportSummary, PreviewActions } from "./import-preview";
import { ImportProgressBar } from "./import-progress";
import { type ImportWizardState, useImportWizard } from "./use-import-wizard";

const SELECT = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm";

export function ImportWizard() {
  const w = useImportWizard();
  const { result, step, progress } = w;
  const bar = w.busy && progress ? <ImportProgressBar progress={progress} /> : null;

  return (
    <div className="grid gap-6">
      <UploadCard wizard={w} progress={step === "upload" ? bar : null} />

      {result && step === "mapping" && (
        <ImportMapping
          result={result}
          mapping={w.mapping}
          onChange={w.setMapping}
          busy={w.busy}
          progress={bar}
          onCheck={() => w.check(w.mapping, "preview")}
        />
      )}

      {result && (step === "preview" || step === "done") && (
        <Card>
          <CardHeader>
            <CardTitle>{step === "done" ? "3. Summary" : "2. Preview"}</CardTitle>
            <CardDescription aria-live="polite">
              {step === "done"
                ? result.outcome === "imported"
                  ? "Imported."
                  : "Nothing was imported."
                : "Nothing is written yet: this is what importing the file would do."}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ImportSummary result={result} />
            <ImportMeaning result={result} />
            {step === "preview" && (
              <PreviewActions
                result={result}
                fileName={w.file?.name ?? "import"}
                onError={w.onError}
                setOnError={w.setOnError}
                busy={w.busy}
                progress={bar}
                onMapping={() => w.setStep("mapping")}
                onImport={w.importNow}
              />
            )}
            {step === "done" && result.outcome === "imported" && progress?.phase === "writing" && (
              <ImportProgressBar progress={progress} finished />
            )}
            {step === "done" && (
              <div>
                <Button onClick={w.restart}>Import another file</Button>
              </div>
            )}
            <ImportRowsTable result={result} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/** The first step: what the file holds, how its dates are written, the file; `progress` is the check's
 * bar while it runs. */
function UploadCard({ wizard: p, progress }: { wizard: ImportWizardState; progress: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>1. Choose a file</CardTitle>
        <CardDescription>
          An .xlsx workbook (its first sheet) or a .csv file, at most {MAX_IMPORT_MB} MB, with column headers
          in the first row. Date cells and yyyy-mm-dd are always read; choose how other dates are written.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        <NativeSelectField
          label="What the file holds"
          id="import-kind"
          selectClassName={SELECT}
          value={p.kind}
          disabled={p.step !== "upload"}
          onChange={p.setKind}
        >
          <LabelledOptions values={p.kinds} labels={IMPORT_KIND_LABELS} />
        </NativeSelectField>
        <NativeSelectField
          label="Dates written as"
          id="import-date-order"
          selectClassName={SELECT}
          value={p.dateOrder}
          disabled={p.step === "done"}
          onChange={p.setDateOrder}
        >
          <LabelledOptions values={DATE_ORDERS} labels={DATE_ORDER_LABELS} />
        </NativeSelectField>
        <Field label="Spreadsheet" htmlFor="import-file">
          <Input
            id="import-file"
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            disabled={p.step !== "upload"}
            onChange={(e) => p.setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-2 sm:col-span-3">
          {p.step === "upload" ? (
            <Button onClick={() => p.check({})} disabled={!p.file || p.busy}>
              {p.busy && <Loader2 className="animate-spin" aria-hidden />}
              Check the file
            </Button>
          ) : (
            <Button variant="outline" onClick={p.restart} disabled={p.busy}>
              Start again
            </Button>
          )}
          <Button asChild variant="ghost">
            <a href={templateUrl(p.kind)} download>
              <Download aria-hidden />
              Template for {IMPORT_KIND_LABELS[p.kind].toLowerCase()}
            </a>
          </Button>
        </div>
        {progress && <div className="sm:col-span-3">{progress}</div>}
        {p.error && (
          <p role="alert" className="text-sm text-destructive sm:col-span-3">
            {p.error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
