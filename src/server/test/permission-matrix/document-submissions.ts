// The permission-matrix rows of the document submissions (spread into table.ts): crew
// callers read their own (another member's answer 404), the office reviews. Each review row asks for a
// fresh pending submission, so no request changes what a later one reads.

import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { addDays } from "../../../shared/dates";
import { documentSubmissions, storedFiles } from "../../db/schema-documents";
import { PNG } from "../files";
import type { MatrixFixtures } from "./fixtures";
import { type MatrixRow, OFFICE, OWN_ONLY, SIGNED_IN } from "./row";

/** A file stored through the upload API as office staff (the real path), marked as a submission's. */
async function storedPng(f: MatrixFixtures): Promise<string> {
  const slot = await f.ctx.as("office_staff", {
    method: "POST",
    url: "/api/upload",
    payload: { filename: "photo.png", fileType: "image/png" },
  });
  const put = await f.ctx.as("office_staff", {
    method: "PUT",
    url: slot.json().uploadURL,
    headers: { "content-type": "image/png" },
    payload: PNG,
  });
  if (put.statusCode !== 200) throw new Error(`fixture upload failed: ${put.body}`);
  const id = slot.json().filePath as string;
  await f.ctx.db
    .update(storedFiles)
    .set({ status: "attached", expiresAt: null })
    .where(eq(storedFiles.id, id));
  return id;
}

/** A fresh pending submission of the member, with a stored photo when asked. */
export async function newSubmission(f: MatrixFixtures, crewMemberId: string, withFile = false) {
  const [row] = await f.ctx.db
    .insert(documentSubmissions)
    .values({
      crewMemberId,
      type: "medical",
      documentNumber: `SUB-${f.uniq()}`,
      issueDate: addDays(f.today, -10),
      expiryDate: addDays(f.today, 700),
      issuingAuthority: "Port Clinic",
      fileId: withFile ? await storedPng(f) : null,
      submittedBy: f.ctx.userIds.crew,
    })
    .returning({ id: documentSubmissions.id });
  return row.id;
}

export const SUBMISSIONS_MATRIX: MatrixRow[] = [
  {
    // several at once, each as the single accept; the crew may not review, not even their own
    route: "POST /api/document-submissions/accept",
    expect: OFFICE,
    req: async (f, t) => ({
      method: "POST",
      url: "/api/document-submissions/accept",
      payload: { ids: [await newSubmission(f, f.memberOf(t)), await newSubmission(f, f.memberOf(t))] },
    }),
    check: (res) => {
      if (res.statusCode === 200) expect(res.json().summary).toEqual({ ok: 2, refused: 0 });
    },
  },
  {
    // a crew caller asking for the other member's gets their own (none of the other's)
    route: "GET /api/document-submissions",
    expect: SIGNED_IN,
    req: (f, t) => ({ method: "GET", url: `/api/document-submissions?crewMemberId=${f.memberOf(t)}` }),
  },
  {
    route: "GET /api/document-submissions/:id/file",
    expect: OWN_ONLY,
    req: async (f, t) => ({
      method: "GET",
      url: `/api/document-submissions/${await newSubmission(f, f.memberOf(t), true)}/file`,
    }),
    check: (res) => {
      if (res.statusCode === 200) expect(res.rawPayload.equals(PNG)).toBe(true);
    },
  },
  {
    route: "POST /api/document-submissions/:id/accept",
    expect: OFFICE,
    req: async (f, t) => ({
      method: "POST",
      url: `/api/document-submissions/${await newSubmission(f, f.memberOf(t))}/accept`,
    }),
  },
  {
    route: "POST /api/document-submissions/:id/reject",
    expect: OFFICE,
    req: async (f, t) => ({
      method: "POST",
      url: `/api/document-submissions/${await newSubmission(f, f.memberOf(t))}/reject`,
      payload: { reason: "The photo is blurred" },
    }),
  },
];
