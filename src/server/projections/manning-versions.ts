// The manning versions projection (vessel_manning_versions): a vessel's version moves on with every
// statement that changes its tours or its safe-manning positions, in that statement's transaction (and, since
// an open assignment's sign-off is the seafarer's next tour on any vessel, manning/tours.ts signOffSql, every
// statement that changes the tours of a seafarer on an open assignment moves the assignment's vessel too): the
// fleet's manning gaps are computed per vessel and reused until the vessel's version moves
// (modules/manning/gaps-memo.ts). The board's versions: the planning board's rows are reused per vessel the
// same way (modules/manning/board.ts), so the version also moves with every statement that changes the
// vessel's crew changes, and with a seafarer's name change on every vessel they have a tour on (the board
// shows the names). The rotations' versions: the calendar's month and day and the rotations list are reused
// until any vessel's version moves (manning/fleet-manning-version.ts), so it also moves with every statement on the
// vessel's rotations (a cancelled one's edit writes no tour) and with a seafarer's rank change on every
// vessel they have a tour or a rotation on (those reads show the crew's rank). Counting only: the gap rule itself stays in src/shared/manning.ts. Vessels are bumped in
// id order so two writers never wait for each other in a cycle.
// A version is a change counter, so its recount is not a number: every vessel with tours, positions or crew
// changes has a row (the gaps read only vessels that have one) with a positive version. The repair moves
// every vessel's version past any value it had (a memo keyed by an old version is never reused).
import { ASSIGNMENT } from "./tours";
import { columnOfRows, statementTriggers, trigger } from "./types";
import {
  toursOfCrew,
  versionBumps,
  vesselsOfToursStatement,
  vesselVersionsProjection,
} from "./vessel-versions";

const { bumpPerEvent, bumping } = versionBumps("vessel_manning_versions");

/** The seafarers a crew_members update renamed or gave another rank. */
const RENAMED_OR_RERANKED = `SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.first_name IS DISTINCT FROM o.first_name OR n.last_name IS DISTINCT FROM o.last_name
     OR n.rank IS DISTINCT FROM o.rank`;

/** The vessels of the tours and rotations of the seafarers `crew` (a query of crew ids) selects. */
const vesselsOfCrew = (crew: string) =>
  `${toursOfCrew(crew)} UNION SELECT r.vessel_id FROM rotations r WHERE r.crew_member_id IN (${crew})`;

const DDL: string[] = [
  // a tour's own vessel (before and after), and every vessel where its seafarer's open assignment ends when
  // their next tour begins (the derived sign-off: an overdue assignment, manning/tours.ts signOffSql)
  bumpPerEvent("bump_vessel_manning_version_of_tours", (rows) =>
    vesselsOfToursStatement(rows, `${ASSIGNMENT} AND t.actual_sign_off IS NULL`),
  ),
  ...statementTriggers("tours", "bump_vessel_manning_version_of_tours", {
    INSERT: "tours_version_insert",
    UPDATE: "tours_version_update",
    DELETE: "tours_version_delete",
  }),
  // the rows' own vessels, before and after
  bumpPerEvent("bump_vessel_manning_version", (rows) => columnOfRows(rows, "vessel_id")),
  ...statementTriggers("safe_manning_positions", "bump_vessel_manning_version", {
    INSERT: "positions_version_insert",
    UPDATE: "positions_version_update",
    DELETE: "positions_version_delete",
  }),
  // the board's versions
  ...statementTriggers("crew_changes", "bump_vessel_manning_version", {
    INSERT: "crew_changes_version_insert",
    UPDATE: "crew_changes_version_update",
    DELETE: "crew_changes_version_delete",
  }),
  // the rotations' versions: after the tours' own bumps (row triggers fire before statement triggers)
  ...statementTriggers("rotations", "bump_vessel_manning_version", {
    INSERT: "rotations_version_insert",
    UPDATE: "rotations_version_update",
    DELETE: "rotations_version_delete",
  }),
  bumping("bump_vessel_manning_version_of_names", vesselsOfCrew(RENAMED_OR_RERANKED)),
  ...trigger(
    "crew_names_version_update",
    "crew_members",
    `AFTER UPDATE ON crew_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version_of_names();`,
  ),
];

const VERSIONED = `SELECT vessel_id FROM tours UNION SELECT vessel_id FROM safe_manning_positions
  UNION SELECT vessel_id FROM crew_changes UNION SELECT vessel_id FROM rotations`;

export const manningVersions = vesselVersionsProjection({
  table: "vessel_manning_versions",
  keeps:
    "each vessel's manning version, moved by every change to its tours (and the tours elsewhere of its crew on an open assignment), safe manning, crew changes, rotations or its crew's names and ranks (manning gaps and the board reuse their rows until it moves; the fleet timeline's tours, the rotations list and calendar until any vessel's moves)",
  sources: {
    tours: ["vessel_id", "crew_member_id", "rotation_id", "crew_change_member_id", "actual_sign_off"],
    safe_manning_positions: ["vessel_id"],
    crew_changes: ["vessel_id"],
    rotations: ["vessel_id"],
    crew_members: ["first_name", "last_name", "rank"],
  },
  services: [
    "manning (safe manning)",
    "crew-changes",
    "crew (names, ranks; assignments through tours)",
    "rotations",
    "contracts (through tours)",
    "imports (safe manning, crew lists)",
  ],
  ddl: DDL,
  versioned: VERSIONED,
});
