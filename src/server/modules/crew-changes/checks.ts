// The rules a crew change's seafarers must meet, checked when it is planned or changed (and asked before
// saving: POST /api/crew-changes/check), and again when it is completed (the fleet may have moved in
// between), over the one time-aboard source (manning/tours.ts) and the open crew changes:
// - an off-signer is aboard the vessel on the day;
// - an on-signer is not aboard this or any other vessel on the day, and is not planned to join another
//   vessel by another open crew change whose stay overlaps this one (no seafarer in two places at once);
// - a relief (an on-signer naming the off-signer whose place they take) in another rank needs a reason.
// Each finding names the seafarer and the clash (vessel, dates).
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { TSignerClash } from "../../../shared/crew-changes";
import { addDays, formatDisplayDate } from "../../../shared/dates";
import type { DbOrTx } from "../../db/client";
import { readAll } from "../../db/rows";
import { crewMembers, vessels } from "../../db/schema-fleet";
import { crewChangeMembers, crewChanges } from "../../db/schema-manning";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import { crewNameColumns } from "../../lib/crew-names";
import { vesselNameOf, vesselNamesById } from "../../lib/vessel-names";
import { toursIn } from "../manning/tours";

export interface Signers {
  vesselId: string;
  vesselName: string;
  date: string;
  on: { crewMemberId: string; rank: string; relieves?: string | null }[];
  off: { crewMemberId: string }[];
  /** The change being planned again: its own plan is no clash. */
  crewChangeId?: string;
}

type Names = Map<string, { name: string; rank?: string }>;

/** Names and ranks of the members (400 when one does not exist), by id. */
export async function membersById(tx: DbOrTx, ids: string[]) {
  const rows = ids.length
    ? await tx.select(crewNameColumns).from(crewMembers).where(inArray(crewMembers.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, { name: `${r.firstName} ${r.lastName}`, rank: r.rank }]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw badRequest("A selected crew member does not exist");
  return byId;
}

/** A plan as it is checked: who signs on and off the vessel on the day, with the vessel's name (404 when
 * there is no such vessel) and the seafarers' names (400 when one does not exist). */
export async function planOf(
  tx: DbOrTx,
  input: {
    vesselId: string;
    date: string;
    onSigners: Signers["on"];
    offSigners: Signers["off"];
    crewChangeId?: string;
  },
): Promise<{ plan: Signers; names: Names }> {
  const vesselName = await vesselNameOf(tx, input.vesselId);
  const { vesselId, date, onSigners: on, offSigners: off, crewChangeId } = input;
  const names = await membersById(
    tx,
    [...on, ...off].map((s) => s.crewMemberId),
  );
  return { plan: { vesselId, vesselName, date, on, off, crewChangeId }, names };
}

const span = (from: string | null, to: string | null) =>
  `${from ? `from ${formatDisplayDate(from)}` : "since before the records"}${to ? ` to ${formatDisplayDate(to)}` : ", no sign-off planned"}`;

/** The open (planned or confirmed) crew changes these members are in, other than `except`. */
async function openChangesOf(tx: DbOrTx, ids: string[], except?: string) {
  if (!ids.length) return [];
  return tx
    .select({
      id: crewChanges.id,
      crewMemberId: crewChangeMembers.crewMemberId,
      direction: crewChangeMembers.direction,
      vesselId: crewChanges.vesselId,
      vesselName: vessels.name,
      date: crewChanges.date,
      port: crewChanges.port,
    })
    .from(crewChangeMembers)
    .innerJoin(crewChanges, eq(crewChanges.id, crewChangeMembers.crewChangeId))
    .innerJoin(vessels, eq(vessels.id, crewChanges.vesselId))
    .where(
      and(
        inArray(crewChangeMembers.crewMemberId, ids),
        inArray(crewChanges.status, ["planned", "confirmed"]),
        except ? ne(crewChanges.id, except) : undefined,
      ),
    );
}

/** Every finding per seafarer (empty lists for those that are fine), by member id. */
export async function signerClashes(
  tx: DbOrTx,
  today: string,
  s: Signers,
  names: Names,
): Promise<Map<string, TSignerClash[]>> {
  const out = new Map<string, TSignerClash[]>(
    [...s.on, ...s.off].map((m) => [m.crewMemberId, [] as TSignerClash[]]),
  );
  const add = (id: string, c: TSignerClash) => out.get(id)?.push(c);
  const nameOf = (id: string) => names.get(id)?.name ?? "A seafarer";
  // An off-signer may be on a tour that ends on the day itself (its planned sign-off): the off-signers'
  // tours are asked from the day before, so a sign-off on the day still finds them aboard.
  const [offTours, onTours, changes] = await readAll(
    tx,
    () =>
      toursIn(tx, today, {
        from: addDays(s.date, -1),
        to: s.date,
        crewMemberIds: s.off.map((m) => m.crewMemberId),
      }),
    // an open crew change's joiners are planned tours: those are the crew-change findings below (this
    // change's own are no clash), so the tour findings are the tours of rotations and assignments
    async () =>
      (
        await toursIn(tx, today, { from: s.date, to: s.date, crewMemberIds: s.on.map((m) => m.crewMemberId) })
      ).filter((t) => t.crewChangeMemberId === null),
    () =>
      openChangesOf(
        tx,
        s.on.map((m) => m.crewMemberId),
        s.crewChangeId,
      ),
  );
  const vesselNames = await vesselNamesById(
    tx,
    onTours.map((t) => t.vesselId),
  );
  const day = formatDisplayDate(s.date);
  for (const { crewMemberId } of s.off) {
    const aboard = offTours.some((t) => t.crewMemberId === crewMemberId && t.vesselId === s.vesselId);
    if (!aboard)
      add(crewMemberId, {
        kind: "not-aboard",
        message: `${nameOf(crewMemberId)} is not aboard ${s.vesselName} on ${day}`,
        vesselName: s.vesselName,
        from: s.date,
        to: s.date,
      });
  }
  for (const { crewMemberId } of s.on) {
    // a join on this vessel starting on the day is the sign-on itself (completing marks it done)
    for (const t of onTours.filter(
      (t) => t.crewMemberId === crewMemberId && !(t.vesselId === s.vesselId && t.signOn === s.date),
    )) {
      const vesselName = vesselNames.get(t.vesselId) ?? "another vessel";
      add(crewMemberId, {
        kind: "tour",
        message: `${nameOf(crewMemberId)} is ${t.vesselId === s.vesselId ? "already " : ""}aboard ${vesselName} ${span(t.signOn, t.signOff)}`,
        vesselName,
        from: t.signOn,
        to: t.signOff,
      });
    }
    // another open change that signs them on: planned aboard from its day until an open change signs
    // them off that vessel; this change's stay runs from the day until they are signed off here
    const mine = changes.filter((c) => c.crewMemberId === crewMemberId);
    const signedOff = (vesselId: string, from: string, to: string) =>
      mine.some((c) => c.direction === "off" && c.vesselId === vesselId && c.date >= from && c.date <= to);
    for (const c of mine.filter((c) => c.direction === "on")) {
      const overlaps =
        c.date <= s.date ? !signedOff(c.vesselId, c.date, s.date) : !signedOff(s.vesselId, s.date, c.date);
      if (overlaps)
        add(crewMemberId, {
          kind: "crew-change",
          message: `${nameOf(crewMemberId)} is planned to join ${c.vesselName} at ${c.port} on ${formatDisplayDate(c.date)}`,
          vesselName: c.vesselName,
          from: c.date,
          to: null,
        });
    }
  }
  // a relief in another rank: the off-signer's rank aboard (their tour's, else their record's)
  for (const m of s.on.filter((m) => m.relieves)) {
    const offId = m.relieves as string;
    const tour = offTours.find((t) => t.crewMemberId === offId && t.vesselId === s.vesselId);
    const offRank = tour?.rank ?? names.get(offId)?.rank;
    if (offRank && offRank !== m.rank)
      add(m.crewMemberId, {
        kind: "rank",
        message: `${nameOf(m.crewMemberId)} (${m.rank}) relieves ${nameOf(offId)} (${offRank}): the ranks differ; give a reason to plan it`,
        vesselName: s.vesselName,
        from: s.date,
        to: null,
      });
  }
  return out;
}

/** Serialises changes to these members' time aboard (the rotations take the same lock). */
export async function lockMembers(tx: DbOrTx, ids: string[]) {
  for (const id of [...new Set(ids)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rotation:${id}`}))`);
}

/** 409 naming every clash (the seafarer, the vessel and dates); a relief in another rank passes with an
 * override reason. Returns the rank differences it let through (for the activity entry). */
export async function checkSigners(
  tx: DbOrTx,
  today: string,
  s: Signers,
  names: Names,
  override?: { reason: string } | null,
): Promise<TSignerClash[]> {
  const ids = [...s.on.map((m) => m.crewMemberId), ...s.off.map((m) => m.crewMemberId)];
  if (!ids.length) return [];
  await lockMembers(tx, ids);
  const found = await signerClashes(tx, today, s, names);
  const all = [...found.values()].flat();
  const refused = all.filter((c) => c.kind !== "rank" || !override);
  if (refused.length) {
    const err = conflict(refused.map((c) => c.message).join("; "));
    err.issues = [...found].flatMap(([id, list]) =>
      list
        .filter((c) => refused.includes(c))
        .map((c) => ({ path: ["signers", id, c.kind], message: c.message })),
    );
    throw err;
  }
  return all;
}

/** The clashes of a tour planned for one seafarer on a vessel over [from, to] (a join rotation's days):
 * their other tours touching those days (but the rotation's own) and the open crew changes that sign them
 * on another vessel within them. Each names the vessel and its dates. */
export async function memberClashes(
  db: DbOrTx,
  today: string,
  crewMemberId: string,
  q: { vesselId: string; from: string; to?: string; rotationId?: string },
): Promise<TSignerClash[]> {
  const to = q.to ?? q.from;
  const [member] = await db
    .select({ firstName: crewMembers.firstName, lastName: crewMembers.lastName })
    .from(crewMembers)
    .where(eq(crewMembers.id, crewMemberId));
  if (!member) throw notFound("Crew member");
  const name = `${member.firstName} ${member.lastName}`;
  const [tours, changes] = await readAll(
    db,
    () => toursIn(db, today, { from: q.from, to, crewMemberIds: [crewMemberId] }),
    () => openChangesOf(db, [crewMemberId]),
  );
  // an open crew change's joiners (planned tours) are the crew-change findings below
  const others = tours.filter(
    (t) => t.crewChangeMemberId === null && (!q.rotationId || t.rotationId !== q.rotationId),
  );
  const vesselNames = await vesselNamesById(
    db,
    others.map((t) => t.vesselId),
  );
  return [
    ...others.map((t) => {
      const vesselName = vesselNames.get(t.vesselId) ?? "another vessel";
      return {
        kind: "tour" as const,
        message: `${name} is aboard ${vesselName} ${span(t.signOn, t.signOff)}`,
        vesselName,
        from: t.signOn,
        to: t.signOff,
      };
    }),
    ...changes
      .filter((c) => c.direction === "on" && c.vesselId !== q.vesselId && c.date >= q.from && c.date <= to)
      .map((c) => ({
        kind: "crew-change" as const,
        message: `${name} is planned to join ${c.vesselName} at ${c.port} on ${formatDisplayDate(c.date)}`,
        vesselName: c.vesselName,
        from: c.date,
        to: null,
      })),
  ];
}
