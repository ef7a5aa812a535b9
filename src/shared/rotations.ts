// Rotation request/response schemas (spec §3 Rotation, §5 rotation form, §7), shared by the API and the
// schedule/edit forms.
import { z } from "zod";
import { DAY_MARKS, MAX_BARS_PER_DAY } from "./calendar";
import { ZOverride } from "./eligibility";
import { ZIsoDate, ZMonth } from "./iso-date";
import { ROTATION_STATUSES, ROTATION_TYPES } from "./options";
import { ZPageQuery } from "./pagination";

/** Written beside their lists in options.ts (the labels are the lists); the rotation screens read them here. */
export { ROTATION_STATUS_LABELS, ROTATION_TYPE_LABELS } from "./options";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const LEAVE_BEFORE_JOIN_MESSAGE = "Leave date cannot be before the join date";

const ZNotes = z.string().trim().max(2000).nullish();

export const ZRotationCreateRequest = z
  .object({
    crewMemberId: z.uuid(),
    vesselId: z.uuid(),
    joinDate: ZIsoDate,
    leaveDate: ZIsoDate.nullish(),
    rotationType: z.enum(ROTATION_TYPES),
    status: z.enum(ROTATION_STATUSES).default("scheduled"),
    notes: ZNotes,
    /** Save a join the eligibility check blocks; the reason goes into the activity log. */
    override: ZOverride.optional(),
  })
  .refine((r) => !r.leaveDate || r.leaveDate >= r.joinDate, {
    message: LEAVE_BEFORE_JOIN_MESSAGE,
    path: ["leaveDate"],
  });
export type TRotationCreateRequest = z.input<typeof ZRotationCreateRequest>;

export const ZRotationUpdateRequest = z.object({
  crewMemberId: z.uuid().optional(),
  vesselId: z.uuid().optional(),
  joinDate: ZIsoDate.optional(),
  leaveDate: ZIsoDate.nullish(),
  rotationType: z.enum(ROTATION_TYPES).optional(),
  status: z.enum(ROTATION_STATUSES).optional(),
  notes: ZNotes,
  override: ZOverride.optional(),
});
export type TRotationUpdateRequest = z.input<typeof ZRotationUpdateRequest>;

export const ZRotationListQuery = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(500).default(500),
  /** Rotations whose stay [joinDate, leaveDate ?? joinDate] touches [from, to]. */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  vesselId: z.uuid().optional(),
  crewMemberId: z.uuid().optional(),
  status: z.enum(ROTATION_STATUSES).optional(),
  /** The crew member's rank (the stored value, exactly): the calendar's and timeline's rank filter. */
  rank: z.string().trim().min(1).max(100).optional(),
});
export type TRotationListQuery = z.input<typeof ZRotationListQuery>;

export const ZRotation = z.object({
  id: z.string(),
  crewMemberId: z.string(),
  vesselId: z.string(),
  joinDate: z.string(),
  leaveDate: z.string().nullable(),
  rotationType: z.enum(ROTATION_TYPES),
  status: z.enum(ROTATION_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  crewMember: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), rank: z.string() }),
  vessel: z.object({ id: z.string(), name: z.string() }),
});
export type TRotation = z.infer<typeof ZRotation>;

/** The calendar's filters, applied on the server: the vessel and the crew member's rank (stored value). */
const ZRotationViewFilters = z.object({
  vesselId: z.uuid().optional(),
  rank: z.string().trim().min(1).max(100).optional(),
});

/** GET /api/rotations/month: the calendar's month grid (Sunday-first weeks, neighbouring days included). */
export const ZRotationMonthQuery = ZRotationViewFilters.extend({
  month: ZMonth,
});
export type TRotationMonthQuery = z.input<typeof ZRotationMonthQuery>;

/** GET /api/rotations/day: one day's joins and leaves, paged (the day dialog behind "+N more"). */
export const ZRotationDayQuery = ZPageQuery.extend(ZRotationViewFilters.shape).extend({ date: ZIsoDate });
export type TRotationDayQuery = z.input<typeof ZRotationDayQuery>;

/** A rotation marked on a day: its join day, or its leave day (when it leaves on another day). */
export const ZRotationDayEntry = z.object({ mark: z.enum(DAY_MARKS), rotation: ZRotation });
export type TRotationDayEntry = z.infer<typeof ZRotationDayEntry>;

/** One grid day: how many rotations are marked on it and the first MAX_BARS_PER_DAY of them, joins first
 * (by crew name), then leaves (by join date, crew name): the order of the day's full list. */
// answers, not requests: the grid's neighbouring days may fall just outside the accepted DATE_RANGE
export const ZRotationMonthDay = z.object({
  date: z.string(),
  count: z.number().int().min(0),
  bars: z.array(ZRotationDayEntry).max(MAX_BARS_PER_DAY),
});
export const ZRotationMonth = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(ZRotationMonthDay),
});
export type TRotationMonth = z.infer<typeof ZRotationMonth>;

/** The schedule form: every field a string so empty selects are representable; checked on submit. */
export const ZRotationForm = z
  .object({
    crewMemberId: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
    vesselId: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
    joinDate: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
    leaveDate: z.string(),
    rotationType: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
    notes: z.string(),
  })
  .refine((r) => !r.leaveDate || !r.joinDate || r.leaveDate >= r.joinDate, {
    message: LEAVE_BEFORE_JOIN_MESSAGE,
    path: ["leaveDate"],
  });
export type TRotationForm = z.infer<typeof ZRotationForm>;
