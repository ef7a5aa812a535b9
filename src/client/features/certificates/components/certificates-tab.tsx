// Settings → Certificates (admin): the catalogue, the requirements matrix and the company policy.
import { CertificateTypesCard } from "./certificate-types-card";
import { PolicyCard } from "./policy-card";
import { RequirementsCard } from "./requirements-card";

export function CertificatesTab() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <RequirementsCard />
      <PolicyCard />
      <CertificateTypesCard />
    </div>
  );
}
