// The import screen's state and steps (upload → mapping → preview → import → summary): what the file
// holds, how its dates are written, what a row in error does, the column mapping, the last answer and its
// progress. A check and an import send the same file with the same choices, a check as a dry run.
import type { DateOrder } from "@shared/import-match";
import { IMPORT_KINDS, type ImportKind } from "@shared/imports";
import { useState } from "react";
import { useCan } from "@/features/auth";
import { isApiError } from "@/lib/api-client";
import { type ImportProgress, type ImportResult, useImport } from "../api";

export type ImportStep = "upload" | "mapping" | "preview" | "done";

export function useImportWizard() {
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
  const [step, setStep] = useState<ImportStep>("upload");
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const run = useImport(setProgress);
  const error = run.error
    ? isApiError(run.error)
      ? run.error.serverMessage
      : "The server could not be reached. Try again."
    : null;

  /** Sends the file with the choices made; a dry run checks it, otherwise its rows are written. */
  const send = (dryRun: boolean, sentMapping: Record<string, string>, done: (r: ImportResult) => void) => {
    if (!file) return;
    setProgress({ phase: "sending", done: 0, total: file.size });
    run.mutate(
      { file, options: { kind, dryRun, onError, dateOrder, mapping: sentMapping } },
      { onSuccess: done },
    );
  };
  /** The dry run: to the mapping when a column or a required field is not placed, else to the preview. */
  const check = (nextMapping: Record<string, string>, then?: ImportStep) =>
    send(true, nextMapping, (r) => {
      setResult(r);
      setMapping(Object.fromEntries(r.columns.map((c) => [c.header, c.field ?? ""])));
      const unplaced = r.columns.some((c) => c.field === null) || r.missingFields.length > 0;
      setStep(then ?? (unplaced ? "mapping" : "preview"));
    });
  const importNow = () =>
    send(false, mapping, (r) => {
      setResult(r);
      setStep("done");
    });
  const restart = () => {
    setFile(null);
    setResult(null);
    setMapping({});
    setProgress(null);
    setStep("upload");
    run.reset();
  };

  return {
    kinds,
    kind,
    setKind,
    dateOrder,
    setDateOrder,
    onError,
    setOnError,
    file,
    setFile,
    mapping,
    setMapping,
    result,
    step,
    setStep,
    progress,
    busy: run.isPending,
    error,
    check,
    importNow,
    restart,
  };
}

export type ImportWizardState = ReturnType<typeof useImportWizard>;
