// Reports & Analytics (spec §2 "Reports & Analytics"; DESIGN §5: the range really filters the data).
import { z } from "zod";
import { ZTrend } from "./dashboard";
import { labelledValues } from "./labelled";
import { type AlertSeverity, SEVERITY_LEVELS } from "./severity";

export const REPORT_TYPE_LABELS = {
  overview: "Overview",
  compliance: "Compliance",
  "crew-analysis": "Crew Analysis",
  "vessel-utilization": "Vessel Utilization",
};
export const REPORT_TYPES = labelledValues(REPORT_TYPE_LABELS);
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_RANGES = [7, 30, 90, 365] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const DEFAULT_REPORT_RANGE: ReportRange = 30;
export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  7: "7 Days",
  30: "30 Days",
  90: "90 Days",
  365: "1 Year",
};
/** The compliance table lists at most this many rows (the soonest first); the total is always given. */
export const COMPLIANCE_ROW_LIMIT = 500;

export const ZReportParams = z.object({ type: z.enum(REPORT_TYPES) });
export const ZReportQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (REPORT_RANGES as readonly number[]).includes(d), "days must be one of 7, 30, 90, 365")
    .default(DEFAULT_REPORT_RANGE),
});

const base = { days: z.number().int(), from: z.string(), to: z.string() };

const ZSeverityCounts = z.object(
  Object.fromEntries(SEVERITY_LEVELS.map((s) => [s, z.number().int()])) as Record<AlertSeverity, z.ZodNumber>,
);

export const ZOverviewReport = z.object({
  type: z.literal("overview"),
  ...base,
  activeCrew: ZTrend,
  activeVessels: ZTrend,
  pendingActions: ZTrend,
  complianceRate: z.number().nullable(),
  /** Documents expired or expiring within the range, by severity. */
  documentCompliance: ZSeverityCounts,
  crewStatus: z.array(z.object({ status: z.string(), count: z.number().int(), percent: z.number() })),
  /** Audit-log entries written within the range. */
  activityInRange: z.number().int(),
});

export const ZComplianceRow = z.object({
  documentId: z.string(),
  crewMemberId: z.string(),
  crewName: z.string(),
  type: z.string(),
  expiryDate: z.string(),
  daysRemaining: z.number().int(),
  severity: z.enum(SEVERITY_LEVELS),
});
export type ComplianceRow = z.infer<typeof ZComplianceRow>;

export const ZComplianceReport = z.object({
  type: z.literal("compliance"),
  ...base,
  counts: ZSeverityCounts,
  total: z.number().int(),
  rows: z.array(ZComplianceRow),
  /** Documents expiring per week of the range (week 1 starts today). */
  weekly: z.array(z.object({ week: z.number().int(), start: z.string(), count: z.number().int() })),
});

const ZBreakdown = z.array(z.object({ label: z.string(), count: z.number().int() }));
const ZContractCounts = z.object({
  total: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  terminated: z.number().int(),
});
export const ZCrewAnalysisReport = z.object({
  type: z.literal("crew-analysis"),
  ...base,
  crew: z.object({
    total: z.number().int(),
    active: z.number().int(),
    onLeave: z.number().int(),
    inactive: z.number().int(),
    addedInRange: z.number().int(),
  }),
  contracts: ZContractCounts,
  contractsStartedInRange: ZContractCounts,
  nationalities: ZBreakdown,
  ranks: ZBreakdown,
});

export const ZUtilizationRow = z.object({
  vesselId: z.string(),
  name: z.string(),
  crewAssigned: z.number().int(),
  capacity: z.number().int(),
  utilization: z.number().int(),
  status: z.string(),
  contractsInRange: z.number().int(),
});
export type UtilizationRow = z.infer<typeof ZUtilizationRow>;
export const ZVesselUtilizationReport = z.object({
  type: z.literal("vessel-utilization"),
  ...base,
  rows: z.array(ZUtilizationRow),
  averageUtilization: z.number().nullable(),
});

export const ZReport = z.discriminatedUnion("type", [
  ZOverviewReport,
  ZComplianceReport,
  ZCrewAnalysisReport,
  ZVesselUtilizationReport,
]);
export type Report = z.infer<typeof ZReport>;
export type OverviewReport = z.infer<typeof ZOverviewReport>;
export type ComplianceReport = z.infer<typeof ZComplianceReport>;
export type CrewAnalysisReport = z.infer<typeof ZCrewAnalysisReport>;
export type VesselUtilizationReport = z.infer<typeof ZVesselUtilizationReport>;
