// The import screen (docs/guide-office.md, "Bringing your spreadsheets in"): upload → mapping (the
// columns the import could not place get a choice) → preview (a dry run: rows in error first, each error
// in words, the errors workbook) → import (refuse the whole file or write the valid rows) → summary.
import { DATE_ORDER_LABELS, DATE_ORDERS, type DateOrder } from "@shared/import-match";
import { IMPORT_KIND_LABELS, IMPORT_KINDS, type ImportKind, MAX_IMPORT_MB } from "@shared/imports";
import { Download, Loader2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Field } from "@/components/form-field";
import { LabelledOptions, NativeSelectField } from "@/components/native-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useCan } from "@/features/auth";
import { isApiError } from "@/lib/api-client";
import { type ImportProgress, type ImportResult, templateUrl, useImport } from "../api";
import { ImportMapping } from "./import-mapping";
import { ImportMeaning, ImportRowsTable, ImportSummary, PreviewActions } from "./import-preview";
import { ImportProgressBar } from "./import-progress";

const SELECT = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm";
type Step = "upload" | "mapping" | "preview" | "done";

export function ImportWizard() {
  const mayVessels = useCan("vessels:write");
  const mayManning = useCan("manning:write");
  const kinds = IMPORT_KINDS.filter(
    (k) => (k !== "vessels" || mayVessels) && (k !== "safe-manning" || mayManning),
  );
  const [kind, setKind] = useState<ImportKind>("crew");
  const [dateOrder, setDateOrder] = useState<DateOrder>("dmy");
  const [onError, setOnError] = useState<"refuse" | "skip">("refuse");
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [step, setStep] = useState<Step>("upload");
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const run = useImport(setProgress);
  const bar = run.isPending && progress ? <ImportProgressBar progress={progress} /> : null;
  const error = run.error
    ? isApiError(run.error)
      ? run.error.serverMessage
      : "The server could not be reached. Try again."
    : null;

  const check = (nextMapping: Record<string, string>, then?: Step) => {
    if (!file) return;
    setProgress({ phase: "sending", done: 0, total: file.size });
    run.mutate(
      { file, options: { kind, dryRun: true, onError, dateOrder, mapping: nextMapping } },
      {
        onSuccess: (r) => {
          setResult(r);
          setMapping(Object.fromEntries(r.columns.map((c) => [c.header, c.field ?? ""])));
          const unplaced = r.columns.some((c) => c.field === null) || r.missingFields.length > 0;
          setStep(then ?? (unplaced ? "mapping" : "preview"));
        },
      },
    );
  };
  const importNow = () => {
    if (!file) return;
    setProgress({ phase: "sending", done: 0, total: file.size });
    run.mutate(
      { file, options: { kind, dryRun: false, onError, dateOrder, mapping } },
      {
        onSuccess: (r) => {
          setResult(r);
          setStep("done");
        },
      },
    );
  };
  const restart = () => {
    setFile(null);
    setResult(null);
    setMapping({});
    setProgress(null);
    setStep("upload");
    run.reset();
  };

  return (
    <div className="grid gap-6">
      <UploadCard
        kinds={kinds}
        kind={kind}
        setKind={setKind}
        dateOrder={dateOrder}
        setDateOrder={setDateOrder}
        setFile={setFile}
        step={step}
        ready={!!file}
        busy={run.isPending}
        error={error}
        progress={step === "upload" ? bar : null}
        onCheck={() => check({})}
        onRestart={restart}
      />

      {result && step === "mapping" && (
        <ImportMapping
          result={result}
          mapping={mapping}
          onChange={setMapping}
          busy={run.isPending}
          progress={bar}
          onCheck={() => check(mapping, "preview")}
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
                fileName={file?.name ?? "import"}
                onError={onError}
                setOnError={setOnError}
                busy={run.isPending}
                progress={bar}
                onMapping={() => setStep("mapping")}
                onImport={importNow}
              />
            )}
            {step === "done" && result.outcome === "imported" && progress?.phase === "writing" && (
              <ImportProgressBar progress={progress} finished />
            )}
            {step === "done" && (
              <div>
                <Button onClick={restart}>Import another file</Button>
              </div>
            )}
            <ImportRowsTable result={result} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function UploadCard(p: {
  kinds: ImportKind[];
  kind: ImportKind;
  setKind: (k: ImportKind) => void;
  dateOrder: DateOrder;
  setDateOrder: (o: DateOrder) => void;
  setFile: (f: File | null) => void;
  step: Step;
  ready: boolean;
  busy: boolean;
  error: string | null;
  /** The check's progress bar while it runs. */
  progress: ReactNode;
  onCheck: () => void;
  onRestart: () => void;
}) {
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
            <Button onClick={() => p.onCheck()} disabled={!p.ready || p.busy}>
              {p.busy && <Loader2 className="animate-spin" aria-hidden />}
              Check the file
            </Button>
          ) : (
            <Button variant="outline" onClick={p.onRestart} disabled={p.busy}>
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
        {p.progress && <div className="sm:col-span-3">{p.progress}</div>}
        {p.error && (
          <p role="alert" className="text-sm text-destructive sm:col-span-3">
            {p.error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
