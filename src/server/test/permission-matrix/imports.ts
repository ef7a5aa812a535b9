// The permission-matrix rows of the imports (spread into table.ts): office and admin
// import (a crew list here: each call a new seafarer, so each writes its entries) and get the templates.
import { expect } from "vitest";
import { importRequest, xlsxOf } from "../sheets";
import { type MatrixRow, OFFICE } from "./row";

let seq = 0;

export const IMPORTS_MATRIX: MatrixRow[] = [
  {
    route: "POST /api/imports",
    expect: OFFICE,
    req: async () =>
      importRequest(
        "kind=crew&dryRun=false",
        await xlsxOf([
          ["First name", "Last name", "Date of birth", "Nationality", "Rank"],
          [`Matrix${process.pid}x${++seq}`, "Import", "1990-01-01", "Filipino", "Cook"],
        ]),
      ),
    check: (res) => {
      if (res.statusCode === 200)
        expect(res.json().summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
    },
  },
  {
    route: "GET /api/imports/templates/:kind.xlsx",
    expect: OFFICE,
    req: () => ({ method: "GET", url: "/api/imports/templates/crew.xlsx" }),
  },
];
