// The permission-matrix rows of vessels, the dashboard, reports, the system and e-mail (spread into
// table.ts).
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { emailOutbox } from "../../db/schema";
import { ADMIN, get, gets, type MatrixRow, OFFICE, SIGNED_IN } from "./row";

const blankScan = readFileSync(new URL("../../../../tests/fixtures/ocr/blank.png", import.meta.url)).toString(
  "base64",
);

export const OFFICE_MATRIX: MatrixRow[] = [
  // vessels: office reads, admin writes
  ...gets(OFFICE, "/api/vessels"),
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
  ...gets(
    OFFICE,
    "/api/dashboard/stats",
    "/api/system/stats",
    "/api/system/info",
    "/api/system/activity-report",
  ),
  ...gets(ADMIN, "/api/system/projections"),
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
  ...gets(OFFICE, "/api/email-settings"),
  {
    route: "PUT /api/email-settings",
    expect: OFFICE,
    req: () => ({
      method: "PUT",
      url: "/api/email-settings",
      payload: { enabled: false, reminderDays: [30, 7], recipients: ["admin"], emailTemplate: "" },
    }),
  },
  ...gets(OFFICE, "/api/email/outbox"),
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
];
