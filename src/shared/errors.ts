import { z } from "zod";
// Error codes shared by server and client, with their HTTP status (DESIGN §4).
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  MISDIRECTED: 421,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A blocker or warning of the eligibility check (src/shared/eligibility.ts ZEligibilityIssue). */
export interface ApiEligibilityIssue {
  code: string;
  message: string;
  certificateType?: string;
  date?: string;
}

export interface ApiErrorBody {
  message: string;
  code?: ErrorCode | string;
  issues?: { path: (string | number)[]; message: string }[];
  /** A 409 from a join rotation or an assignment the eligibility check refuses (send `override`). */
  blockers?: ApiEligibilityIssue[];
  warnings?: ApiEligibilityIssue[];
  /** A 409 from an offline write made on an older version: the server's version now. */
  current?: Record<string, unknown> | null;
  /** A 409 on a day of a signed month: a change needs a reason (a correction). */
  monthSigned?: boolean;
  /** A 409 on signing a month that is signed already: what the seafarer wanted holds. */
  alreadySigned?: boolean;
}

const ZApiEligibilityIssue = z.object({
  code: z.string(),
  message: z.string(),
  certificateType: z.string().optional(),
  date: z.string().optional(),
});

export const ZApiError = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
  blockers: z.array(ZApiEligibilityIssue).optional(),
  warnings: z.array(ZApiEligibilityIssue).optional(),
  current: z.record(z.string(), z.unknown()).nullable().optional(),
  monthSigned: z.boolean().optional(),
  alreadySigned: z.boolean().optional(),
});
