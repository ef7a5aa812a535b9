// What each kind of write makes stale, in one map: for every write kind, the query-key prefixes it
// invalidates (useWriteMutation refreshes them once the write settles). Every query key starts with its
// resource's root (QUERY_ROOTS) and each feature builds its keys on that root, so this map names another
// area's queries without importing its api.ts: features never import each other's keys
// (scripts/check-imports.mjs, in `npm run lint`).
import type { QueryKey } from "@tanstack/react-query";
import type { WriteInvalidates } from "./write-mutation";

/** The first element of every query key of each resource a write map names (its keys are built on it). */
export const QUERY_ROOTS = {
  activity: ["activity"],
  alerts: ["alerts"],
  certificates: ["certificates"],
  compliance: ["compliance"],
  crew: ["crew"],
  dashboard: ["dashboard"],
  documents: ["documents"],
  documentSubmissions: ["document-submissions"],
  events: ["upcoming-events"],
  manning: ["manning"],
  restHours: ["rest-hours"],
  rotations: ["rotations"],
  security: ["security"],
  system: ["system"],
  users: ["users"],
  vessels: ["vessels"],
  wages: ["wages"],
} as const;

const R = QUERY_ROOTS;

/** The parts of a resource that writes elsewhere make stale without the rest (its keys use them too). */
export const QUERY_PARTS = {
  /** Missing required certificates: stale after a document, crew, rotation, vessel or requirement write. */
  missingCertificates: [...R.alerts, "missing"],
  /** Manning gaps ahead: stale after a rotation, crew-change, sign-off or safe-manning write. */
  manningGaps: [...R.alerts, "manning-gaps"],
  dashboardStats: [...R.dashboard, "stats"],
  systemStats: [...R.system, "stats"],
} as const;

const P = QUERY_PARTS;
const certificateWrites = [R.certificates, R.compliance, R.activity, P.missingCertificates, P.dashboardStats];

/** For each kind of write, what it makes stale. */
export const WRITE_INVALIDATES = {
  /**
   * A crew write (spec §4): crew lists and counts, vessels (crew on board, capacity, and a vessel's
   * contracts: an edit may change the active contract's dates), the dashboard (expiring contracts, the
   * member's own dashboard), and what hangs off a member: documents, alerts, rotations and upcoming events
   * (contract ends; a deleted member takes theirs along), the System tab's figures (the crew pickers, the
   * account link's among them, are crew keys), the activity report and the compliance matrix.
   */
  crew: [
    R.crew,
    R.vessels,
    R.dashboard,
    R.documents,
    R.alerts,
    R.rotations,
    R.events,
    P.systemStats,
    R.activity,
    R.compliance,
  ],
  /** A vessel write (spec §4): vessels, the crew on them, rotations shown by vessel, the dashboard, and
   * the missing certificates (a vessel's type and flag decide what its crew need). */
  vessels: [
    P.missingCertificates,
    R.vessels,
    R.crew,
    R.rotations,
    R.events,
    R.dashboard,
    P.systemStats,
    R.compliance,
  ],
  /**
   * A document write: documents and their stats, alerts (bell, dashboard card, alerts screen), the
   * dashboard (pending actions, compliance rate, the crew member's own dashboard), the crew list's
   * document counts, upcoming events (expiries), the System tab's pending actions, and the crew uploads
   * waiting for review (a crew member's upload is one; accepting or rejecting one is a document write).
   */
  documents: [
    R.documents,
    R.documentSubmissions,
    R.alerts,
    R.dashboard,
    R.crew,
    R.events,
    P.systemStats,
    R.compliance,
  ],
  /** A rotation write: rotations (calendar, timeline, counts), upcoming events, the dashboard (its
   * missing-certificates count among them), the missing certificates of planned joins (alerts, bell) and
   * the manning gaps ahead (alerts). */
  rotations: [R.rotations, R.events, R.dashboard, R.compliance, P.missingCertificates, P.manningGaps],
  /** A crew change planned, changed, confirmed, completed or cancelled, or a sign-off moved on the board. */
  crewChanges: [R.manning, R.rotations, R.crew, R.vessels, R.events, R.dashboard, P.manningGaps],
  /** A Safe Manning Document: the board's lines and gaps and the dashboard's counts that read them. */
  safeManning: [R.manning, R.dashboard, R.events, P.manningGaps],
  /** A catalogue, requirements or policy write: the catalogue screens, the matrix and eligibility, the
   * log, and the missing certificates (alerts screen, bell, the dashboard's count) a requirement moves. */
  certificates: certificateWrites,
  /** The policy's leave owed and the flags' nationality rules also move the reliever ranking. */
  rankingRules: [...certificateWrites, R.manning],
  /** A user write: users, sessions (a disabled user's end), activity, and crew (a new crew account links
   * its member: the "link crew" picker no longer offers them). */
  users: [R.users, R.security, R.activity, R.crew],
  /** A security write (a revoked session): sessions and the activity report. */
  security: [R.security, R.activity],
  /** Hours of rest: every rest-hours view (grid, office month, list, dashboard card). */
  restHours: [R.restHours],
  /** A wages write changes scales, accounts, bills and agreements alike (an agreement's wages come from
   * the scale; an account's lines show on the bill), and is an activity entry. */
  wages: [R.wages, R.activity],
} as const satisfies Record<string, readonly QueryKey[]>;

export type WriteKind = keyof typeof WRITE_INVALIDATES;

/** The write map of one kind of write, for useWriteMutation and invalidateAll. */
export const invalidatesOf =
  (kind: WriteKind): WriteInvalidates =>
  () =>
    WRITE_INVALIDATES[kind];
