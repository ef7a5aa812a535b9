// Planning board (/planning): admin and office staff see every vessel's tours by rank
// over six months against its safe manning, open a gap for relievers and run crew changes.
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { useCan } from "@/features/auth";
import { PlanningBoard } from "@/features/manning";

export function PlanningPage() {
  const allowed = useCan("manning:read");
  if (!allowed)
    return (
      <AccessRestricted message="The planning board is for the office: crew members see their own rotations." />
    );
  return (
    <>
      <PageHeader
        title="Planning Board"
        description="Tours by rank over six months against each vessel's safe manning; open a red gap to find relievers"
      />
      <PlanningBoard />
    </>
  );
}
