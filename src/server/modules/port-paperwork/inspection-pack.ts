// The inspection pack of a vessel (src/shared/inspection-pack.ts): the departure crew list of the date,
// each seafarer's required certificates from the compliance matrix row with the documents' numbers, the
// table of shipboard working arrangements kept here (office or master), and each seafarer's monthly
// records of hours of rest (the rest-hours record, under the rest-hours access rule), drawn into one PDF;
// then, for each seafarer, their file (seafarer-file-pdf.ts: every certificate with issuer, the employment
// agreement, the last 30 days of rest) followed by their monthly records.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import type { TInspectionPackQuery, TWorkingArrangements } from "../../../shared/inspection-pack";
import { packMonths, type ZWorkingArrangementsRequest } from "../../../shared/inspection-pack";
import { RANK_NAMES } from "../../../shared/ranks";
import { writeTx } from "../../db/app-today";
import { documents } from "../../db/schema-documents";
import { workingArrangements } from "../../db/schema-manning";
import { recordLog } from "../../lib/activity-log";
import { AppError } from "../../lib/app-error";
import { drawingOn, embedFonts, savePdf, sealPages } from "../../lib/pdf-kit";
import type { RequestCtx } from "../../lib/request-ctx";
import { vesselNameOf } from "../../lib/vessel-names";
import { complianceMatrix } from "../compliance/matrix-memo";
import { drawRestRecord, type RestRecordPdfData } from "../rest-hours/pdf";
import { monthRecord } from "../rest-hours/record";
import { drawCrewList } from "./crew-list-pdf";
import { type CertificateBlock, drawPackPages } from "./inspection-pdf";
import { drawSeafarerFile } from "./seafarer-file-pdf";
import { seafarerFiles } from "./seafarer-files";
import { assertVesselPaperwork, crewList, vesselPortCall } from "./service";

const logPaperwork = recordLog("port_paperwork", "vessel");

export async function getWorkingArrangements(
  ctx: RequestCtx,
  vesselId: string,
): Promise<TWorkingArrangements> {
  await assertVesselPaperwork(ctx, vesselId);
  await vesselNameOf(ctx.db, vesselId);
  const rows = await ctx.db
    .select({
      rank: workingArrangements.rank,
      seaWatch: workingArrangements.seaWatch,
      seaOther: workingArrangements.seaOther,
      portWatch: workingArrangements.portWatch,
      portOther: workingArrangements.portOther,
      comments: workingArrangements.comments,
    })
    .from(workingArrangements)
    .where(eq(workingArrangements.vesselId, vesselId));
  const order: readonly string[] = RANK_NAMES;
  rows.sort((a, b) => order.indexOf(a.rank) - order.indexOf(b.rank));
  return { positions: rows };
}

/** Replaces the vessel's table in one transaction with its activity entry. */
export async function putWorkingArrangements(
  ctx: RequestCtx,
  vesselId: string,
  input: ReturnType<typeof ZWorkingArrangementsRequest.parse>,
) {
  await assertVesselPaperwork(ctx, vesselId);
  const name = await vesselNameOf(ctx.db, vesselId);
  await writeTx(ctx, async (tx) => {
    await tx.delete(workingArrangements).where(eq(workingArrangements.vesselId, vesselId));
    if (input.positions.length)
      await tx.insert(workingArrangements).values(
        input.positions.map((p) => ({
          vesselId,
          rank: p.rank,
          seaWatch: p.seaWatch || null,
          seaOther: p.seaOther || null,
          portWatch: p.portWatch || null,
          portOther: p.portOther || null,
          comments: p.comments || null,
        })),
      );
    await logPaperwork(tx, ctx.caller, "update", vesselId, {
      description: `Table of shipboard working arrangements of ${name} saved: ${input.positions.length} position(s)`,
      severity: "success",
    });
  });
  return getWorkingArrangements(ctx, vesselId);
}

async function certificateBlocks(
  ctx: RequestCtx,
  vesselId: string,
  ids: string[],
): Promise<Map<string, CertificateBlock>> {
  const matrix = await complianceMatrix(ctx, vesselId);
  const names = new Map(matrix.columns.map((c) => [c.code, c.name]));
  const docs = ids.length
    ? await ctx.db
        .select({
          crewMemberId: documents.crewMemberId,
          type: documents.type,
          number: documents.documentNumber,
          expiryDate: documents.expiryDate,
        })
        .from(documents)
        .where(and(inArray(documents.crewMemberId, ids), isNull(documents.supersededById)))
        .orderBy(asc(documents.expiryDate))
    : [];
  const blocks = new Map<string, CertificateBlock>();
  for (const row of matrix.rows) {
    if (!ids.includes(row.crewMemberId)) continue;
    blocks.set(
      row.crewMemberId,
      row.cells
        .filter((c) => c.status !== "not_required")
        .map((c) => ({
          name: names.get(c.code) ?? c.code,
          number:
            docs.filter((d) => d.crewMemberId === row.crewMemberId && d.type === c.code).at(-1)?.number ??
            null,
          expiryDate: c.expiryDate ?? null,
          status: c.status,
        })),
    );
  }
  return blocks;
}

export async function inspectionPack(ctx: RequestCtx, vesselId: string, q: TInspectionPackQuery) {
  await assertVesselPaperwork(ctx, vesselId);
  const date = q.date ?? ctx.today;
  const list = await crewList(ctx, vesselId, date, "departure", () =>
    vesselPortCall(ctx.db, vesselId, { date, kind: "departure", format: "json" }),
  );
  const ids = list.crew.map((c) => c.crewMemberId);
  const [blocks, arrangements, files] = await Promise.all([
    certificateBlocks(ctx, vesselId, ids),
    getWorkingArrangements(ctx, vesselId),
    seafarerFiles(ctx, ids, date),
  ]);
  const months = packMonths(date, q.months);
  const unavailable: string[] = [];
  const records = new Map<string, RestRecordPdfData[]>(ids.map((id) => [id, []]));
  for (const c of list.crew)
    for (const month of months) {
      try {
        records.get(c.crewMemberId)?.push((await monthRecord(ctx, c.crewMemberId, month)).data);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        unavailable.push(
          `${c.givenNames} ${c.familyName}, ${month}: not available to you (served under another master)`,
        );
      }
    }
  // every part drawn straight into the one document, in its fonts embedded once, each part's pages
  // numbered among themselves
  const doc = await PDFDocument.create();
  doc.setTitle(`Inspection pack - ${list.ship.name} - ${date}`);
  doc.setCreationDate(ctx.now);
  const pdf = drawingOn(doc, await embedFonts(doc));
  drawCrewList(pdf, list);
  drawPackPages(pdf, {
    ship: list.ship,
    date,
    months,
    crew: list.crew.map((c) => ({
      name: `${c.givenNames} ${c.familyName}`,
      rank: c.rank,
      certificates: blocks.get(c.crewMemberId) ?? null,
    })),
    arrangements: arrangements.positions,
    unavailable,
  });
  // each seafarer's file, then their records of hours of rest
  for (const c of list.crew) {
    const file = files.get(c.crewMemberId);
    if (file)
      drawSeafarerFile(pdf, {
        ship: list.ship,
        date,
        seafarer: c,
        required: blocks.get(c.crewMemberId) ?? null,
        file,
      });
    for (const r of records.get(c.crewMemberId) ?? []) drawRestRecord(pdf, r);
    sealPages(doc);
  }
  await logPaperwork(ctx.db, ctx.caller, "export", vesselId, {
    description: `Inspection pack of ${list.ship.name} on ${date} generated: ${list.crew.length} seafarer(s), hours of rest ${months.join(", ")}`,
    severity: "info",
    metadata: { vesselId, date, months },
  });
  const fileName = `inspection-pack-${list.ship.name}-${date}.pdf`.replace(/[^A-Za-z0-9._-]/g, "_");
  return { pdf: await savePdf(doc), fileName };
}
