// The permission-matrix rows of wages (spread into table.ts): the office reads wage
// scales, an admin writes them; a seafarer reads their own account and payslips (another's: 404); the
// master aboard reads and adds cash advances for their own vessel (the fixtures' crew users are not masters).
import type { MatrixFixtures } from "./fixtures";
import { ADMIN, type MatrixRow, OFFICE, OFFICE_CREATES, OWN_ONLY } from "./row";

const ADMIN_CREATES = [401, 403, 403, 403, 201] as const;
const scale = (vesselId: string) => ({
  rank: "Cook",
  vesselId,
  currency: "USD",
  validFrom: "2026-01-01",
  components: [{ code: "basic", label: "Basic wage", kind: "monthly", amount: 150000 }],
});

async function newScale(f: MatrixFixtures): Promise<string> {
  const res = await f.ctx.as("admin", {
    method: "POST",
    url: "/api/wage-scales",
    payload: scale(await f.newVessel()),
  });
  if (res.statusCode !== 201) throw new Error(`fixture wage scale failed: ${res.body}`);
  return res.json().id;
}

export const WAGES_MATRIX: MatrixRow[] = [
  { route: "GET /api/wage-scales", expect: OFFICE, req: () => ({ method: "GET", url: "/api/wage-scales" }) },
  {
    route: "POST /api/wage-scales",
    expect: ADMIN_CREATES,
    req: async (f) => ({ method: "POST", url: "/api/wage-scales", payload: scale(await f.newVessel()) }),
  },
  {
    route: "PUT /api/wage-scales/:id",
    expect: ADMIN,
    req: async (f) => {
      const id = await newScale(f);
      const res = await f.ctx.as("admin", { method: "GET", url: "/api/wage-scales" });
      const vesselId = res.json().find((s: { id: string }) => s.id === id).vesselId;
      return {
        method: "PUT",
        url: `/api/wage-scales/${id}`,
        payload: { ...scale(vesselId), validTo: "2026-12-31" },
      };
    },
  },
  { route: "GET /api/wage-policy", expect: OFFICE, req: () => ({ method: "GET", url: "/api/wage-policy" }) },
  {
    route: "PUT /api/wage-policy",
    expect: ADMIN,
    req: () => ({ method: "PUT", url: "/api/wage-policy", payload: { payFirstDay: true, payLastDay: true } }),
  },
  {
    route: "GET /api/crew/:id/wage-accounts/:month",
    expect: OWN_ONLY,
    req: (f, t) => ({
      method: "GET",
      url: `/api/crew/${f.memberOf(t)}/wage-accounts/${f.today.slice(0, 7)}`,
    }),
  },
  {
    route: "GET /api/crew/:id/wage-accounts/:month/payslip.pdf",
    expect: OWN_ONLY,
    req: (f, t) => ({
      method: "GET",
      url: `/api/crew/${f.memberOf(t)}/wage-accounts/${f.today.slice(0, 7)}/payslip.pdf`,
    }),
  },
  {
    // crew: their own account is read-only (403), another's 404 (not the master aboard); the office enters
    // a line on the other member, aboard this month by the fixtures' assignment
    route: "POST /api/crew/:id/wage-accounts/:month/lines",
    expect: [401, 403, 404, 201, 201],
    req: (f, t) => ({
      method: "POST",
      url: `/api/crew/${f.memberOf(t)}/wage-accounts/${f.today.slice(0, 7)}/lines`,
      payload: { code: "bonus", label: "Bonus", kind: "earning", amount: 1000 },
    }),
  },
  {
    route: "GET /api/crew/:id/allotments",
    expect: OFFICE,
    req: (f, t) => ({ method: "GET", url: `/api/crew/${f.memberOf(t)}/allotments` }),
  },
  {
    route: "POST /api/crew/:id/allotments",
    expect: OFFICE_CREATES,
    req: (f, t) => ({
      method: "POST",
      url: `/api/crew/${f.memberOf(t)}/allotments`,
      payload: { payee: "Matrix Payee", bankDetails: "IBAN XX00 0000", percent: 1 },
    }),
  },
  {
    route: "GET /api/vessels/:id/portage-bills/:month",
    expect: [401, 404, 404, 200, 200], // crew: only the master aboard (the fixtures' crew users are not)
    req: (f) => ({ method: "GET", url: `/api/vessels/${f.vesselId}/portage-bills/${f.today.slice(0, 7)}` }),
  },
  {
    route: "POST /api/vessels/:id/portage-bills/:month/close",
    expect: OFFICE,
    req: async (f) => ({
      method: "POST",
      url: `/api/vessels/${await f.newVessel()}/portage-bills/${f.today.slice(0, 7)}/close`,
    }),
  },
  {
    route: "PUT /api/company-particulars",
    expect: ADMIN,
    req: () => ({
      method: "PUT",
      url: "/api/company-particulars",
      payload: {
        shipownerName: "Matrix Shipowning",
        shipownerAddress: "1 Quay",
        paidLeave: "2.5 days a month",
        noticeDays: 7,
        healthBenefits: "P&I",
        repatriation: "At the shipowner's cost",
      },
    }),
  },
  {
    route: "GET /api/company-particulars", // after the PUT row: set
    expect: OFFICE,
    req: () => ({ method: "GET", url: "/api/company-particulars" }),
  },
  {
    route: "GET /api/contracts/:id/agreement",
    expect: OWN_ONLY,
    req: (f, t) => ({ method: "GET", url: `/api/contracts/${f.recordsOf(t).contractId}/agreement` }),
  },
  {
    route: "GET /api/contracts/:id/agreement.pdf",
    expect: OWN_ONLY,
    req: (f, t) => ({ method: "GET", url: `/api/contracts/${f.recordsOf(t).contractId}/agreement.pdf` }),
  },
  {
    route: "PUT /api/contracts/:id/agreement",
    expect: OFFICE,
    req: (f, t) => ({
      method: "PUT",
      url: `/api/contracts/${f.recordsOf(t).contractId}/agreement`,
      payload: { placeOfAgreement: "Manila" },
    }),
  },
  {
    // crew: their own draft lacks particulars (409), another's 404; the office signs after the seafarer (403)
    route: "POST /api/contracts/:id/agreement/sign",
    expect: [401, 409, 404, 403, 403],
    req: (f, t) => ({ method: "POST", url: `/api/contracts/${f.recordsOf(t).contractId}/agreement/sign` }),
  },
  {
    route: "POST /api/contracts/:id/agreement/versions",
    expect: [401, 403, 403, 409, 409], // a draft is open: nothing to version
    req: async (f, t) => ({
      method: "POST",
      url: `/api/contracts/${await f.newContract(t)}/agreement/versions`,
    }),
  },
];
