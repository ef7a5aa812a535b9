// The rules a crew change's seafarers must meet, checked when it is planned and again when it is completed
// (the fleet may have moved in between), over the one time-aboard source (manning/tours.ts): an off-signer
// is aboard the vessel on the day; an on-signer is not aboard (or planned aboard) this or any other vessel
// on the day (named in the 409).
import { eq, inArray, sql } from "drizzle-orm";
import { addDays, formatDisplayDate } from "../../../shared/dates";
import type { DbOrTx } from "../../db/client";
import { crewMembers, vessels } from "../../db/schema-fleet";
import { badRequest, conflict } from "../../lib/app-error";
import { toursIn } from "../manning/tours";

export interface Signers {
  vesselId: string;
  vesselName: string;
  date: string;
  on: { crewMemberId: string; rank: string }[];
  off: { crewMemberId: string }[];
}

/** Names and ranks of the members (400 when one does not exist), by id. */
export async function membersById(tx: DbOrTx, ids: string[]) {
  const rows = ids.length
    ? await tx
        .select({
          id: crewMembers.id,
          firstName: crewMembers.firstName,
          lastName: crewMembers.lastName,
          rank: crewMembers.rank,
        })
        .from(crewMembers)
        .where(inArray(crewMembers.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, { name: `${r.firstName} ${r.lastName}`, rank: r.rank }]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw badRequest("A selected crew member does not exist");
  return byId;
}

/** 409 when an off-signer is not aboard, or an on-signer is aboard (here or elsewhere), on the day. */
export async function checkSigners(
  tx: DbOrTx,
  today: string,
  s: Signers,
  names: Map<string, { name: string }>,
) {
  const ids = [...s.on.map((m) => m.crewMemberId), ...s.off.map((m) => m.crewMemberId)];
  if (!ids.length) return;
  // Serialise changes to these members' time aboard (the rotations take the same lock).
  for (const id of [...ids].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rotation:${id}`}))`);
  // An off-signer may be on a tour that ends on the day itself (its planned sign-off): the off-signers'
  // tours are asked from the day before, so a sign-off on the day still finds them aboard.
  const offTours = await toursIn(tx, today, {
    from: addDays(s.date, -1),
    to: s.date,
    crewMemberIds: s.off.map((m) => m.crewMemberId),
  });
  const onTours = await toursIn(tx, today, {
    from: s.date,
    to: s.date,
    crewMemberIds: s.on.map((m) => m.crewMemberId),
  });
  const day = formatDisplayDate(s.date);
  for (const { crewMemberId } of s.off) {
    const aboard = offTours.some((t) => t.crewMemberId === crewMemberId && t.vesselId === s.vesselId);
    if (!aboard) throw conflict(`${names.get(crewMemberId)?.name} is not aboard ${s.vesselName} on ${day}`);
  }
  for (const { crewMemberId } of s.on) {
    // a join on this vessel starting on the day is the sign-on itself (completing marks it done)
    const clash = onTours.find(
      (t) => t.crewMemberId === crewMemberId && !(t.vesselId === s.vesselId && t.signOn === s.date),
    );
    if (!clash) continue;
    const [other] = await tx
      .select({ name: vessels.name })
      .from(vessels)
      .where(eq(vessels.id, clash.vesselId));
    const where =
      clash.vesselId === s.vesselId
        ? `already aboard ${s.vesselName}`
        : `aboard ${other?.name ?? "another vessel"}`;
    throw conflict(`${names.get(crewMemberId)?.name} is ${where} on ${day}`);
  }
}
