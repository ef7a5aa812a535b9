// The manning versions projection (vessel_manning_versions): a vessel's version moves on with every
// statement that changes its tours or its safe-manning positions, in that statement's transaction: the
// fleet's manning gaps are computed per vessel and reused until the vessel's version moves
// (modules/manning/gaps-memo.ts). The board's versions: the planning board's rows are reused per vessel the
// same way (modules/manning/board.ts), so the version also moves with every statement that changes the
// vessel's crew changes, and with a seafarer's name change on every vessel they have a tour on (the board
// shows the names). Counting only: the gap rule itself stays in src/shared/manning.ts. Vessels are bumped in
// id order so two writers never wait for each other in a cycle.
// A version is a change counter, so its recount is not a number: every vessel with tours, positions or crew
// changes has a row (the gaps read only vessels that have one) with a positive version. The repair moves
// every vessel's version past any value it had (a memo keyed by an old version is never reused).
import { type Projection, statementTriggers, trigger, triggerFunction, vesselVersions } from "./types";

const DDL: string[] = [
  triggerFunction(
    "bump_vessel_manning_version",
    `BEGIN
  -- (Nested IFs: an insert's trigger has no old_rows and a delete's no new_rows to name.)
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO vessel_manning_versions AS m (vessel_id, version)
      SELECT DISTINCT o.vessel_id, 1 FROM old_rows o JOIN vessels v ON v.id = o.vessel_id ORDER BY 1
      ON CONFLICT (vessel_id) DO UPDATE SET version = m.version + 1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO vessel_manning_versions AS m (vessel_id, version)
      SELECT DISTINCT n.vessel_id, 1 FROM new_rows n ORDER BY 1
      ON CONFLICT (vessel_id) DO UPDATE SET version = m.version + 1;
  END IF;`,
  ),
  ...statementTriggers("tours", "bump_vessel_manning_version", {
    INSERT: "tours_version_insert",
    UPDATE: "tours_version_update",
    DELETE: "tours_version_delete",
  }),
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
  triggerFunction(
    "bump_vessel_manning_version_of_names",
    `BEGIN
  INSERT INTO vessel_manning_versions AS m (vessel_id, version)
    SELECT DISTINCT t.vessel_id, 1 FROM tours t
     WHERE t.crew_member_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                                 WHERE n.first_name IS DISTINCT FROM o.first_name
                                    OR n.last_name IS DISTINCT FROM o.last_name)
     ORDER BY 1
    ON CONFLICT (vessel_id) DO UPDATE SET version = m.version + 1;`,
  ),
  ...trigger(
    "crew_names_version_update",
    "crew_members",
    `AFTER UPDATE ON crew_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vessel_manning_version_of_names();`,
  ),
];

const VERSIONED = `SELECT vessel_id FROM tours UNION SELECT vessel_id FROM safe_manning_positions
  UNION SELECT vessel_id FROM crew_changes`;

export const manningVersions: Projection = {
  name: "vessel_manning_versions",
  tables: ["vessel_manning_versions"],
  keeps:
    "each vessel's manning version, moved by every change to its tours, safe manning, crew changes or its crew's names (manning gaps and the board reuse their rows until it moves; the fleet timeline's tours until any vessel's moves)",
  sources: {
    tours: ["vessel_id"],
    safe_manning_positions: ["vessel_id"],
    crew_changes: ["vessel_id"],
    crew_members: ["first_name", "last_name"],
  },
  services: [
    "manning (safe manning)",
    "crew-changes",
    "crew (names; assignments through tours)",
    "rotations (through tours)",
    "contracts (through tours)",
    "imports (safe manning, crew lists)",
  ],
  ddl: DDL,
  ...vesselVersions("vessel_manning_versions", VERSIONED),
};
