// Changing a planned or confirmed crew change (PATCH /api/crew-changes/{id}): its day, port, UN/LOCODE,
// notes and people, re-checked as planning is (checks.ts, the change's own plan no clash), in one
// transaction with its activity entry; the seafarers still in it are sent the updated notice, those taken
// out of it a cancellation, each .ics with the next SEQUENCE. A completed or cancelled change answers 409,
// a new day in the past 400; a refusal writes nothing (the change, its people, the e-mails stay).
// A relief's off-signer signs off on the change's day: the tours projection keeps the change's joiners as
// planned tours and its off-signers' planned sign-off on its day, so moving the change moves them too.
// Projections its writes fire (docs/projections.md): tours (planned), vessel_manning_versions, vessel_compliance_versions, activity_tally.
import { eq } from "drizzle-orm";
import {
  NO_SIGNERS_MESSAGE,
  RELIEVES_OFF_SIGNER_MESSAGE,
  type TCrewChange,
  type TCrewChangeUpdateRequest,
} from "../../../shared/crew-changes";
import { formatDisplayDate } from "../../../shared/dates";
import { writeTx } from "../../db/app-today";
import { crewChangeMembers, crewChanges } from "../../db/schema-manning";
import { recordLog } from "../../lib/activity-log";
import { conflict, fieldError, notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { checkSigners, membersById } from "./checks";
import { noticeSummary, notifySigners } from "./notify";
import { insertSigners, PAST_DATE_MESSAGE, readCrewChange, reliefNote } from "./service";

const logCrewChange = recordLog("crew-change", "crew_change");

type People = Pick<TCrewChange, "onSigners" | "offSigners">;

/** The people as a request would send them (to compare and to write). */
const asRequest = (c: People) => ({
  onSigners: c.onSigners.map((s) => ({
    crewMemberId: s.crewMemberId,
    rank: s.rank,
    travelNotes: s.travelNotes,
    relieves: s.relieves ?? null,
  })),
  offSigners: c.offSigners.map((s) => ({ crewMemberId: s.crewMemberId, travelNotes: s.travelNotes })),
});

/** What changed, in words, for the activity entry ("moved to 3 Dec 2026; port Antwerp (BEANR)"). */
function changes(before: TCrewChange, after: TCrewChange): string[] {
  const names = (list: People["onSigners"]) => list.map((s) => s.name).join(", ") || "nobody";
  return [
    before.date !== after.date ? `moved to ${formatDisplayDate(after.date)}` : "",
    before.port !== after.port || before.portLocode !== after.portLocode
      ? `port ${after.port}${after.portLocode ? ` (${after.portLocode})` : ""}`
      : "",
    before.notes !== after.notes ? "notes changed" : "",
    JSON.stringify(asRequest(before).onSigners) !== JSON.stringify(asRequest(after).onSigners)
      ? `on ${names(after.onSigners)}`
      : "",
    JSON.stringify(asRequest(before).offSigners) !== JSON.stringify(asRequest(after).offSigners)
      ? `off ${names(after.offSigners)}`
      : "",
  ].filter(Boolean);
}

export async function updateCrewChange(
  ctx: RequestCtx,
  id: string,
  input: TCrewChangeUpdateRequest,
): Promise<TCrewChange> {
  const { caller, today, now } = ctx;
  return writeTx(ctx, async (tx) => {
    const [row] = await tx
      .select({ status: crewChanges.status })
      .from(crewChanges)
      .where(eq(crewChanges.id, id))
      .for("update");
    if (!row) throw notFound("Crew change");
    if (row.status === "completed" || row.status === "cancelled")
      throw conflict(`A ${row.status} crew change can't be changed`);
    const before = await readCrewChange(tx, id);
    if (input.date !== undefined && input.date !== before.date && input.date < today)
      throw fieldError("date", PAST_DATE_MESSAGE);
    const people = {
      onSigners: input.onSigners ?? asRequest(before).onSigners,
      offSigners: input.offSigners ?? asRequest(before).offSigners,
    };
    if (!people.onSigners.length && !people.offSigners.length)
      throw fieldError("onSigners", NO_SIGNERS_MESSAGE);
    const offIds = new Set(people.offSigners.map((s) => s.crewMemberId));
    const stray = people.onSigners.findIndex((s) => s.relieves && !offIds.has(s.relieves));
    if (stray >= 0) throw fieldError(`onSigners.${stray}.relieves`, RELIEVES_OFF_SIGNER_MESSAGE);
    const date = input.date ?? before.date;
    const fields = {
      date,
      port: input.port ?? before.port,
      portLocode: input.portLocode === undefined ? before.portLocode : input.portLocode,
      notes: input.notes === undefined ? before.notes : input.notes || null,
    };
    const samePeople = JSON.stringify(people) === JSON.stringify(asRequest(before));
    const sameFields = (Object.keys(fields) as (keyof typeof fields)[]).every((k) => fields[k] === before[k]);
    if (samePeople && sameFields) return before; // nothing to change, nobody to tell
    const names = await membersById(
      tx,
      [...people.onSigners, ...people.offSigners].map((s) => s.crewMemberId),
    );
    const passed = await checkSigners(
      tx,
      today,
      {
        vesselId: before.vesselId,
        vesselName: before.vesselName,
        date,
        on: people.onSigners,
        off: people.offSigners,
        crewChangeId: id,
      },
      names,
      input.override,
    );
    await tx
      .update(crewChanges)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(crewChanges.id, id));
    if (!samePeople) {
      await tx.delete(crewChangeMembers).where(eq(crewChangeMembers.crewChangeId, id));
      await insertSigners(tx, id, people);
    }
    const after = await readCrewChange(tx, id);
    const what = changes(before, after);
    const stays = new Set([...after.onSigners, ...after.offSigners].map((s) => s.crewMemberId));
    const removed = await notifySigners(tx, caller, before, "cancelled", now, (m) => !stays.has(m));
    const updated = await notifySigners(tx, caller, after, "updated", now);
    const mailed = {
      sent: removed.sent + updated.sent,
      withoutAddress: [...removed.withoutAddress, ...updated.withoutAddress],
    };
    await logCrewChange(tx, caller, "update", id, {
      description: `Crew change on ${after.vesselName} at ${before.port}, ${formatDisplayDate(before.date)} changed: ${what.join("; ")}${reliefNote(passed, input.override)}${noticeSummary(mailed)}`,
      severity: passed.length ? "warning" : "success",
      metadata: {
        before: { date: before.date, port: before.port, ...asRequest(before) },
        ...(passed.length ? { overrideReason: input.override?.reason, ranks: passed } : {}),
      },
    });
    return after;
  });
}
