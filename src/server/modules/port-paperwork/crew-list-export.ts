// Answers a crew list in the format asked (JSON, the FAL Form 5 PDF, xlsx, CSV) and logs every file
// generated in the activity log (a JSON answer is the screen's preview and is not logged). The crew
// change's lists and its port call's data are here too.
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type {
  CrewListFormat,
  CrewListKind,
  TCrewList,
  TVesselCrewListQuery,
} from "../../../shared/port-paperwork";
import { writeTx } from "../../db/app-today";
import { crewChanges } from "../../db/schema-manning";
import { recordLog } from "../../lib/activity-log";
import { notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { readCrewChange } from "../crew-changes/service";
import { crewListCsv, crewListXlsx, XLSX_MIME } from "./crew-list-files";
import { crewListPdf } from "./crew-list-pdf";
import { effectsTexts } from "./effects-items";
import { assertVesselPaperwork, crewList, vesselPortCall } from "./service";

const logPaperwork = recordLog("port_paperwork", "vessel");

const MIME: Record<Exclude<CrewListFormat, "json">, string> = {
  pdf: "application/pdf",
  xlsx: XLSX_MIME,
  csv: "text/csv; charset=utf-8",
};

/** The list as JSON, or the file sent on `reply` (logged). */
export async function answerCrewList(
  ctx: RequestCtx,
  reply: FastifyReply,
  list: TCrewList,
  format: CrewListFormat,
) {
  if (format === "json") return list;
  const body =
    format === "pdf"
      ? Buffer.from(await crewListPdf(list, ctx.now))
      : format === "xlsx"
        ? await crewListXlsx(
            list,
            await effectsTexts(
              ctx.db,
              list.crew.map((c) => c.crewMemberId),
            ),
          )
        : crewListCsv(list);
  const { kind, date } = list.portCall;
  await logPaperwork(ctx.db, ctx.caller, "export", list.ship.id, {
    description: `Crew list (FAL Form 5) of ${list.ship.name} at ${kind} on ${date} generated as ${format.toUpperCase()}: ${list.crew.length} person(s)${list.missing.length ? `, ${list.missing.length} item(s) missing` : ""}`,
    severity: list.missing.length ? "warning" : "info",
    metadata: { vesselId: list.ship.id, date, kind, format, missing: list.missing.length },
  });
  const name = `crew-list-${list.ship.name}-${kind}-${date}.${format}`.replace(/[^A-Za-z0-9._-]/g, "_");
  reply.type(MIME[format]).header("content-disposition", `attachment; filename="${name}"`);
  return reply.send(body);
}

export async function vesselCrewList(ctx: RequestCtx, vesselId: string, q: TVesselCrewListQuery) {
  await assertVesselPaperwork(ctx, vesselId);
  return crewList(ctx, vesselId, q.date, q.kind, () => vesselPortCall(ctx.db, vesselId, q));
}

export async function crewChangeCrewList(ctx: RequestCtx, id: string, kind: CrewListKind) {
  const [change] = await ctx.db.select().from(crewChanges).where(eq(crewChanges.id, id));
  if (!change) throw notFound("Crew change");
  await assertVesselPaperwork(ctx, change.vesselId).catch(() => {
    throw notFound("Crew change");
  });
  return crewList(ctx, change.vesselId, change.date, kind, async () => ({
    port: change.port,
    portLocode: change.portLocode,
    voyageNumber: change.voyageNumber,
    lastPortLocode: change.lastPortLocode,
    nextPortLocode: change.nextPortLocode,
    crewChangeId: change.id,
  }));
}

const logCrewChange = recordLog("crew-change", "crew_change");

/** PUT /api/crew-changes/{id}/port-call: the port call's data its crew lists print. */
export async function updatePortCall(
  ctx: RequestCtx,
  id: string,
  input: {
    portLocode?: string | null;
    voyageNumber?: string | null;
    lastPortLocode?: string | null;
    nextPortLocode?: string | null;
  },
) {
  return writeTx(ctx, async (tx) => {
    const values = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v || null]));
    const [row] = await tx
      .update(crewChanges)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(crewChanges.id, id))
      .returning({ id: crewChanges.id, port: crewChanges.port, date: crewChanges.date });
    if (!row) throw notFound("Crew change");
    await logCrewChange(tx, ctx.caller, "update", id, {
      description: `Port call data of the crew change at ${row.port} on ${row.date} updated (${Object.keys(input).join(", ")})`,
      severity: "success",
      metadata: { changed: Object.keys(input) },
    });
    return readCrewChange(tx, id);
  });
}
