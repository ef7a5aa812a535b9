// The permission-matrix rows of user management and security, search, and bulk changes to seafarers
// (spread into table.ts).
import { expect } from "vitest";
import { addDays } from "../../../shared/dates";
import { createCrewMember, createDocument } from "../factories";
import { ADMIN, get, gets, type MatrixRow, OFFICE, SIGNED_IN } from "./row";

export const ADMIN_MATRIX: MatrixRow[] = [
  // user management and security (admin)
  ...gets(ADMIN, "/api/users", "/api/users/linkable-crew"),
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
  ...gets(ADMIN, "/api/security/sessions", "/api/security/failed-logins"),
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
];
