// Scan a passport or a labelled document to fill the add-crew form (spec §2): Take Photo (the
// browser's media capture), Upload Image or PDF, or Try Demo (the real pipeline on a sample shipped with the
// app). Shows a preview, progress while the server reads, each field with its confidence, then Apply.
import type { TOcrResult } from "@shared/ocr";
import { Camera, FileImage, Loader2, ScanLine, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { isApiError } from "@/lib/api-client";
import { SCAN_ACCEPT, scanFileProblem, useExtractCrewData } from "../api";
import { ScanResult } from "./scan-result";

export const SAMPLE_URL = "/samples/sample-passport.png";
const NOTHING_FOUND =
  "No information could be extracted from this document. Please try a clearer image or enter the information manually.";

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  onApply(result: TOcrResult): void;
}

/** "Reading the document…" with a progress bar while the scan runs, or what went wrong. */
function ScanStatus({ reading, problem }: { reading: boolean; problem: string | null }) {
  return (
    <>
      {reading && (
        <div role="status" className="space-y-2 text-sm">
          <p className="flex items-center gap-2">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Reading the document… this takes a few
            seconds.
          </p>
          <div className="h-1.5 w-full overflow-hidden rounded bg-muted">
            <div className="h-full w-1/3 animate-pulse rounded bg-primary" />
          </div>
        </div>
      )}
      {problem && (
        <div
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {problem}
        </div>
      )}
    </>
  );
}

export function DocumentScanDialog({ open, onOpenChange, onApply }: Props) {
  const extract = useExtractCrewData();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pdfName, setPdfName] = useState<string | null>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const uploadInput = useRef<HTMLInputElement>(null);
  const result = extract.data;
  const { reset } = extract;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    if (!open) {
      reset();
      setPreview(null);
      setPdfName(null);
      setProblem(null);
    }
  }, [open, reset]);

  async function read(file: Blob, filename: string) {
    const bad = scanFileProblem(file);
    if (bad) return setProblem(bad);
    setProblem(null);
    // a PDF has no picture to show here: its name says what is being read
    const pdf = file.type === "application/pdf";
    setPreview(pdf ? null : URL.createObjectURL(file));
    setPdfName(pdf ? filename : null);
    try {
      const found = await extract.mutateAsync({ file, filename });
      if (found.fieldCount === 0) setProblem(NOTHING_FOUND);
      else
        toast({
          title: "Document Scanned Successfully",
          description: `Extracted ${found.fieldCount} fields from the document.`,
          variant: "success",
        });
    } catch (error) {
      const message = isApiError(error) ? error.serverMessage : "The scan failed. Please try again.";
      setProblem(message);
      toast({ title: "Processing Failed", description: message, variant: "destructive" });
    }
  }

  function onPicked(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) void read(file, file.name);
  }

  async function runDemo() {
    const res = await fetch(SAMPLE_URL);
    void read(await res.blob(), "sample-passport.png");
  }

  const noName = result && result.fieldCount > 0 && !result.fields.name && !result.fields.firstName;

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-lg"
      titleClassName="flex items-center gap-2"
      title={
        <>
          <ScanLine className="size-5" aria-hidden /> Scan a document
        </>
      }
      description="A passport's machine-readable zone or a labelled document (e.g. a contract). Read on our server; nothing leaves it."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!result || result.fieldCount === 0}
            onClick={() => {
              if (!result) return;
              onApply(result);
              toast({
                title: "Data Applied",
                description: "The scanned details were filled into the form. Check them before saving.",
                variant: "success",
              });
              onOpenChange(false);
            }}
          >
            Apply
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Button variant="outline" onClick={() => cameraInput.current?.click()} disabled={extract.isPending}>
          <Camera aria-hidden /> Take Photo
        </Button>
        <Button variant="outline" onClick={() => uploadInput.current?.click()} disabled={extract.isPending}>
          <FileImage aria-hidden /> Upload Image or PDF
        </Button>
        <Button variant="outline" onClick={() => void runDemo()} disabled={extract.isPending}>
          <Sparkles aria-hidden /> Try Demo
        </Button>
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label="Take photo"
          onChange={onPicked}
        />
        <input
          ref={uploadInput}
          type="file"
          accept={SCAN_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Upload image or PDF"
          data-testid="scan-upload"
          onChange={onPicked}
        />
      </div>
      {preview && (
        <img
          src={preview}
          alt="The scanned document"
          className="max-h-40 w-full rounded-md border object-contain"
        />
      )}
      {pdfName && (
        <p className="text-sm text-muted-foreground" data-testid="scan-pdf-name">
          {pdfName}: the first page is read
        </p>
      )}
      <ScanStatus reading={extract.isPending} problem={problem} />
      {result && result.fieldCount > 0 && <ScanResult result={result} />}
      {noName && (
        <p className="text-sm text-muted-foreground">
          No name was found on this document: please enter it manually.
        </p>
      )}
    </DialogShell>
  );
}
