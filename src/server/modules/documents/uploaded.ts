// A new document's fields as an upload gives them, the same for an office upload (a document at once)
// and a crew member's own upload (a submission the office reviews): the file it names claimed, a blank
// issuing state or grade stored as none.
import type { z } from "zod";
import type { ZDocumentRequest } from "../../../shared/documents";
import type { DbOrTx } from "../../db/client";
import type { Caller } from "../../lib/caller";
import { claimUploadedFile } from "../files/service";
import type { NewDocument } from "./renewals";

export async function uploadedDocument(
  tx: DbOrTx,
  caller: Caller,
  crewMemberId: string,
  input: z.output<typeof ZDocumentRequest> & { expiryDate: string },
): Promise<NewDocument> {
  return {
    crewMemberId,
    type: input.type,
    documentNumber: input.documentNumber,
    issueDate: input.issueDate,
    expiryDate: input.expiryDate,
    issuingAuthority: input.issuingAuthority,
    issuingState: input.issuingState || null,
    grade: input.grade || null,
    fileId: input.filePath ? await claimUploadedFile(tx, caller, input.filePath) : null,
  };
}
