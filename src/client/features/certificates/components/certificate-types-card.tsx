// Settings → Certificates: the catalogue (the spec's five, the STCW list, the company's own) and "Add type".
import { CERTIFICATE_CATEGORY_LABELS } from "@shared/certificates";
import { QuerySectionCard } from "@/components/section-card";
import { type Column, SimpleTable } from "@/components/simple-table";
import { Badge } from "@/components/ui/badge";
import { type CertificateType, useCertificateTypes } from "../api";
import { AddCertificateTypeDialog } from "./add-certificate-type-dialog";

const COLUMNS: Column<CertificateType>[] = [
  {
    header: "Type",
    cell: (t) => (
      <span>
        <span className="font-medium">{t.name}</span>
        <span className="block font-mono text-xs text-muted-foreground">{t.code}</span>
      </span>
    ),
  },
  { header: "Category", cell: (t) => CERTIFICATE_CATEGORY_LABELS[t.category] },
  { header: "STCW", cell: (t) => t.stcwRegulation ?? "—", className: "hidden 2xl:table-cell" },
  {
    header: "Validity",
    cell: (t) => (t.validityMonths ? `${t.validityMonths} months` : "—"),
    className: "hidden sm:table-cell",
  },
  {
    header: "Source",
    cell: (t) => (
      <Badge variant={t.builtin ? "secondary" : "info"}>{t.builtin ? "Built-in" : "Company"}</Badge>
    ),
    className: "hidden sm:table-cell",
  },
];

export function CertificateTypesCard() {
  const types = useCertificateTypes();
  return (
    <QuerySectionCard
      title={
        <span className="flex items-center justify-between gap-2">
          Certificate types <AddCertificateTypeDialog />
        </span>
      }
      description="The catalogue documents are filed under and requirements are made of."
      query={types}
      label="Loading certificate types"
      error="Failed to load certificate types"
      retry
    >
      {(rows) => <SimpleTable columns={COLUMNS} rows={rows} rowKey={(t) => t.code} />}
    </QuerySectionCard>
  );
}
