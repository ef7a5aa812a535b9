// A seafarer in two places at once: the tours' exclusion constraints (tours_no_overlap_elsewhere, _here;
// drizzle migrations "tour_states" and "tour_span_sign_on_day") refuse, at commit, two tours of one
// seafarer that are not cancelled and overlap, planned or not, on any vessel. Whatever wrote them (a
// rotation, an assignment, a crew change planned or moved, a restore), the refusal is answered here as 409
// naming the seafarer, the vessels and the dates; writeTx (app-today.ts) asks every failed service
// transaction, the error handler answers the rest.
import { inArray } from "drizzle-orm";
import { formatDisplayDate } from "../../shared/dates";
import { type AppError, conflict } from "../lib/app-error";
import type { DbOrTx } from "./client";
import { readAll } from "./rows";
import { crewMembers, vessels } from "./schema-fleet";

export const TOUR_CLASH_MESSAGE =
  "A seafarer can't be on two tours at once: these dates overlap another tour";

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

/** The PostgreSQL exclusion violation of the tours (wrapped or not), else undefined. */
export function tourExclusionOf(err: unknown): PgError | undefined {
  for (let e = err as PgError | undefined, i = 0; e && i < 5; e = e.cause as PgError | undefined, i++) {
    if (e.code === "23P01" && (!e.constraint || e.constraint.startsWith("tours_no_overlap"))) return e;
  }
  return undefined;
}

interface Side {
  crewMemberId: string;
  vesselId: string;
  from: string | null;
  to: string | null;
}

/** The two tours of the constraint's detail: "Key (...)=(member, vessel, [from,to)) conflicts with existing
 * key (...)=(member, vessel, [from,to))". */
export function clashSides(detail: string | undefined): Side[] {
  const re = /=\(([0-9a-f-]{36}), ([0-9a-f-]{36}), (?:empty|[[(]([0-9-]*),([0-9-]*)[\])])\)/g;
  return [...(detail ?? "").matchAll(re)].map((m) => ({
    crewMemberId: m[1],
    vesselId: m[2],
    from: m[3] || null,
    to: m[4] || null,
  }));
}

const span = (s: Side) =>
  `${s.from ? `from ${formatDisplayDate(s.from)}` : "since before the records start"}${
    s.to ? ` to ${formatDisplayDate(s.to)}` : " with no sign-off planned"
  }`;

/** The 409 for a tours exclusion violation, naming the clash (names read with `db`, outside the failed
 * transaction); undefined for any other error. */
export async function tourClashError(db: DbOrTx, err: unknown): Promise<AppError | undefined> {
  const pg = tourExclusionOf(err);
  if (!pg) return undefined;
  const [tried, existing] = clashSides(pg.detail);
  if (!tried || !existing) return conflict(TOUR_CLASH_MESSAGE);
  const [people, ships] = await readAll(
    db,
    () =>
      db
        .select({ first: crewMembers.firstName, last: crewMembers.lastName })
        .from(crewMembers)
        .where(inArray(crewMembers.id, [tried.crewMemberId])),
    () =>
      db
        .select({ id: vessels.id, name: vessels.name })
        .from(vessels)
        .where(inArray(vessels.id, [tried.vesselId, existing.vesselId])),
  ).catch(() => [[], []] as const);
  const who = people[0] ? `${people[0].first} ${people[0].last}` : "This seafarer";
  const ship = (id: string) => ships.find((v) => v.id === id)?.name ?? "another vessel";
  const err409 = conflict(
    `${who} is already on ${ship(existing.vesselId)} ${span(existing)}: a tour on ${ship(tried.vesselId)} ${span(tried)} would overlap it`,
  );
  err409.issues = [
    {
      path: ["tourClash", existing.crewMemberId],
      message: `${ship(existing.vesselId)} ${span(existing)}`,
    },
  ];
  return err409;
}
