// Dashboard and system statistics (spec §3 "Dashboard stats", §7; DESIGN §5: no figure is fake).
import { z } from "zod";

/** A figure now and at an earlier reference date; changePercent is null when the earlier value was 0. */
export const ZTrend = z.object({
  value: z.number(),
  previous: z.number(),
  changePercent: z.number().nullable(),
});
export type Trend = z.infer<typeof ZTrend>;

export const ZSystemStats = z.object({
  activeCrew: z.number().int(),
  activeVessels: z.number().int(),
  totalContracts: z.number().int(),
  pendingActions: z.number().int(),
});

export const ZDashboardStats = ZSystemStats.extend({
  /** Percent (one decimal) of the crew aboard who are compliant (COMPLIANT_DEFINITION,
   * src/shared/required-certificates.ts); null when nobody is aboard. */
  complianceRate: z.number().nullable(),
  compliantCrew: z.number().int(),
  /** The crew aboard the rate is of (the sum of the matrices' "aboard" rows). */
  complianceCrew: z.number().int(),
  totalCrew: z.number().int(),
  maintenanceVessels: z.number().int(),
  inPortVessels: z.number().int(),
  totalVessels: z.number().int(),
  expiringDocuments: z.number().int(),
  expiredDocuments: z.number().int(),
  endingContracts: z.number().int(),
  /** Required certificates missing for crew aboard or joining within MISSING_CERTIFICATE_DAYS. */
  missingCertificates: z.number().int(),
  /** How many crew members those belong to. */
  missingCertificateCrew: z.number().int(),
  /** Manning gaps (vessel × rank × first short day) with a short day within the next 30 days. */
  manningGaps: z.number().int(),
  /** How many vessels those are on. */
  manningGapVessels: z.number().int(),
  /** The date the trends compare against: the first day of the previous month. */
  trendSince: z.string(),
  trends: z.object({
    activeCrew: ZTrend,
    activeVessels: ZTrend,
    pendingActions: ZTrend,
    totalContracts: ZTrend,
  }),
});
export type DashboardStats = z.infer<typeof ZDashboardStats>;

export const ZMyDashboard = z.object({
  crewMember: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      rank: z.string(),
      status: z.string(),
      vesselName: z.string().nullable(),
    })
    .nullable(),
  contract: z
    .object({
      startDate: z.string(),
      endDate: z.string(),
      status: z.string(),
      daysRemaining: z.number().int(),
      state: z.enum(["active", "expiring", "expired", "none"]),
    })
    .nullable(),
  documents: z.object({
    total: z.number().int(),
    valid: z.number().int(),
    expiring: z.number().int(),
    expired: z.number().int(),
  }),
  nextRotation: z
    .object({
      joinDate: z.string(),
      leaveDate: z.string().nullable(),
      rotationType: z.string(),
      vesselName: z.string(),
    })
    .nullable(),
});
export type MyDashboard = z.infer<typeof ZMyDashboard>;

/** Relative change in percent, one decimal; null when there is nothing to compare against. */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

/** Percent with one decimal; null when the whole is 0 (never NaN). */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** First day of the month before the one `today` falls in ("2026-03-15" → "2026-02-01"). */
export function startOfPreviousMonth(today: string): string {
  const [y, m] = today.split("-").map(Number);
  const py = m === 1 ? y - 1 : y;
  const pm = m === 1 ? 12 : m - 1;
  return `${py}-${String(pm).padStart(2, "0")}-01`;
}
