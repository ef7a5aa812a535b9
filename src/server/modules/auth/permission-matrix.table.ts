// THE permission matrix: every API route × {anonymous, crew on their own record, crew on another member's
// record, office staff, admin} → the status the app answers, with real records and valid bodies, in
// password mode (AUTH_MODE=password: the demo sign-in routes answer 404 there; demo mode is auth.test.ts).
// A crew caller asking for another member's record gets 404 (the services narrow their queries to the
// caller's own member, so the record "does not exist" for them); a role the permission table leaves out
// gets 403; nobody signed in gets 401. Routes without a member in them send the same request in both crew
// columns, or ask for the other member through a filter (the answer is then the crew user's own data).
import { readFileSync } from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { addDays } from "../../../shared/dates";
import { emailOutbox } from "../../db/schema";
import { createCrewMember, createDocument } from "../../db/seed/factories";
import { TEST_PASSWORD } from "../../test/helpers";
import { CERTIFICATES_MATRIX } from "../certificates/permission-matrix.rows";
import { SUBMISSIONS_MATRIX } from "../document-submissions/permission-matrix.rows";
import { PNG } from "../documents/test-files";
import { IMPORTS_MATRIX } from "../imports/permission-matrix.rows";
import { MANNING_MATRIX } from "../manning/permission-matrix.rows";
import { PORT_PAPERWORK_MATRIX } from "../port-paperwork/permission-matrix.rows";
import { REST_HOURS_MATRIX } from "../rest-hours/permission-matrix.rows";
import { WAGES_MATRIX } from "../wages/permission-matrix.rows";
import type { CallerName, MatrixFixtures, MatrixRequest, Target } from "./permission-matrix.fixtures";

type Status = number;
export interface MatrixRow {
  /** "METHOD /url" exactly as registered. */
  route: string;
  /** anonymous, crew (own), crew (other), office_staff, admin */
  expect: readonly [Status, Status, Status, Status, Status];
  req: (f: MatrixFixtures, t: Target) => MatrixRequest | Promise<MatrixRequest>;
  /** A successful call by these callers changes nothing, so it writes no activity entry. */
  quiet?: { callers: CallerName[]; why: string };
  /** More to check on an answer. */
  check?: (res: LightMyRequestResponse, f: MatrixFixtures, t: Target) => void;
}

const blankScan = readFileSync(new URL("../../../../tests/fixtures/ocr/blank.png", import.meta.url)).toString(
  "base64",
);
const person = {
  firstName: "Mat",
  lastName: "Rix",
  nationality: "Filipino",
  dateOfBirth: "1990-02-03",
  rank: "Cook",
};
const get = (url: string) => (): MatrixRequest => ({ method: "GET", url });
// The usual rows, columns as in MatrixRow.expect: anonymous, crew (own), crew (other), office_staff, admin.
const ALL = [200, 200, 200, 200, 200] as const;
const SIGNED_IN = [401, 200, 200, 200, 200] as const;
const OFFICE = [401, 403, 403, 200, 200] as const;
const ADMIN = [401, 403, 403, 403, 200] as const;
/** A crew caller reaches their own record (200) and not another member's (404). */
const OWN_ONLY = [401, 200, 404, 200, 200] as const;

export const MATRIX: MatrixRow[] = [
  // public
  { route: "GET /api/health", expect: ALL, req: get("/api/health") },
  { route: "GET /api/health/live", expect: ALL, req: get("/api/health/live") },
  { route: "GET /api/health/ready", expect: ALL, req: get("/api/health/ready") },
  { route: "GET /api/auth/config", expect: ALL, req: get("/api/auth/config") },
  { route: "GET /api/auth/session", expect: ALL, req: get("/api/auth/session") },
  { route: "GET /api/docs", expect: ALL, req: get("/api/docs") },
  { route: "GET /api/docs/json", expect: ALL, req: get("/api/docs/json") },
  { route: "GET /api/docs/yaml", expect: ALL, req: get("/api/docs/yaml") },
  {
    route: "GET /api/docs/static/index.html",
    expect: [302, 302, 302, 302, 302], // to /api/docs/
    req: get("/api/docs/static/index.html"),
  },
  {
    route: "GET /api/docs/static/swagger-initializer.js",
    expect: ALL,
    req: get("/api/docs/static/swagger-initializer.js"),
  },
  { route: "GET /api/docs/static/*", expect: ALL, req: get("/api/docs/static/swagger-ui.css") },
  {
    route: "POST /api/auth/login",
    expect: ALL,
    req: (_f, t) => ({
      method: "POST",
      url: "/api/auth/login",
      payload: {
        username: t.role === "admin" ? "admin" : t.role === "crew" ? "crew" : "office",
        password: TEST_PASSWORD,
      },
    }),
  },
  {
    route: "POST /api/auth/logout",
    expect: ALL,
    req: async (f, t) => ({
      method: "POST",
      url: "/api/auth/logout",
      token: t.role && (await f.freshToken(t.role)),
    }),
    quiet: { callers: ["anonymous"], why: "without a session there is nothing to end" },
  },
  {
    route: "POST /api/auth/demo",
    expect: [404, 404, 404, 404, 404],
    req: () => ({ method: "POST", url: "/api/auth/demo" }),
  },
  {
    route: "POST /api/auth/switch-role",
    expect: [401, 404, 404, 404, 404],
    req: () => ({ method: "POST", url: "/api/auth/switch-role", payload: { role: "admin" } }),
  },

  // any signed-in user
  { route: "GET /api/auth/me", expect: SIGNED_IN, req: get("/api/auth/me") },
  { route: "GET /api/me/preferences", expect: SIGNED_IN, req: get("/api/me/preferences") },
  {
    route: "PUT /api/me/preferences",
    expect: SIGNED_IN,
    req: () => ({
      method: "PUT",
      url: "/api/me/preferences",
      payload: {
        theme: "dark",
        browserNotifications: false,
        documentExpiryAlerts: true,
        contractNotifications: true,
      },
    }),
  },
  { route: "GET /api/dashboard/me", expect: SIGNED_IN, req: get("/api/dashboard/me") },
  { route: "GET /api/upcoming-events", expect: SIGNED_IN, req: get("/api/upcoming-events?days=30") },
  {
    route: "GET /api/alerts/expiring-documents",
    expect: SIGNED_IN,
    req: get("/api/alerts/expiring-documents"),
  },
  { route: "GET /api/alerts/summary", expect: SIGNED_IN, req: get("/api/alerts/summary") },

  // documents and files: crew on their own only
  {
    route: "GET /api/documents",
    expect: SIGNED_IN,
    req: (f, t) => ({ method: "GET", url: `/api/documents?crewMemberId=${f.memberOf(t)}` }),
  },
  { route: "GET /api/documents/stats", expect: SIGNED_IN, req: get("/api/documents/stats") },
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

  // crew: their own record through the crew routes, nothing of anyone else's
  {
    route: "GET /api/crew",
    expect: SIGNED_IN,
    req: (_f, t) => ({ method: "GET", url: t.member === "own" ? "/api/crew" : "/api/crew?q=Otherton" }),
  },
  {
    route: "GET /api/crew/:id",
    expect: OWN_ONLY,
    req: (f, t) => ({ method: "GET", url: `/api/crew/${f.memberOf(t)}` }),
  },
  { route: "GET /api/crew/stats", expect: OFFICE, req: get("/api/crew/stats") },
  { route: "GET /api/crew/facets", expect: OFFICE, req: get("/api/crew/facets") },
  {
    route: "POST /api/crew",
    expect: [401, 403, 403, 201, 201],
    req: () => ({ method: "POST", url: "/api/crew", payload: person }),
  },
  {
    route: "PUT /api/crew/:id",
    expect: OFFICE,
    req: async (f, t) => ({
      method: "PUT",
      url: `/api/crew/${t.member === "own" ? f.own.memberId : await f.newMember()}`,
      payload: { rank: "Bosun" },
    }),
  },
  {
    route: "DELETE /api/crew/:id",
    expect: ADMIN,
    req: async (f, t) => ({
      method: "DELETE",
      url: `/api/crew/${t.member === "own" ? f.own.memberId : await f.newMember()}`,
    }),
  },
  {
    route: "POST /api/crew/contact",
    expect: [401, 403, 403, 202, 202], // queued: the test app has no mail server
    req: (f, t) => ({
      method: "POST",
      url: "/api/crew/contact",
      payload: { crewMemberId: f.memberOf(t), subject: "Matrix", message: "Hello" },
    }),
  },

  // contracts
  { route: "GET /api/contracts", expect: OFFICE, req: get("/api/contracts") },
  {
    route: "POST /api/contracts",
    expect: [401, 403, 403, 201, 201],
    req: async (f) => ({
      method: "POST",
      url: "/api/contracts",
      payload: { crewMemberId: await f.newMember(), startDate: "2026-01-01", endDate: "2026-06-30" },
    }),
  },
  {
    route: "PUT /api/contracts/:id",
    expect: OFFICE,
    req: async (f, t) => ({
      method: "PUT",
      url: `/api/contracts/${await f.newContract(t)}`,
      payload: { endDate: "2027-12-31" },
    }),
  },

  // rotations (office; the service narrows a crew caller too, should the table ever let them in)
  { route: "GET /api/rotations", expect: OFFICE, req: get("/api/rotations") },
  { route: "GET /api/rotations.ics", expect: OFFICE, req: get("/api/rotations.ics") },
  { route: "GET /api/rotations/month", expect: OFFICE, req: get("/api/rotations/month?month=2026-12") },
  { route: "GET /api/rotations/day", expect: OFFICE, req: get("/api/rotations/day?date=2026-12-01") },
  {
    route: "GET /api/rotations/:id",
    expect: OFFICE,
    req: (f, t) => ({ method: "GET", url: `/api/rotations/${f.recordsOf(t).rotationId}` }),
  },
  {
    route: "POST /api/rotations",
    expect: [401, 403, 403, 201, 201],
    req: async (f) => ({
      method: "POST",
      url: "/api/rotations",
      payload: {
        crewMemberId: await f.newMember(),
        vesselId: f.vesselId,
        joinDate: "2027-02-01",
        rotationType: "join",
        // a new member holds no certificates: the join is saved over the eligibility check's blockers
        override: { reason: "Matrix: certificates follow" },
      },
    }),
  },
  {
    route: "PATCH /api/rotations/:id",
    expect: OFFICE,
    req: async (f, t) => ({
      method: "PATCH",
      url: `/api/rotations/${await f.newRotation(t)}`,
      payload: { notes: "Edited" },
    }),
  },
  {
    route: "DELETE /api/rotations/:id",
    expect: OFFICE,
    req: async (f, t) => ({ method: "DELETE", url: `/api/rotations/${await f.newRotation(t)}` }),
  },

  // vessels: office reads, admin writes
  { route: "GET /api/vessels", expect: OFFICE, req: get("/api/vessels") },
  { route: "GET /api/vessels/:id", expect: OFFICE, req: (f) => get(`/api/vessels/${f.vesselId}`)() },
  {
    route: "GET /api/compliance/matrix",
    expect: OFFICE,
    req: (f) => get(`/api/compliance/matrix?vesselId=${f.vesselId}`)(),
  },
  {
    route: "GET /api/vessels/:id/contract-stats",
    expect: OFFICE,
    req: (f) => get(`/api/vessels/${f.vesselId}/contract-stats`)(),
  },
  {
    route: "GET /api/vessels/:id/contracts",
    expect: OFFICE,
    req: (f) => get(`/api/vessels/${f.vesselId}/contracts`)(),
  },
  {
    route: "POST /api/vessels",
    expect: [401, 403, 403, 403, 201],
    req: (f) => ({
      method: "POST",
      url: "/api/vessels",
      payload: { name: `MV New ${f.uniq()}`, type: "Tanker", flag: "Malta" },
    }),
    check: (res) => {
      if (res.statusCode === 201) expect(res.json().name).toMatch(/^MV New/);
    },
  },
  {
    route: "PUT /api/vessels/:id",
    expect: ADMIN,
    req: async (f) => ({
      method: "PUT",
      url: `/api/vessels/${await f.newVessel()}`,
      payload: { crewCapacity: 12 },
    }),
  },
  {
    route: "DELETE /api/vessels/:id",
    expect: ADMIN,
    req: async (f) => ({ method: "DELETE", url: `/api/vessels/${await f.newVessel()}` }),
  },

  // dashboard, reports, system
  { route: "GET /api/dashboard/stats", expect: OFFICE, req: get("/api/dashboard/stats") },
  { route: "GET /api/system/stats", expect: OFFICE, req: get("/api/system/stats") },
  { route: "GET /api/system/info", expect: OFFICE, req: get("/api/system/info") },
  { route: "GET /api/system/activity-report", expect: OFFICE, req: get("/api/system/activity-report") },
  { route: "GET /api/system/projections", expect: ADMIN, req: get("/api/system/projections") },
  {
    route: "POST /api/system/projections/repair",
    expect: ADMIN,
    req: () => ({ method: "POST", url: "/api/system/projections/repair" }),
  },
  {
    route: "POST /api/activity/export-log",
    expect: SIGNED_IN,
    req: () => ({
      method: "POST",
      url: "/api/activity/export-log",
      payload: { report: "Crew list", fileName: "crew.csv", records: 3 },
    }),
  },
  { route: "GET /api/reports/:type", expect: ADMIN, req: get("/api/reports/compliance") },
  {
    route: "POST /api/ocr/extract-crew-data",
    expect: OFFICE,
    req: () => ({
      method: "POST",
      url: "/api/ocr/extract-crew-data",
      payload: { image: blankScan, filename: "blank.png" },
    }),
  },

  // e-mail settings and outbox
  { route: "GET /api/email-settings", expect: OFFICE, req: get("/api/email-settings") },
  {
    route: "PUT /api/email-settings",
    expect: OFFICE,
    req: () => ({
      method: "PUT",
      url: "/api/email-settings",
      payload: { enabled: false, reminderDays: [30, 7], recipients: ["admin"], emailTemplate: "" },
    }),
  },
  { route: "GET /api/email/outbox", expect: OFFICE, req: get("/api/email/outbox") },
  {
    // no SMTP_URL here: the message waits in the outbox and the answer says so (email-settings.test sends)
    route: "POST /api/email/send-test",
    expect: [401, 403, 403, 202, 202], // queued: the test app has no mail server
    req: () => ({ method: "POST", url: "/api/email/send-test" }),
  },
  {
    // a message whose delivery outcome is unknown, made for each call
    route: "POST /api/email/outbox/:id/resend",
    expect: ADMIN,
    req: async (f) => {
      const [row] = await f.ctx.db
        .insert(emailOutbox)
        .values({ kind: "test", toAddress: "x@example.com", subject: "S", bodyText: "B", status: "unknown" })
        .returning({ id: emailOutbox.id });
      return { method: "POST", url: `/api/email/outbox/${row.id}/resend` };
    },
  },
  {
    route: "POST /api/email/run-reminders",
    expect: ADMIN,
    req: () => ({ method: "POST", url: "/api/email/run-reminders" }),
  },

  // user management and security (admin)
  { route: "GET /api/users", expect: ADMIN, req: get("/api/users") },
  { route: "GET /api/users/linkable-crew", expect: ADMIN, req: get("/api/users/linkable-crew") },
  {
    route: "POST /api/users",
    expect: [401, 403, 403, 403, 201],
    req: (f) => {
      const username = `nina.${f.uniq()}`;
      return {
        method: "POST",
        url: "/api/users",
        payload: {
          username,
          name: "Nina Ops",
          email: `${username}@example.com`,
          role: "office_staff",
          password: "harbour-lights-42",
        },
      };
    },
  },
  {
    route: "PATCH /api/users/:id/status",
    expect: ADMIN,
    req: async (f) => ({
      method: "PATCH",
      url: `/api/users/${await f.newUser()}/status`,
      payload: { disabled: true },
    }),
  },
  {
    route: "POST /api/users/:id/reset-password",
    expect: ADMIN,
    req: async (f) => ({ method: "POST", url: `/api/users/${await f.newUser()}/reset-password` }),
  },
  { route: "GET /api/security/sessions", expect: ADMIN, req: get("/api/security/sessions") },
  { route: "GET /api/security/failed-logins", expect: ADMIN, req: get("/api/security/failed-logins") },
  {
    route: "DELETE /api/security/sessions/:id",
    expect: ADMIN,
    req: async (f) => ({ method: "DELETE", url: `/api/security/sessions/${await f.newSessionId()}` }),
  },

  // search from anywhere: a crew caller finds their own records only, never the other member
  {
    route: "GET /api/search",
    expect: SIGNED_IN,
    req: get("/api/search?q=Otherton"),
    check: (res, f, t) => {
      if (res.statusCode !== 200) return;
      const ids = res.json().results.map((r: { id: string }) => r.id);
      if (t.role === "crew") expect(ids).toEqual([]);
      else expect(ids).toContain(f.other.memberId);
    },
  },

  // bulk changes to seafarers: fresh members, so no later row sees the change
  {
    route: "POST /api/crew/bulk-update",
    expect: OFFICE,
    req: async (f) => ({
      method: "POST",
      url: "/api/crew/bulk-update",
      payload: { ids: [(await createCrewMember(f.ctx.db)).id], set: { rank: "Cook" } },
    }),
    check: (res) => {
      if (res.statusCode === 200) expect(res.json().summary).toEqual({ ok: 1, refused: 0 });
    },
  },
  {
    route: "POST /api/crew/contact-expiring",
    expect: OFFICE,
    req: async (f) => {
      // a day of its own, years ahead, that only this request's fresh seafarer has a document expiring on
      const day = addDays(f.today, 3000 + Number(f.uniq().slice(-4)));
      const m = await createCrewMember(f.ctx.db, { email: `bulk${f.uniq()}@ship.test` });
      await createDocument(f.ctx.db, { crewMemberId: m.id, expiryDate: day });
      return {
        method: "POST",
        url: "/api/crew/contact-expiring",
        payload: { from: day, to: day, subject: "Renewal", message: "Please renew." },
      };
    },
    check: (res) => {
      if (res.statusCode === 200) expect(res.json().summary).toEqual({ ok: 1, refused: 0 });
    },
  },

  // hours of rest
  ...REST_HOURS_MATRIX,
  ...CERTIFICATES_MATRIX,
  ...MANNING_MATRIX,
  ...IMPORTS_MATRIX,
  ...PORT_PAPERWORK_MATRIX,
  ...SUBMISSIONS_MATRIX,
  ...WAGES_MATRIX,
];
