// Current documents counted by type and lower-cased issuing authority (the document search groups
// projection), kept by statement triggers on documents in the writing transaction. The Document Center
// search's total (documents/search.ts) adds the groups whose type or authority the term matches, a hundred
// small rows, instead of testing the term against every document: the large dataset's 104,000 documents
// fall into ~110 groups (29 types, 14 authorities). Each connection adds to its own slot of a group (its
// backend pid modulo GROUP_SLOTS), as the activity tally does, so concurrent writers of one type and
// authority never queue on one row; readers sum the slots.
import { sql } from "drizzle-orm";
import { driftOf, type Projection, statementTriggers } from "./types";

/** Slots per group (a connection writes to its backend pid modulo this). */
export const GROUP_SLOTS = 16;

/** The current rows of `r` (a table or transition table) as (type, authority_lower, d), d = `sign`. */
const current = (r: string, sign: string) =>
  `SELECT type, authority_lower, ${sign} AS d FROM ${r} WHERE superseded_by_id IS NULL`;

/** Adds the signed rows of `rows` (a query of type, authority_lower, d) to `slot`, in key order. */
const addGroups = (rows: string, slot: string) => `
  INSERT INTO document_search_groups AS g (type, authority_lower, slot, n)
  SELECT type, authority_lower, ${slot}, sum(d)::int FROM (${rows}) x
   GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (type, authority_lower, slot) DO UPDATE SET n = g.n + excluded.n;`;

const SLOT = `(pg_backend_pid() % ${GROUP_SLOTS})::smallint`;

const DDL: string[] = [
  `CREATE OR REPLACE FUNCTION document_search_groups_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${addGroups(current("new_rows", "1"), SLOT)}
  ELSIF TG_OP = 'DELETE' THEN
    ${addGroups(current("old_rows", "-1"), SLOT)}
  ELSE
    ${addGroups(`${current("new_rows", "1")} UNION ALL ${current("old_rows", "-1")}`, SLOT)}
  END IF;
  RETURN NULL;
END $$;`,
  ...statementTriggers("documents", "document_search_groups_change", {
    INSERT: "document_search_groups_insert",
    UPDATE: "document_search_groups_update",
    DELETE: "document_search_groups_delete",
  }),
];

/** The recount's and the drift check's grouping of the current documents. */
const RECOUNT = `SELECT type, authority_lower, count(*)::int AS n FROM documents
  WHERE superseded_by_id IS NULL GROUP BY 1, 2`;

/** The document search groups projection: its triggers on documents move each statement's current rows. */
export const documentSearchGroups: Projection = {
  name: "document_search_groups",
  tables: ["document_search_groups"],
  keeps:
    "current documents by type and lower-cased issuing authority, in slots per connection (the Document Center search's total)",
  sources: { documents: ["type", "authority_lower", "superseded_by_id"] },
  services: [
    "documents",
    "document-submissions",
    "imports",
    "certificates (a type code renamed: the cascade)",
  ],
  ddl: DDL,
  recountOnInstall: true,
  async recount(tx) {
    await tx.execute(sql.raw("DELETE FROM document_search_groups"));
    await tx.execute(
      sql.raw(`INSERT INTO document_search_groups (type, authority_lower, slot, n)
        SELECT type, authority_lower, 0, n FROM (${RECOUNT}) r ORDER BY 1, 2`),
    );
  },
  drift: (db) =>
    driftOf(
      db,
      "document_search_groups",
      `SELECT type || '|' || authority_lower AS key, sum(n)::text AS value
         FROM document_search_groups GROUP BY type, authority_lower HAVING sum(n) <> 0`,
      `SELECT type || '|' || authority_lower AS key, n::text AS value FROM (${RECOUNT}) r`,
    ),
};
