// The compliance versions projection (vessel_compliance_versions): a vessel's version moves on with every
// statement that changes what its Compliance Matrix shows, in that statement's transaction: the matrix is
// computed per vessel and reused until the vessel's version moves (modules/compliance/matrix-memo.ts). What
// the matrix reads (compliance/service.ts, placements.ts, lib/required-certificates-sql.ts):
// - the vessel's tours, any column; and since an open tour's sign-off is the seafarer's next tour on any
//   vessel (manning/tours.ts signOffSql), a change to a seafarer's tours moves every vessel they have a
//   tour on;
// - the documents of every seafarer with a tour on the vessel (their old and new holder);
// - those seafarers' first and last names, and their ranks (the missing certificates' list shows them and
//   is reused while no vessel's version moves: modules/alerts/missing-memo.ts);
// - the vessel's name, type and flag;
// - the certificate requirements and types: every vessel's version moves.
// "Today" is not in the version: the memo keys by the day. Counting only: the required-certificates rule
// stays in src/shared/required-certificates.ts. Vessels are bumped in id order, one statement per firing, so
// two writers never wait for each other in a cycle.
// A version is a change counter, so its recount is not a number: every vessel with tours has a row with a
// positive version (a vessel without a row reads as version 0 until its first change). The repair (and the
// install of changed triggers) moves every such vessel's version past any value it had, so a memo keyed by
// an old version is never reused.
import { columnOfRows, statementTriggers, trigger } from "./types";
import {
  toursOfCrew,
  versionBumps,
  vesselsOfToursStatement,
  vesselVersionsProjection,
} from "./vessel-versions";

const { bumpPerEvent, bumping } = versionBumps("vessel_compliance_versions");

/** The function `fn` bumping the vessels `vessels` selects from an update's old_rows and new_rows, and its
 * statement trigger `name` after an UPDATE of `on`. */
const onUpdate = (on: string, name: string, fn: string, vessels: string) => [
  bumping(fn, vessels),
  ...statementTriggers(on, fn, { UPDATE: name }),
];

/** The seafarers of a statement's transition tables `rows`. */
const crewOf = (rows: readonly string[]) => columnOfRows(rows, "crew_member_id");

const DDL: string[] = [
  // a tour's own vessel (before and after), and every vessel its seafarer has a tour on (the derived sign-off)
  bumpPerEvent("bump_vessel_compliance_version_of_tours", (rows) => vesselsOfToursStatement(rows)),
  ...statementTriggers("tours", "bump_vessel_compliance_version_of_tours", {
    INSERT: "tours_compliance_version_insert",
    UPDATE: "tours_compliance_version_update",
    DELETE: "tours_compliance_version_delete",
  }),
  // the vessels of the seafarers holding the documents, before and after
  bumpPerEvent("bump_vessel_compliance_version_of_documents", (rows) => toursOfCrew(crewOf(rows))),
  ...statementTriggers("documents", "bump_vessel_compliance_version_of_documents", {
    INSERT: "documents_compliance_version_insert",
    UPDATE: "documents_compliance_version_update",
    DELETE: "documents_compliance_version_delete",
  }),
  ...onUpdate(
    "crew_members",
    "crew_names_compliance_version_update",
    "bump_vessel_compliance_version_of_names",
    toursOfCrew(`SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE n.first_name IS DISTINCT FROM o.first_name OR n.last_name IS DISTINCT FROM o.last_name
                 OR n.rank IS DISTINCT FROM o.rank`),
  ),
  ...onUpdate(
    "vessels",
    "vessels_compliance_version_update",
    "bump_vessel_compliance_version_of_vessels",
    `SELECT n.id AS vessel_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name OR n.type IS DISTINCT FROM o.type OR n.flag IS DISTINCT FROM o.flag`,
  ),
  // the requirements and the types (the columns' names and order) are every vessel's
  bumping("bump_every_vessel_compliance_version", "SELECT id AS vessel_id FROM vessels"),
  ...(["certificate_requirements", "certificate_types"] as const).flatMap((on) =>
    trigger(
      `${on}_compliance_version`,
      on,
      `AFTER INSERT OR UPDATE OR DELETE ON ${on}
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_vessel_compliance_version();`,
    ),
  ),
];

const VERSIONED = "SELECT vessel_id FROM tours";

export const complianceVersions = vesselVersionsProjection({
  table: "vessel_compliance_versions",
  keeps:
    "each vessel's compliance version, moved by every change to its tours (and its crew's tours elsewhere), its crew's documents, names and ranks, its name, type and flag, or the certificate requirements and types (the Compliance Matrix, the dashboard's and the overview report's compliance figures, the utilization report's crew assigned and the missing certificates' pages are reused until it moves)",
  sources: {
    tours: [
      "crew_member_id",
      "vessel_id",
      "rank",
      "sign_on",
      "planned_sign_off",
      "actual_sign_off",
      "rotation_id",
      "crew_change_member_id",
      "state",
    ],
    documents: ["crew_member_id", "type", "issuing_state", "superseded_by_id", "issue_date", "expiry_date"],
    crew_members: ["first_name", "last_name", "rank"],
    vessels: ["name", "type", "flag"],
    certificate_requirements: ["rank", "vessel_type", "flag", "certificate_type"],
    certificate_types: ["code", "name", "category"],
  },
  services: [
    "rotations, contracts, crew-changes, crew (assignments: through tours)",
    "documents",
    "document-submissions",
    "crew (names, ranks)",
    "vessels",
    "certificates",
    "imports (crew lists, certificate registers, vessels)",
  ],
  ddl: DDL,
  versioned: VERSIONED,
});
