// The permission-matrix rows of safe manning, manning gaps and crew changes (spread into
// table.ts): office reads, admin edits safe manning, office and admin run crew changes.
import type { MatrixFixtures } from "./fixtures";
import { ADMIN, creates, type MatrixRow, OFFICE, OWN_ONLY } from "./row";

/** A fresh crew change today on a fresh vessel: a fresh member signs on (not aboard anywhere). */
async function newCrewChange(f: MatrixFixtures): Promise<string> {
  const res = await f.ctx.as("office_staff", {
    method: "POST",
    url: "/api/crew-changes",
    payload: {
      vesselId: await f.newVessel(),
      port: "Rotterdam",
      date: f.today,
      onSigners: [{ crewMemberId: await f.newMember(), rank: "Cook" }],
      offSigners: [],
    },
  });
  if (res.statusCode !== 201) throw new Error(`fixture crew change failed: ${res.body}`);
  return res.json().id;
}

const onChange = (action: string, payload?: unknown) => async (f: MatrixFixtures) => ({
  method: "POST" as const,
  url: `/api/crew-changes/${await newCrewChange(f)}/${action}`,
  ...(payload ? { payload } : {}),
});

export const MANNING_MATRIX: MatrixRow[] = [
  {
    route: "GET /api/vessels/:id/safe-manning",
    expect: OFFICE,
    req: (f) => ({ method: "GET", url: `/api/vessels/${f.vesselId}/safe-manning` }),
  },
  {
    route: "PUT /api/vessels/:id/safe-manning",
    expect: ADMIN,
    req: async (f) => ({
      method: "PUT",
      url: `/api/vessels/${await f.newVessel()}/safe-manning`,
      payload: { validUntil: "2030-01-31", positions: [{ rank: "Captain", count: 1 }] },
    }),
  },
  {
    route: "GET /api/vessels/:id/relievers",
    expect: OFFICE,
    req: (f) => ({
      method: "GET",
      url: `/api/vessels/${f.vesselId}/relievers?rank=Cook&from=${f.today}&to=${f.today}`,
    }),
  },
  {
    route: "GET /api/manning/gaps",
    expect: OFFICE,
    req: (f) => ({ method: "GET", url: `/api/manning/gaps?from=${f.today}&to=${f.today}` }),
  },
  {
    route: "GET /api/alerts/manning-gaps",
    expect: OFFICE,
    req: () => ({ method: "GET", url: "/api/alerts/manning-gaps" }),
  },
  {
    route: "GET /api/manning/tours",
    expect: OFFICE,
    req: (f) => ({ method: "GET", url: `/api/manning/tours?from=${f.today}&to=${f.today}` }),
  },
  {
    route: "GET /api/crew/:id/tours",
    expect: OWN_ONLY,
    req: (f, t) => ({ method: "GET", url: `/api/crew/${f.memberOf(t)}/tours` }),
  },
  {
    route: "GET /api/manning/board",
    expect: OFFICE,
    req: (f) => ({ method: "GET", url: `/api/manning/board?from=${f.today}&to=${f.today}` }),
  },
  {
    route: "GET /api/crew-changes",
    expect: OFFICE,
    req: () => ({ method: "GET", url: "/api/crew-changes" }),
  },
  {
    route: "GET /api/crew-changes/:id",
    expect: OFFICE,
    req: async (f) => ({ method: "GET", url: `/api/crew-changes/${await newCrewChange(f)}` }),
  },
  creates("/api/crew-changes", async (f) => ({
    vesselId: await f.newVessel(),
    port: "Singapore",
    portLocode: "SGSIN",
    date: f.today,
    onSigners: [{ crewMemberId: await f.newMember(), rank: "Oiler" }],
    offSigners: [],
  })),
  {
    route: "POST /api/crew-changes/check",
    expect: OFFICE,
    quiet: { callers: ["office", "admin"], why: "a check before saving reads only" },
    req: async (f) => ({
      method: "POST",
      url: "/api/crew-changes/check",
      payload: {
        vesselId: await f.newVessel(),
        date: f.today,
        onSigners: [{ crewMemberId: await f.newMember(), rank: "Oiler" }],
        offSigners: [],
      },
    }),
  },
  {
    route: "GET /api/crew/:id/clashes",
    expect: OFFICE,
    req: (f, t) => ({
      method: "GET",
      url: `/api/crew/${f.memberOf(t)}/clashes?vesselId=${f.vesselId}&from=${f.today}`,
    }),
  },
  {
    route: "PATCH /api/crew-changes/:id",
    expect: OFFICE,
    req: async (f) => ({
      method: "PATCH",
      url: `/api/crew-changes/${await newCrewChange(f)}`,
      payload: { port: "Antwerp", portLocode: "BEANR", notes: "Permission matrix" },
    }),
  },
  { route: "POST /api/crew-changes/:id/confirm", expect: OFFICE, req: onChange("confirm") },
  { route: "POST /api/crew-changes/:id/cancel", expect: OFFICE, req: onChange("cancel") },
  {
    // the fresh on-signer holds no certificates: completed with an override reason
    route: "POST /api/crew-changes/:id/complete",
    expect: OFFICE,
    req: onChange("complete", { override: { reason: "Permission matrix" } }),
  },
];
