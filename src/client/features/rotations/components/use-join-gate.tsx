// The eligibility gate of a join rotation, shared by "Schedule Rotation" and "Edit
// Rotation": the tour the form plans is checked as it is filled in (join → leave, the joining day alone
// while no leave date is set); blockers and warnings show before saving, blockers need an override
// reason, sent with the save; a 409 (blockers found on saving) shows its list the same way. Beside them, the
// clashes: the seafarer's other tours or open crew changes overlapping the join (no reason saves those).
import type { TRotationForm } from "@shared/rotations";
import { useQuery } from "@tanstack/react-query";
import { OctagonX } from "lucide-react";
import { EligibilityReview, useEligibilityGate } from "@/features/compliance";
import { crewMemberQuery } from "@/features/crew/api";
import { memberClashesQuery } from "../api";

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** `checked`: whether these values need the check at all (an edit that keeps the plan does not). */
export function useJoinGate(values: TRotationForm, idPrefix: string, checked = true, rotationId?: string) {
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
  const leave = values.leaveDate && ISO.test(values.leaveDate) ? values.leaveDate : undefined;
  const clashes = useQuery(
    memberClashesQuery(
      values.crewMemberId ?? "",
      join && values.vesselId && ISO.test(values.joinDate ?? "") && (!leave || leave >= values.joinDate)
        ? { vesselId: values.vesselId, from: values.joinDate, to: leave, rotationId }
        : null,
    ),
  );
  const clashList = join ? (clashes.data ?? []) : [];
  return {
    gate,
    /** The eligibility section of the form, with the clashes first (nothing for a leave or an unchanged plan). */
    review: join ? (
      <>
        {clashList.length > 0 && (
          <ul
            aria-label="Clashes"
            data-testid="join-clashes"
            className="grid gap-1 rounded-md border border-red-700 p-3 text-sm"
          >
            {clashList.map((c) => (
              <li key={`${c.kind}-${c.from}-${c.vesselName}`} className="flex gap-2">
                <OctagonX className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
                <span>Clash: {c.message}</span>
              </li>
            ))}
          </ul>
        )}
        <EligibilityReview gate={gate} idPrefix={idPrefix} />
      </>
    ) : null,
    /** What the save sends besides the rotation: `{}` or `{override}`; null while a reason is missing. */
    override: (): { override?: { reason: string } } | null => (join ? gate.overrideFor() : {}),
    /** The submit button's label: `label`, or "… with override" while blockers stand. */
    label: (label: string, verb: string) => (join && gate.blocked ? `${verb} with override` : label),
    /** A failed save: true when it was a 409 with blockers (now shown in the form). */
    refused: (error: unknown) => gate.onRefused(error),
  };
}
