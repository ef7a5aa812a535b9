// Assigning crew to a vessel and removing them from it (PUT /api/crew/:id with currentVesselId), with the
// spec's toasts; the Assign button and the headed sections of the vessel crew dialogs.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { type CrewMember, useSetCrewVessel } from "../api";

export function useCrewAssignment(vesselId: string) {
  const setVessel = useSetCrewVessel();
  const run = async (m: CrewMember, to: string | null, success: string, failure: string) => {
    try {
      await setVessel.mutateAsync({ crewId: m.id, vesselId: to });
      toastSuccess(success);
    } catch {
      toastError(failure);
    }
  };
  return {
    pending: setVessel.isPending,
    assign: (m: CrewMember) =>
      run(m, vesselId, "Crew member assigned successfully", "Failed to assign crew member"),
    unassign: (m: CrewMember) =>
      run(
        m,
        null,
        "Crew member removed from vessel successfully",
        "Failed to remove crew member from vessel",
      ),
  };
}

export function AssignButton({
  member,
  disabled,
  onAssign,
}: {
  member: CrewMember;
  disabled: boolean;
  onAssign: (m: CrewMember) => void;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Assign ${member.firstName} ${member.lastName}`}
      disabled={disabled}
      onClick={() => onAssign(member)}
    >
      Assign
    </Button>
  );
}

export function CrewSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-2" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
