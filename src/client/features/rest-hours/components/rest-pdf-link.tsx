// A seafarer's monthly hours-of-rest record as a PDF (the record the ILO/IMO guidelines' format asks
// for): the seafarer's own month, and the office's vessel month and non-conformities list link the same.
import { Download } from "lucide-react";
import { DownloadLink } from "@/components/download-link";
import { restPdfUrl } from "../api";
import { monthName } from "./month-picker";

export function RestPdfLink({ crewId, month, name }: { crewId: string; month: string; name?: string }) {
  return (
    <DownloadLink
      href={restPdfUrl(crewId, month)}
      label={name ? `${name}'s record for ${monthName(month)} (PDF)` : undefined}
    >
      <Download aria-hidden className="size-4 shrink-0" /> {name ? "Record (PDF)" : "Monthly record (PDF)"}
    </DownloadLink>
  );
}
