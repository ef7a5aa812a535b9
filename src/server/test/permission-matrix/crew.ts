// The permission-matrix rows of crew records, contracts and rotations (spread into table.ts).
import { ADMIN, creates, gets, type MatrixRow, OFFICE, OWN_ONLY, SIGNED_IN } from "./row";

const person = {
  firstName: "Mat",
  lastName: "Rix",
  nationality: "Filipino",
  dateOfBirth: "1990-02-03",
  rank: "Cook",
};

export const CREW_MATRIX: MatrixRow[] = [
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
  ...gets(OFFICE, "/api/crew/stats", "/api/crew/facets"),
  creates("/api/crew", () => person),
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
  ...gets(OFFICE, "/api/contracts"),
  creates("/api/contracts", async (f) => ({
    crewMemberId: await f.newMember(),
    startDate: "2026-01-01",
    endDate: "2026-06-30",
  })),
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
  ...gets(
    OFFICE,
    "/api/rotations",
    "/api/rotations.ics",
    "/api/rotations/month?month=2026-12",
    "/api/rotations/day?date=2026-12-01",
  ),
  {
    route: "GET /api/rotations/:id",
    expect: OFFICE,
    req: (f, t) => ({ method: "GET", url: `/api/rotations/${f.recordsOf(t).rotationId}` }),
  },
  creates("/api/rotations", async (f) => ({
    crewMemberId: await f.newMember(),
    vesselId: f.vesselId,
    joinDate: "2027-02-01",
    rotationType: "join",
    // a new member holds no certificates: the join is saved over the eligibility check's blockers
    override: { reason: "Matrix: certificates follow" },
  })),
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
];
