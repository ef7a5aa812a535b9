ALTER TABLE "tours" ADD COLUMN "crew_change_member_id" uuid;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "state" text DEFAULT 'aboard' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_crew_change_member_id_unique" UNIQUE("crew_change_member_id");--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_state_known" CHECK ("tours"."state" in ('planned', 'aboard', 'completed', 'cancelled'));--> statement-breakpoint
-- A crew change's planned tour goes with its on-signer's row (schema-manning.ts imports schema-fleet.ts, so
-- the reference is declared here rather than in the schema).
ALTER TABLE "tours" ADD CONSTRAINT "tours_crew_change_member_id_fk" FOREIGN KEY ("crew_change_member_id") REFERENCES "crew_change_members"("id") ON DELETE CASCADE;--> statement-breakpoint
-- The states of the tours already kept: a rotation's from its status, an assignment's from its sign-off
-- (the tours projection's install adds the planned crew changes' tours).
UPDATE "tours" t SET "state" = CASE
    WHEN t.rotation_id IS NULL THEN CASE WHEN t.actual_sign_off IS NULL THEN 'aboard' ELSE 'completed' END
    WHEN r.status = 'scheduled' THEN 'planned'
    WHEN r.leave_date IS NULL THEN 'aboard'
    ELSE 'completed' END
  FROM (SELECT t2.id, r2.status, r2.leave_date FROM "tours" t2 LEFT JOIN "rotations" r2 ON r2.id = t2.rotation_id) r
 WHERE r.id = t.id;--> statement-breakpoint
-- No seafarer in two places at once: a seafarer's tours that are not cancelled never overlap, on another
-- vessel or on the same one. A tour spans [sign-on, actual else planned sign-off) (unbounded where
-- unknown). Checked at commit, so a writer may move tours in any order within its transaction; the
-- violation is answered 409 naming the clash (db/tour-clash.ts). btree_gist ships with PostgreSQL
-- (contrib), is a trusted extension (PG 13+), and PGlite loads it (db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tour_span(sign_on date, planned_sign_off date, actual_sign_off date)
  RETURNS daterange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT daterange(sign_on, CASE WHEN coalesce(actual_sign_off, planned_sign_off) < sign_on THEN sign_on
                                 ELSE coalesce(actual_sign_off, planned_sign_off) END, '[)')
$$;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_no_overlap_elsewhere" EXCLUDE USING gist (
  "crew_member_id" WITH =, "vessel_id" WITH <>, tour_span("sign_on", "planned_sign_off", "actual_sign_off") WITH &&
) WHERE ("state" <> 'cancelled') DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_no_overlap_here" EXCLUDE USING gist (
  "crew_member_id" WITH =, "vessel_id" WITH =, tour_span("sign_on", "planned_sign_off", "actual_sign_off") WITH &&
) WHERE ("state" <> 'cancelled') DEFERRABLE INITIALLY DEFERRED;
