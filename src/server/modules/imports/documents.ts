// The certificate register import: one row a document of a recorded seafarer (seafarers.ts: passport
// number, else name and date of birth), identified by seafarer + certificate type + document number. A
// row is checked by the upload form's schema (ZDocumentRequest) and the catalogue's expiry rule
// (renewals.ts expiryOf); the new documents go in together through insertRenewals, as an office upload
// does (each supersedes the older ones it renews, in the file's order); a known one has the fields the row gives changed.
import { eq } from "drizzle-orm";
import { ZDocumentRequest } from "../../../shared/documents";
import type { DateOrder } from "../../../shared/import-match";
import type { DbTx } from "../../db/client";
import { documents } from "../../db/schema-documents";
import { recordLog } from "../../lib/activity-log";
import type { RequestCtx } from "../../lib/request-ctx";
import { docLabel, expiryOf, insertRenewals } from "../documents/renewals";
import { certificateTypeIn, loadCertificateTypes } from "./catalogues";
import { checkEach, type Plan, type RowIn, RowReader, type RowsDone, SeenInFile } from "./rows";
import { findSeafarer, loadSeafarers, passportKey } from "./seafarers";

const logDocument = recordLog("document");
/** New documents written together: insertRenewals' own chunk of rows a statement. */
const CREATE_CHUNK = 2000;

export const NAME_THE_SEAFARER_MESSAGE =
  "Name the seafarer: a passport number, or first name, last name and date of birth";

type Recorded = typeof documents.$inferSelect;
const docKey = (crewId: string, type: string, number: string) => `${crewId}|${type}|${passportKey(number)}`;

async function recordedDocuments(ctx: RequestCtx) {
  const rows = await ctx.db.select().from(documents);
  const byKey = new Map<string, Recorded>();
  // a current document wins over the history of the same number
  for (const d of rows) {
    const key = docKey(d.crewMemberId, d.type, d.documentNumber);
    if (!byKey.has(key) || !d.supersededById) byKey.set(key, d);
  }
  return byKey;
}

export async function planDocuments(
  ctx: RequestCtx,
  rows: RowIn[],
  dateOrder: DateOrder,
  checked?: RowsDone,
): Promise<Plan> {
  const [seafarers, catalogue, recorded] = await Promise.all([
    loadSeafarers(ctx.db),
    loadCertificateTypes(ctx.db),
    recordedDocuments(ctx),
  ]);
  const seen = new SeenInFile();
  const touched = new Set<string>();
  const creates: Parameters<typeof insertRenewals>[2][number][] = [];
  const caller = ctx.caller;
  const checkRow = ({ row, cells }: RowIn) => {
    const r = new RowReader(row, cells, dateOrder);
    const who = {
      passport: r.text("passportNumber"),
      first: r.text("firstName"),
      last: r.text("lastName"),
      dob: r.date("dateOfBirth", "Date of birth"),
    };
    let crewId: string | null | undefined;
    if (!who.passport && !(who.first && who.last && who.dob))
      r.error("passportNumber", NAME_THE_SEAFARER_MESSAGE);
    else {
      crewId = findSeafarer(r, seafarers, who);
      if (crewId === null)
        r.error(
          who.passport && !who.first ? "passportNumber" : "lastName",
          who.first && who.last && who.dob
            ? `No seafarer named ${who.first} ${who.last}, born ${who.dob}${who.passport ? ` or with passport ${who.passport}` : ""}: import the crew list first`
            : `No seafarer with passport ${who.passport} is recorded: give the name and date of birth, or import the crew list first`,
        );
    }
    const type = certificateTypeIn(r, "type", catalogue);
    const input = {
      crewMemberId: crewId ?? undefined,
      type: type?.code,
      documentNumber: r.text("documentNumber"),
      issueDate: r.date("issueDate", "Issue date"),
      expiryDate: r.date("expiryDate", "Expiry date"),
      issuingAuthority: r.text("issuingAuthority"),
      issuingState: r.text("issuingState"),
      grade: r.text("grade"),
    };
    const parsed = ZDocumentRequest.safeParse(input);
    if (!parsed.success) r.schemaErrors(parsed.error, (p) => (p === "crewMemberId" ? "passportNumber" : p));
    const expiry =
      type && input.issueDate
        ? expiryOf(type, { ...input, type: type.code, issueDate: input.issueDate })
        : null;
    if (expiry && "error" in expiry) r.error("expiryDate", expiry.error);
    const key =
      crewId && type && input.documentNumber ? docKey(crewId, type.code, input.documentNumber) : null;
    seen.check(r, key, "documentNumber", "document (seafarer, type and number)");
    if (r.errors.length || !parsed.success || !crewId || !key || !expiry || "error" in expiry)
      return r.planned("create");
    const doc = {
      crewMemberId: crewId,
      type: parsed.data.type,
      documentNumber: parsed.data.documentNumber,
      issueDate: parsed.data.issueDate,
      expiryDate: expiry.expiryDate,
      issuingAuthority: parsed.data.issuingAuthority,
      issuingState: parsed.data.issuingState || null,
      grade: parsed.data.grade || null,
    };
    touched.add(crewId);
    const existing = recorded.get(key);
    if (!existing) {
      // written together after the rows, in the file's order (insertRenewals: multi-row statements)
      creates.push({
        doc: { ...doc, fileId: null },
        log: { description: `Imported document ${docLabel(doc)}` },
      });
      return r.planned("create");
    }
    const set: Partial<Recorded> = {};
    for (const k of ["issueDate", "expiryDate", "issuingAuthority", "documentNumber"] as const)
      if (existing[k] !== doc[k]) set[k] = doc[k];
    // an empty optional cell leaves the recorded value
    for (const k of ["issuingState", "grade"] as const) if (doc[k] && existing[k] !== doc[k]) set[k] = doc[k];
    if (!Object.keys(set).length) return r.planned("unchanged");
    return r.planned("update", (tx) => updateDocument(tx, caller, existing, set));
  };
  const planned = await checkEach(rows, checkRow, checked);
  // a chunk at a time (insertRenewals' own chunk), so the import can tell how far it has come
  const finish = async (tx: DbTx, written: RowsDone) => {
    for (let i = 0; i < creates.length; i += CREATE_CHUNK) {
      const chunk = creates.slice(i, i + CREATE_CHUNK);
      await insertRenewals(tx, caller, chunk);
      await written(i + chunk.length);
    }
  };
  return { rows: planned, finish, touched };
}

async function updateDocument(
  tx: DbTx,
  caller: RequestCtx["caller"],
  existing: Recorded,
  set: Partial<Recorded>,
) {
  await tx
    .update(documents)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(documents.id, existing.id));
  const before = Object.fromEntries(Object.keys(set).map((k) => [k, existing[k as keyof Recorded] ?? null]));
  await logDocument(tx, caller, "update", existing.id, {
    description: `Updated document ${docLabel({ ...existing, ...set })} by an import`,
    severity: "info",
    metadata: { before, after: set, import: true },
  });
}
