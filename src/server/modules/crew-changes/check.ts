// Before a crew change is saved (POST /api/crew-changes/check): per seafarer of the plan as the form holds
// it, the clashes the save would be refused for (checks.ts: another vessel's tour or crew change on the
// day, an off-signer not aboard, a relief in another rank) and, for an on-signer, the eligibility for the
// rank from the day to their contract's end (the check completing it runs), so the form shows both side
// by side before the user saves. Reads only.
import type { TCrewChangeCheck, TCrewChangeCheckRequest } from "../../../shared/crew-changes";
import type { RequestCtx } from "../../lib/request-ctx";
import { eligibilityFor } from "../certificates/eligibility";
import { assignmentEnd } from "../crew/service";
import { planOf, signerClashes } from "./checks";

export async function checkCrewChange(
  { db, today }: RequestCtx,
  input: TCrewChangeCheckRequest,
): Promise<TCrewChangeCheck> {
  const { plan, names } = await planOf(db, input);
  const found = await signerClashes(db, today, plan, names);
  const onSigners = await Promise.all(
    input.onSigners.map(async (s) => {
      const to = await assignmentEnd(db, s.crewMemberId, input.date, undefined);
      const eligibility = await eligibilityFor(db, {
        crewMemberId: s.crewMemberId,
        vesselId: input.vesselId,
        rank: s.rank,
        from: input.date,
        to: to && to >= input.date ? to : input.date,
      });
      return {
        crewMemberId: s.crewMemberId,
        name: names.get(s.crewMemberId)?.name ?? "",
        direction: "on" as const,
        clashes: found.get(s.crewMemberId) ?? [],
        eligibility,
      };
    }),
  );
  const offSigners = input.offSigners.map((s) => ({
    crewMemberId: s.crewMemberId,
    name: names.get(s.crewMemberId)?.name ?? "",
    direction: "off" as const,
    clashes: found.get(s.crewMemberId) ?? [],
    eligibility: null,
  }));
  const signers = [...onSigners, ...offSigners];
  return { signers, blocked: signers.some((s) => s.clashes.some((c) => c.kind !== "rank")) };
}
