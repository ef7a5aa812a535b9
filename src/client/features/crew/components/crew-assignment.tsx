// Assigning crew to a vessel and removing them from it (PUT /api/crew/:id with currentVesselId), with the
// spec's toasts; the Assign button and the headed sections of the vessel crew dialogs. An assignment is
// checked for eligibility first: an eligible member is assigned at once; blockers or warnings
// open the review, where blockers need an override reason.
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { type EligibilityParams, eligibilityQuery } from "@/features/compliance";
import { appToday } from "@/lib/today";
import { type CrewMember, crewMemberQuery, useSetCrewVessel } from "../api";
import { AssignReviewDialog, assignmentTour } from "./assign-review-dialog";
import { CrewPicker } from "./crew-picker";

export function useCrewAssignment(vessel: { id: string; name: string }) {
  const client = useQueryClient();
  const setVessel = useSetCrewVessel();
  const [review, setReview] = useState<{ member: CrewMember; params: EligibilityParams } | null>(null);
  const [checking, setChecking] = useState(false);
  const run = async (m: CrewMember, to: string | null, success: string, failure: string) => {
    try {
      await setVessel.mutateAsync({ crewId: m.id, vesselId: to });
      toastSuccess(success);
    } catch {
      toastError(failure);
    }
  };
  const assign = async (m: CrewMember) => {
    const params = assignmentTour(m, vessel.id, appToday());
    setChecking(true);
    const check = await client.fetchQuery(eligibilityQuery(params)).catch(() => null);
    setChecking(false);
    if (check && check.blockers.length === 0 && check.warnings.length === 0)
      return run(m, vessel.id, "Crew member assigned successfully", "Failed to assign crew member");
    setReview({ member: m, params });
  };
  return {
    pending: setVessel.isPending || checking,
    assign,
    unassign: (m: CrewMember) =>
      run(
        m,
        null,
        "Crew member removed from vessel successfully",
        "Failed to remove crew member from vessel",
      ),
    /** The review dialog of an assignment with blockers or warnings (render it beside the list). */
    reviewDialog: review && (
      <AssignReviewDialog
        member={review.member}
        params={review.params}
        vesselName={vessel.name}
        onClose={() => setReview(null)}
      />
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

/** Any available crew member (active, no vessel), found by a server search, and Assign. */
export function AssignAvailablePicker({
  disabled,
  onAssign,
}: {
  disabled: boolean;
  onAssign: (m: CrewMember) => Promise<void>;
}) {
  const client = useQueryClient();
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
            // the eligibility check needs the member's rank and contract: the picker holds only the id
            await onAssign(await client.fetchQuery(crewMemberQuery(chosen)));
            setChosen(undefined);
          }}
        >
          Assign
        </Button>
      </div>
    </div>
  );
}
