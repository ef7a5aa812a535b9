import type { ComplianceReport, VesselUtilizationReport } from "@shared/reports";
import { describe, expect, it } from "vitest";
import { buildCsv } from "@/lib/csv";
import { reportExportRows, reportFileName, reportTable, reportTitleRow } from "./report-table";

const base = { days: 30, from: "2030-02-13", to: "2030-03-15" };

describe("report tables and their CSV", () => {
  it("names the range in the file name and on the first line", () => {
    expect(reportFileName({ type: "compliance", ...base })).toBe(
      "compliance-report-2030-02-13-to-2030-03-15.csv",
    );
    expect(reportFileName({ type: "crew-analysis", ...base })).toBe(
      "crew-analysis-report-2030-02-13-to-2030-03-15.csv",
    );
    expect(reportTitleRow({ type: "vessel-utilization", ...base })).toEqual([
      "Vessel Utilization report",
      "2030-02-13 to 2030-03-15",
    ]);
  });

  it("compliance rows show labels and ISO dates, and the export leads with the range", () => {
    const report: ComplianceReport = {
      type: "compliance",
      ...base,
      counts: { expired: 1, critical: 0, warning: 0, info: 0, upcoming: 0 },
      total: 1,
      weekly: [],
      rows: [
        {
          documentId: "d",
          crewMemberId: "c",
          crewName: "=Evil, Name",
          type: "medical",
          expiryDate: "2030-03-10",
          daysRemaining: -5,
          severity: "expired",
        },
      ],
    };
    const t = reportTable(report);
    expect(t.rows).toEqual([["=Evil, Name", "Medical Certificate", "2030-03-10", -5, "Expired"]]);
    expect(buildCsv(reportExportRows(report))).toBe(
      "\uFEFFCompliance report,2030-02-13 to 2030-03-15\r\n\r\n" +
        'Crew Member,Type,Expiry,Days Remaining,Severity\r\n"\'=Evil, Name",Medical Certificate,2030-03-10,-5,Expired\r\n',
    );
  });

  it("utilization rows carry the status label", () => {
    const report: VesselUtilizationReport = {
      type: "vessel-utilization",
      ...base,
      averageUtilization: 20,
      rows: [
        {
          vesselId: "v",
          name: "Alpha",
          crewAssigned: 2,
          capacity: 10,
          utilization: 20,
          status: "in-port",
          contractsInRange: 1,
        },
      ],
    };
    expect(reportTable(report).rows).toEqual([["Alpha", 2, 10, 20, "In Port", 1]]);
  });
});
