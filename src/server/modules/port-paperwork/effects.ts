// The crew's effects declaration (IMO FAL Form 4): each seafarer's declared items (crew_effects), kept by
// the seafarer in their app, by the master for those aboard their vessel today, or by the office; and the
// vessel's declaration of those on a crew list (port-paperwork/service.ts crewList) as JSON, PDF or xlsx.
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type {
  TCrewEffects,
  TCrewEffectsList,
  TCrewEffectsRequest,
  TVesselEffectsQuery,
} from "../../../shared/port-paperwork";
import { writeTx } from "../../db/app-today";
import { crewMembers } from "../../db/schema-fleet";
import { crewEffects } from "../../db/schema-manning";
import { recordLog } from "../../lib/activity-log";
import { notFound } from "../../lib/app-error";
import { mayReach } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { masterOf } from "../rest-hours/access";
import { crewOnList } from "./aboard";
import { vesselCrewList } from "./crew-list-export";
import { XLSX_MIME } from "./crew-list-files";
import { effectsPdf, effectsXlsx } from "./effects-files";
import { itemsOf } from "./effects-items";

const logEffects = recordLog("crew_effects", "crew");
const logPaperwork = recordLog("port_paperwork", "vessel");

/** 404 unless the caller may see and keep `crewMemberId`'s declaration: the office, the seafarer, or the
 * master of the vessel the seafarer is aboard today. */
async function assertEffectsAccess({ db, caller, today }: RequestCtx, crewMemberId: string) {
  if (mayReach(caller, "crew-effects:write", crewMemberId)) return;
  const command = caller.crewMemberId ? await masterOf(db, { id: caller.crewMemberId }, today) : null;
  const aboard = command ? await crewOnList(db, today, command.vesselId, today, "departure") : [];
  if (!aboard.some((a) => a.crewMemberId === crewMemberId)) throw notFound("Crew member");
}

export async function getCrewEffects(ctx: RequestCtx, crewMemberId: string): Promise<TCrewEffects> {
  await assertEffectsAccess(ctx, crewMemberId);
  const [member] = await ctx.db
    .select({ id: crewMembers.id })
    .from(crewMembers)
    .where(eq(crewMembers.id, crewMemberId));
  if (!member) throw notFound("Crew member");
  const items = await itemsOf(ctx.db, [crewMemberId]);
  return { items: items.map(({ description, quantity }) => ({ description, quantity })) };
}

/** Replaces the seafarer's declaration in one transaction with its activity entry. */
export async function putCrewEffects(ctx: RequestCtx, crewMemberId: string, input: TCrewEffectsRequest) {
  await assertEffectsAccess(ctx, crewMemberId);
  await writeTx(ctx, async (tx) => {
    const [member] = await tx
      .select({ firstName: crewMembers.firstName, lastName: crewMembers.lastName })
      .from(crewMembers)
      .where(eq(crewMembers.id, crewMemberId))
      .for("update");
    if (!member) throw notFound("Crew member");
    await tx.delete(crewEffects).where(eq(crewEffects.crewMemberId, crewMemberId));
    if (input.items.length)
      await tx.insert(crewEffects).values(
        input.items.map((i, n) => ({
          crewMemberId,
          description: i.description,
          quantity: i.quantity || null,
          createdAt: new Date(ctx.now.getTime() + n),
        })),
      );
    await logEffects(tx, ctx.caller, "update", crewMemberId, {
      description: `Effects declaration of ${member.firstName} ${member.lastName} saved: ${input.items.length} item(s)`,
      severity: "success",
    });
  });
  return getCrewEffects(ctx, crewMemberId);
}

/** The vessel's crew's effects declaration of those on the list of the date and kind. */
export async function vesselEffects(
  ctx: RequestCtx,
  vesselId: string,
  q: TVesselEffectsQuery,
): Promise<TCrewEffectsList> {
  const list = await vesselCrewList(ctx, vesselId, { ...q, format: "json" });
  const items = await itemsOf(
    ctx.db,
    list.crew.map((c) => c.crewMemberId),
  );
  return {
    ship: list.ship,
    portCall: list.portCall,
    crew: list.crew.map((c) => ({
      crewMemberId: c.crewMemberId,
      familyName: c.familyName,
      givenNames: c.givenNames,
      rank: c.rank,
      items: items
        .filter((i) => i.crewMemberId === c.crewMemberId)
        .map(({ description, quantity }) => ({ description, quantity })),
    })),
    notice: list.notice,
  };
}

export async function answerEffects(
  ctx: RequestCtx,
  reply: FastifyReply,
  list: TCrewEffectsList,
  format: string,
) {
  if (format === "json") return list;
  const pdf = format === "pdf";
  const body = pdf ? Buffer.from(await effectsPdf(list, ctx.now)) : await effectsXlsx(list);
  const { kind, date } = list.portCall;
  await logPaperwork(ctx.db, ctx.caller, "export", list.ship.id, {
    description: `Crew's effects declaration (FAL Form 4) of ${list.ship.name} at ${kind} on ${date} generated as ${format.toUpperCase()}`,
    severity: "info",
    metadata: { vesselId: list.ship.id, date, kind, format, form: "FAL 4" },
  });
  const name = `crew-effects-${list.ship.name}-${kind}-${date}.${format}`.replace(/[^A-Za-z0-9._-]/g, "_");
  reply
    .type(pdf ? "application/pdf" : XLSX_MIME)
    .header("content-disposition", `attachment; filename="${name}"`);
  return reply.send(body);
}
