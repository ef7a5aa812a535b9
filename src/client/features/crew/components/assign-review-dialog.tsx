// Assigning a member whose eligibility check found blockers or warnings: the list, and
// for blockers the override reason the assignment is saved with. A 409 on saving shows its list here too.
import { DialogShell } from "@/components/dialog-shell";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { type EligibilityParams, EligibilityReview, useEligibilityGate } from "@/features/compliance";
import { type CrewMember, useSetCrewVessel } from "../api";

/** The tour an assignment starts: today to the end of the member's active contract (or today alone). */
export function assignmentTour(m: CrewMember, vesselId: string, today: string): EligibilityParams {
  const end = m.activeContract?.endDate;
  return { crewMemberId: m.id, vesselId, rank: m.rank, from: today, to: end && end >= today ? end : today };
}

export function AssignReviewDialog({
  member,
  params,
  vesselName,
  onClose,
}: {
  member: CrewMember;
  params: EligibilityParams;
  vesselName: string;
  onClose: () => void;
}) {
  const gate = useEligibilityGate(params);
  const setVessel = useSetCrewVessel();
  const name = `${member.firstName} ${member.lastName}`;
  const save = () => {
    const override = gate.overrideFor();
    if (override === null) return;
    setVessel.mutate(
      { crewId: member.id, vesselId: params.vesselId, ...override },
      {
        onSuccess: () => {
          toastSuccess("Crew member assigned successfully");
          onClose();
        },
        onError: (error) => {
          if (!gate.onRefused(error)) toastError("Failed to assign crew member");
        },
      },
    );
  };
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Assign ${name} to ${vesselName}`}
      description={`Eligibility as ${member.rank} from today to the end of the contract.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={setVessel.isPending || gate.check.isFetching}>
            {setVessel.isPending ? "Assigning..." : gate.blocked ? "Assign with override" : "Assign"}
          </Button>
        </>
      }
    >
      <EligibilityReview gate={gate} idPrefix="assign-review" />
    </DialogShell>
  );
}
