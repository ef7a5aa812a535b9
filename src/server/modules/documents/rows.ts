// A document as the lists and the record read it: the selected columns (status and days left derived from
// the expiry date in SQL), the row type and its answer shape.
import { eq } from "drizzle-orm";
import type { TDocument } from "../../../shared/documents";
import { DOCUMENT_STATUS_LADDER } from "../../../shared/expiry";
import type { Db } from "../../db/client";
import { certificateTypes } from "../../db/schema-certificates";
import { documents, storedFiles } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { daysRemainingSql, levelSql } from "../../lib/expiry-sql";

function selection(today: string) {
  return {
    id: documents.id,
    crewMemberId: documents.crewMemberId,
    type: documents.type,
    typeName: certificateTypes.name,
    issuingState: documents.issuingState,
    grade: documents.grade,
    supersededById: documents.supersededById,
    documentNumber: documents.documentNumber,
    issueDate: documents.issueDate,
    expiryDate: documents.expiryDate,
    issuingAuthority: documents.issuingAuthority,
    status: levelSql(DOCUMENT_STATUS_LADDER, documents.expiryDate, today),
    daysUntilExpiry: daysRemainingSql(documents.expiryDate, today),
    fileId: documents.fileId,
    fileName: storedFiles.originalName,
    createdAt: documents.createdAt,
    firstName: crewMembers.firstName,
    lastName: crewMembers.lastName,
  };
}

export type Row = {
  id: string;
  crewMemberId: string;
  type: string;
  typeName: string;
  issuingState: string | null;
  grade: string | null;
  supersededById: string | null;
  documentNumber: string;
  issueDate: string;
  expiryDate: string;
  issuingAuthority: string;
  status: TDocument["status"];
  daysUntilExpiry: number;
  fileId: string | null;
  fileName: string | null;
  createdAt: Date;
  firstName: string;
  lastName: string;
};

/** The row as the API answers it: the selection's own fields as they are, the file and the member nested.
 * Each field is named (an object rest copy of the row cost ~14 µs a row in a profile of the list, 9% of
 * the process: the driver's row objects are not of one fixed shape). */
export function toDocument(r: Row): TDocument {
  return {
    id: r.id,
    crewMemberId: r.crewMemberId,
    type: r.type,
    typeName: r.typeName,
    issuingState: r.issuingState,
    grade: r.grade,
    supersededById: r.supersededById,
    documentNumber: r.documentNumber,
    issueDate: r.issueDate,
    expiryDate: r.expiryDate,
    issuingAuthority: r.issuingAuthority,
    status: r.status,
    daysUntilExpiry: Number(r.daysUntilExpiry),
    hasFile: r.fileId !== null,
    filePath: r.fileId ? `/api/documents/${r.id}/file` : null,
    fileName: r.fileId ? r.fileName : null,
    createdAt: new Date(r.createdAt).toISOString(),
    crewMember: { id: r.crewMemberId, firstName: r.firstName, lastName: r.lastName },
  };
}

export function baseQuery(db: Db, today: string) {
  return db
    .select(selection(today))
    .from(documents)
    .innerJoin(crewMembers, eq(crewMembers.id, documents.crewMemberId))
    .innerJoin(certificateTypes, eq(certificateTypes.code, documents.type))
    .leftJoin(storedFiles, eq(storedFiles.id, documents.fileId));
}
