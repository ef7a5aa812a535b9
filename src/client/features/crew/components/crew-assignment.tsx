// Assigning crew to a vessel and removing them from it (PUT /api/crew/:id with currentVesselId), with the
// spec's toasts; the Assign button and the headed sections of the vessel crew dialogs.
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { type CrewMember, useSetCrewVessel } from "../api";
import { CrewPicker } from "./crew-picker";

export function useCrewAssignment(vesselId: string) {
  const setVessel = useSetCrewVessel();
  const run = async (m: Pick<CrewMember, "id">, to: string | null, success: string, failure: string) => {
    try {
      await setVessel.mutateAsync({ crewId: m.id, vesselId: to });
      toastSuccess(success);
    } catch {
      toastError(failure);
    }
  };
  return {
    pending: setVessel.isPending,
    assign: (m: Pick<CrewMember, "id">) =>
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

/** Any available crew member (active, no vessel), found by a server search, and Assign (issue 18). */
export function AssignAvailablePicker({
  disabled,
  onAssign,
}: {
  disabled: boolean;
  onAssign: (m: Pick<CrewMember, "id">) => Promise<void>;
}) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  return (
    <div className="grid gap-2">
      <Label htmlFor="assign-available-crew">Find available crew</Label>
      <div className="flex gap-2">
        <CrewPicker
          id="assign-available-crew"
          value={chosen}
          onChange={setChosen}
          filters={{ available: true }}
          placeholder="Search all available crew"
        />
        <Button
          type="button"
          variant="outline"
          disabled={disabled || !chosen}
          onClick={async () => {
            if (!chosen) return;
            await onAssign({ id: chosen });
            setChosen(undefined);
          }}
        >
          Assign
        </Button>
      </div>
    </div>
  );
}
