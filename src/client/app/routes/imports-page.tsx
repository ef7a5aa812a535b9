// Import (/imports): admin and office bring their spreadsheets in (docs/guide-office.md, "Bringing
// your spreadsheets in").
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { useCan } from "@/features/auth";
import { ImportWizard } from "@/features/imports";

export function ImportsPage() {
  const allowed = useCan("imports:write");
  if (!allowed) return <AccessRestricted message="Imports are for the office." />;
  return (
    <>
      <PageHeader
        title="Import"
        description="Vessels, crew lists, certificate registers and safe manning from .xlsx or .csv: checked row by row before anything is written"
      />
      <ImportWizard />
    </>
  );
}
