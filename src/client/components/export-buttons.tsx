// "Export" (CSV) and "Excel" (.xlsx) side by side: the same rows through the one export path
// (lib/csv-export.ts); the button of the file being made says so while it is made.
import { Download, FileSpreadsheet, Loader2 } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import type { ExportFormat } from "@/lib/csv-export";

export function ExportButtons({
  onExport,
  busy,
  disabled,
  csvLabel = "Export",
  busyLabel = "Exporting...",
  variant = "outline",
}: {
  onExport: (format: ExportFormat) => void;
  /** The format being exported, if any. */
  busy: ExportFormat | null;
  disabled?: boolean;
  csvLabel?: string;
  /** The busy button's text (a progress count). */
  busyLabel?: string;
  variant?: ButtonProps["variant"];
}) {
  const button = (format: ExportFormat, label: string, Icon: typeof Download) => (
    <Button
      variant={variant}
      onClick={() => onExport(format)}
      disabled={disabled || busy !== null}
      aria-live="polite"
    >
      {busy === format ? <Loader2 className="animate-spin" aria-hidden /> : <Icon aria-hidden />}
      {busy === format ? busyLabel : label}
    </Button>
  );
  return (
    <>
      {button("csv", csvLabel, Download)}
      {button("xlsx", "Excel (.xlsx)", FileSpreadsheet)}
    </>
  );
}
