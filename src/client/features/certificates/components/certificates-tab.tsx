// Settings → Certificates (admin): the catalogue, the requirements matrix, the company policy and the
// nationality rules flag states set.
import { CertificateTypesCard } from "./certificate-types-card";
import { NationalityRulesCard } from "./nationality-rules-card";
import { PolicyCard } from "./policy-card";
import { RequirementsCard } from "./requirements-card";

export function CertificatesTab() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <RequirementsCard />
      <PolicyCard />
      <NationalityRulesCard />
      <CertificateTypesCard />
    </div>
  );
}
