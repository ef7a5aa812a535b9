// The permission-matrix rows of documents and files (spread into table.ts): crew on their own only.
import { expect } from "vitest";
import { PNG } from "../files";
import { gets, type MatrixRow, OFFICE, OWN_ONLY, SIGNED_IN } from "./row";

export const DOCUMENTS_MATRIX: MatrixRow[] = [
  // documents and files: crew on their own only
  {
    route: "GET /api/documents",
    expect: SIGNED_IN,
    req: (f, t) => ({ method: "GET", url: `/api/documents?crewMemberId=${f.memberOf(t)}` }),
  },
  ...gets(SIGNED_IN, "/api/documents/stats"),
  {
    // a crew caller asks about their own documents, whichever member they name
    route: "GET /api/documents/supersedes",
    expect: SIGNED_IN,
    req: (f, t) => ({
      method: "GET",
      url: `/api/documents/supersedes?crewMemberId=${f.memberOf(t)}&type=visa&expiryDate=2027-01-01`,
    }),
  },
  {
    route: "GET /api/documents/:id",
    expect: OWN_ONLY,
    req: (f, t) => ({ method: "GET", url: `/api/documents/${f.recordsOf(t).documentId}` }),
  },
  {
    route: "GET /api/documents/:id/file",
    expect: OWN_ONLY,
    req: (f, t) => ({ method: "GET", url: `/api/documents/${f.recordsOf(t).documentId}/file` }),
    check: (res) => {
      if (res.statusCode === 200) expect(res.rawPayload.equals(PNG)).toBe(true);
    },
  },
  {
    // crew uploads wait for the office's review: 202 with a pending submission
    route: "POST /api/documents",
    expect: [401, 202, 202, 201, 201],
    req: (f, t) => ({
      method: "POST",
      url: "/api/documents",
      payload: {
        crewMemberId: f.memberOf(t),
        type: "visa",
        documentNumber: `V-${f.uniq()}`,
        issueDate: "2025-01-01",
        expiryDate: "2027-01-01",
        issuingAuthority: "Embassy",
      },
    }),
    // a crew caller naming another member still files the submission under their own record
    check: (res, f, t) => {
      if (t.role === "crew")
        expect(res.json()).toMatchObject({ crewMemberId: f.own.memberId, status: "pending" });
    },
  },
  {
    route: "PATCH /api/documents/:id",
    // a crew member's change to a current document goes through the office's review (a new upload),
    // never straight into the document: their own is refused like anyone's
    expect: OFFICE,
    req: async (f, t) => ({
      method: "PATCH",
      url: `/api/documents/${await f.newDocument(t)}`,
      payload: { issuingAuthority: "Edited Office" },
    }),
  },
  {
    route: "DELETE /api/documents/:id",
    // crew may upload for themselves but not delete, not even their own
    expect: OFFICE,
    req: async (f, t) => ({ method: "DELETE", url: `/api/documents/${await f.newDocument(t)}` }),
  },
  {
    route: "POST /api/upload",
    expect: SIGNED_IN,
    req: () => ({
      method: "POST",
      url: "/api/upload",
      payload: { filename: "p.png", fileType: "image/png" },
    }),
    quiet: {
      callers: ["crewOwn", "crewOther", "office", "admin"],
      why: "opens a pending slot that expires in an hour; the bytes (PUT, logged) are the upload",
    },
  },
  {
    // crew "other": a slot another user opened (404: a slot belongs to whoever opened it)
    route: "PUT /api/upload/:fileId",
    expect: OWN_ONLY,
    req: async (f, t) => ({
      method: "PUT",
      url: `/api/upload/${await f.uploadSlot(t.caller === "crewOther" ? f.ctx.userIds.office_staff : (t.userId ?? f.ctx.userIds.admin))}`,
      headers: { "content-type": "image/png" },
      payload: PNG,
    }),
  },
];
