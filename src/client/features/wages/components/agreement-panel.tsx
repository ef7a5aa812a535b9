// A contract's employment agreement (MLC A2.1): its state, the checklist of missing particulars, every
// particular, the PDF; the seafarer signs their own (also offline), the office enters its particulars,
// signs for the company and opens new versions.
import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { DownloadLink } from "@/components/download-link";
import { QueryState } from "@/components/query-state";
import { agreementPdfUrl, agreementQuery } from "../api";
import { AgreementParticulars } from "./agreement-particulars";
import { AgreementState } from "./agreement-state";
import { OfficeAgreementActions } from "./office-agreement-actions";
import { SeafarerAgreementSign } from "./seafarer-agreement-sign";

export function AgreementPanel({
  contractId,
  name,
  own,
}: {
  contractId: string;
  name: string;
  own: boolean;
}) {
  const query = useQuery(agreementQuery(contractId));
  return (
    <QueryState
      query={query}
      label="Loading the agreement"
      error="Could not load the agreement"
      retry
      loadingRows={4}
    >
      {(a) => (
        <div className="space-y-4" data-testid="agreement">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <AgreementState agreement={a} />
            <DownloadLink href={agreementPdfUrl(contractId)} more={`of ${name}, version ${a.version}`}>
              <FileText aria-hidden className="size-4" /> Agreement (PDF)
            </DownloadLink>
          </div>
          {own ? (
            <SeafarerAgreementSign agreement={a} />
          ) : (
            <OfficeAgreementActions agreement={a} name={name} />
          )}
          <AgreementParticulars agreement={a} />
        </div>
      )}
    </QueryState>
  );
}
