// The eligibility gate of a join rotation, shared by "Schedule Rotation" and "Edit
// Rotation": the tour the form plans is checked as it is filled in (join → leave, the joining day alone
// while no leave date is set); blockers and warnings show before saving, blockers need an override
// reason, sent with the save; a 409 (blockers found on saving) shows its list the same way.
import type { TRotationForm } from "@shared/rotations";
import { useQuery } from "@tanstack/react-query";
import { EligibilityReview, useEligibilityGate } from "@/features/compliance";
import { crewMemberQuery } from "@/features/crew/api";

/** `checked`: whether these values need the check at all (an edit that keeps the plan does not). */
export function useJoinGate(values: TRotationForm, idPrefix: string, checked = true) {
  // the picker holds only the id: the member's rank comes from their record
  const member = useQuery({
    ...crewMemberQuery(values.crewMemberId ?? ""),
    enabled: Boolean(values.crewMemberId),
  });
  const join = checked && values.rotationType === "join";
  const gate = useEligibilityGate(
    join
      ? {
          crewMemberId: values.crewMemberId,
          vesselId: values.vesselId,
          rank: member.data?.rank ?? "",
          from: values.joinDate,
          to: values.leaveDate || values.joinDate,
        }
      : {},
  );
  return {
    gate,
    /** The eligibility section of the form (nothing for a leave or an unchanged plan). */
    review: join ? <EligibilityReview gate={gate} idPrefix={idPrefix} /> : null,
    /** What the save sends besides the rotation: `{}` or `{override}`; null while a reason is missing. */
    override: (): { override?: { reason: string } } | null => (join ? gate.overrideFor() : {}),
    /** The submit button's label: `label`, or "… with override" while blockers stand. */
    label: (label: string, verb: string) => (join && gate.blocked ? `${verb} with override` : label),
    /** A failed save: true when it was a 409 with blockers (now shown in the form). */
    refused: (error: unknown) => gate.onRefused(error),
  };
}
