// A seafarer's monthly hours-of-rest record as a PDF (the record the ILO/IMO guidelines' format asks
// for): the seafarer's own month, and the office's vessel month and non-conformities list link the same.
import { Download } from "lucide-react";
import { restPdfUrl } from "../api";
import { monthName } from "./month-picker";

export function RestPdfLink({ crewId, month, name }: { crewId: string; month: string; name?: string }) {
  return (
    <a
      className="inline-flex h-9 min-w-0 items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-muted"
      href={restPdfUrl(crewId, month)}
      download
      aria-label={name ? `${name}'s record for ${monthName(month)} (PDF)` : undefined}
    >
      <Download aria-hidden className="size-4 shrink-0" /> {name ? "Record (PDF)" : "Monthly record (PDF)"}
    </a>
  );
}
