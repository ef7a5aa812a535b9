import type { ComplianceReport, VesselUtilizationReport } from "@shared/reports";
import { describe, expect, it } from "vitest";
import { buildCsv } from "@/lib/csv";
import { REPORT_FILE_NAMES, reportTable } from "./report-table";

const base = { days: 30, from: "2030-02-13", to: "2030-03-15" };

describe("report tables and their CSV", () => {
  it("uses the spec's file names", () => {
    expect(Object.values(REPORT_FILE_NAMES)).toEqual([
      "overview-report.csv",
      "compliance-report.csv",
      "crew-analysis-report.csv",
      "vessel-utilization-report.csv",
    ]);
  });

  it("compliance rows show labels and display dates", () => {
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
    expect(t.rows).toEqual([["=Evil, Name", "Medical Certificate", "Mar 10, 2030", -5, "Expired"]]);
    expect(buildCsv([t.columns, ...t.rows])).toBe(
      '\uFEFFCrew Member,Type,Expiry,Days Remaining,Severity\r\n"\'=Evil, Name",Medical Certificate,"Mar 10, 2030",-5,Expired\r\n',
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
