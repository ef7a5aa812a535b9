// The compliance matrix's request and response schemas (the rules and labels are in compliance.ts, which
// the browser imports without zod).
import { z } from "zod";
import { COMPLIANCE_CELL_STATUSES, COMPLIANCE_PLACEMENTS } from "./compliance";
import { ZIsoDate } from "./iso-date";

export const ZComplianceMatrixQuery = z.object({ vesselId: z.string().uuid() });
export type TComplianceMatrixQuery = z.infer<typeof ZComplianceMatrixQuery>;

export const ZComplianceCell = z.object({
  code: z.string(),
  status: z.enum(COMPLIANCE_CELL_STATUSES),
  expiryDate: ZIsoDate.nullable().optional(),
});
export type TComplianceCell = z.infer<typeof ZComplianceCell>;

export const ZComplianceRow = z.object({
  crewMemberId: z.string().uuid(),
  name: z.string(),
  rank: z.string(),
  placement: z.enum(COMPLIANCE_PLACEMENTS),
  /** The planned join date (planned rows), else null. */
  joinDate: ZIsoDate.nullable(),
  /** Aboard by a planned join whose day has come but is not done: "sign-on not confirmed". */
  signOnNotConfirmed: z.boolean(),
  /** No required document missing or expired. */
  compliant: z.boolean(),
  cells: z.array(ZComplianceCell),
});
export type TComplianceRow = z.infer<typeof ZComplianceRow>;

const ZGroupSummary = z.object({
  total: z.number().int(),
  compliant: z.number().int(),
  /** Whole percent compliant, or null when the group is empty. */
  percent: z.number().int().nullable(),
});

export const ZComplianceMatrix = z.object({
  vessel: z.object({ id: z.string().uuid(), name: z.string(), type: z.string(), flag: z.string() }),
  columns: z.array(z.object({ code: z.string(), name: z.string() })),
  rows: z.array(ZComplianceRow),
  summary: z.object({ aboard: ZGroupSummary, planned: ZGroupSummary }),
});
export type TComplianceMatrix = z.infer<typeof ZComplianceMatrix>;
