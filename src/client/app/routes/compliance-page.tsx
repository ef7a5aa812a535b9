// Compliance matrix (/compliance): admin and office staff see, per vessel, whether each
// member aboard or planned to join holds the certificates their rank needs there.
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { useCan } from "@/features/auth";
import { ComplianceMatrixView } from "@/features/compliance";

export function CompliancePage() {
  const allowed = useCan("compliance:read");
  if (!allowed)
    return (
      <AccessRestricted message="The compliance matrix is for the office: crew members see their own documents." />
    );
  return (
    <>
      <PageHeader
        title="Compliance Matrix"
        description="Each crew member aboard or planned to join, against the certificates their rank needs on the vessel"
      />
      <ComplianceMatrixView />
    </>
  );
}
