// The permission-matrix rows of the certificates routes (spread into table.ts).
import { ADMIN, type MatrixRow, OFFICE, OWN_ONLY, SIGNED_IN } from "./row";

let typeSeq = 0;

export const CERTIFICATES_MATRIX: MatrixRow[] = [
  {
    // a crew caller: their own missing certificates only (the "other" column asks the same)
    route: "GET /api/alerts/missing-certificates",
    expect: SIGNED_IN,
    req: () => ({ method: "GET", url: "/api/alerts/missing-certificates" }),
  },
  {
    route: "GET /api/certificate-types",
    expect: SIGNED_IN,
    req: () => ({ method: "GET", url: "/api/certificate-types" }),
  },
  {
    route: "POST /api/certificate-types",
    expect: [401, 403, 403, 403, 201],
    req: () => {
      typeSeq++;
      return {
        method: "POST",
        url: "/api/certificate-types",
        payload: { code: `matrix_${typeSeq}`, name: `Matrix Course ${typeSeq}`, category: "other" },
      };
    },
  },
  {
    route: "GET /api/requirements",
    expect: OFFICE,
    req: () => ({ method: "GET", url: "/api/requirements?rank=Cook&vesselType=Tanker" }),
  },
  {
    route: "PUT /api/requirements",
    expect: ADMIN,
    req: () => ({
      method: "PUT",
      url: "/api/requirements",
      payload: { rank: "Wiper", vesselType: "Tugboat", requirements: [{ certificateType: "bst" }] },
    }),
  },
  {
    route: "GET /api/compliance-policy",
    expect: OFFICE,
    req: () => ({ method: "GET", url: "/api/compliance-policy" }),
  },
  {
    route: "PUT /api/compliance-policy",
    expect: ADMIN,
    req: () => ({
      method: "PUT",
      url: "/api/compliance-policy",
      payload: {
        maxTourMonths: 11,
        monthsBeyondSignOff: { passport: 6 },
        midTourExpiry: { passport: "block" },
        midTourExpiryDefault: "warn",
      },
    }),
  },
  {
    route: "GET /api/nationality-rules",
    expect: OFFICE,
    req: () => ({ method: "GET", url: "/api/nationality-rules?flag=Panama" }),
  },
  {
    route: "PUT /api/nationality-rules",
    expect: ADMIN,
    req: () => ({
      method: "PUT",
      url: "/api/nationality-rules",
      payload: {
        flag: "Panama",
        rules: [{ rank: "Captain", nationalities: ["Panamanian"], action: "warn" }],
      },
    }),
  },
  {
    route: "GET /api/crew/:id/eligibility",
    expect: OWN_ONLY,
    req: (f, t) => ({
      method: "GET",
      url: `/api/crew/${f.memberOf(t)}/eligibility?vesselId=${f.vesselId}&rank=Cook&from=${f.today}&to=${f.today}`,
    }),
  },
];
