// The permission-matrix rows of wages (spread into permission-matrix.table.ts): the office reads wage
// scales, an admin writes them; a seafarer reads their own account and payslips (another's: 404); the
// master aboard reads and adds cash advances for their own vessel (the fixtures' crew users are not masters).
import type { MatrixFixtures } from "../auth/permission-matrix.fixtures";
import type { MatrixRow } from "../auth/permission-matrix.table";

const OFFICE = [401, 403, 403, 200, 200] as const;
const ADMIN = [401, 403, 403, 403, 200] as const;
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
];
