// A page with an office view (for whom the permission allows it) and a seafarer's own view: the header's
// description says which, and an account not linked to a crew member is told so instead.
import { can, type Permission } from "@shared/permissions";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/features/auth";

export function OfficeOrCrewPage({
  title,
  officePermission,
  officeDescription,
  crewDescription,
  officeView,
  crewView,
}: {
  title: string;
  officePermission: Permission;
  officeDescription: string;
  crewDescription: string;
  officeView: ReactNode;
  crewView: (crewId: string) => ReactNode;
}) {
  const user = useCurrentUser();
  const office = can(user.role, officePermission);
  return (
    <>
      <PageHeader title={title} description={office ? officeDescription : crewDescription} />
      {office ? (
        officeView
      ) : user.crewMemberId ? (
        crewView(user.crewMemberId)
      ) : (
        <p className="text-sm text-muted-foreground">Your account is not linked to a crew member.</p>
      )}
    </>
  );
}
