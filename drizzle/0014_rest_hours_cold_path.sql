CREATE TABLE "rest_hours_nc_crew_latest" (
	"crew_member_id" uuid PRIMARY KEY NOT NULL,
	"to_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rest_hours_nc_tally" (
	"to_date" date NOT NULL,
	"rule" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "rest_hours_nc_tally_to_date_rule_pk" PRIMARY KEY("to_date","rule")
);
--> statement-breakpoint
CREATE TABLE "rest_hours_nc_vessel_latest" (
	"vessel_id" uuid PRIMARY KEY NOT NULL,
	"to_date" date NOT NULL
);
--> statement-breakpoint
DROP INDEX "rest_hours_days_vessel_idx";--> statement-breakpoint
DROP INDEX "rest_hours_nc_crew_idx";--> statement-breakpoint
DROP INDEX "rest_hours_nc_vessel_idx";--> statement-breakpoint
DROP INDEX "rest_hours_nc_rule_idx";--> statement-breakpoint
ALTER TABLE "rest_hours_nc_crew_latest" ADD CONSTRAINT "rest_hours_nc_crew_latest_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_nc_vessel_latest" ADD CONSTRAINT "rest_hours_nc_vessel_latest_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rest_hours_nc_crew_latest_to_idx" ON "rest_hours_nc_crew_latest" USING btree ("to_date");--> statement-breakpoint
CREATE INDEX "rest_hours_nc_vessel_latest_to_idx" ON "rest_hours_nc_vessel_latest" USING btree ("to_date");--> statement-breakpoint
CREATE INDEX "crew_aboard_idx" ON "crew_members" USING btree ("id") WHERE "crew_members"."status" = 'active' and "crew_members"."current_vessel_id" is not null;--> statement-breakpoint
CREATE INDEX "rest_hours_months_unsigned_idx" ON "rest_hours_months" USING btree ("month") WHERE "rest_hours_months"."seafarer_signed_at" is null and "rest_hours_months"."days_recorded" > 0;--> statement-breakpoint
CREATE INDEX "rest_hours_months_countersign_idx" ON "rest_hours_months" USING btree ("crew_member_id") WHERE "rest_hours_months"."seafarer_signed_at" is not null and "rest_hours_months"."master_signed_at" is null;--> statement-breakpoint
CREATE INDEX "rest_hours_nc_vessel_to_idx" ON "rest_hours_non_conformities" USING btree ("vessel_id","to_date");--> statement-breakpoint
CREATE INDEX "rest_hours_days_vessel_idx" ON "rest_hours_days" USING btree ("vessel_id","date","crew_member_id");--> statement-breakpoint
CREATE INDEX "rest_hours_nc_crew_idx" ON "rest_hours_non_conformities" USING btree ("crew_member_id","from_date","id");--> statement-breakpoint
CREATE INDEX "rest_hours_nc_vessel_idx" ON "rest_hours_non_conformities" USING btree ("vessel_id","from_date","id");--> statement-breakpoint
CREATE INDEX "rest_hours_nc_rule_idx" ON "rest_hours_non_conformities" USING btree ("rule","from_date","id");--> statement-breakpoint
-- The findings' figures, kept by every statement that changes rest_hours_non_conformities, in its
-- transaction: how many findings end on each date by rule, and each seafarer's and vessel's latest finding.
-- The summary and the fleet-wide list's totals read these instead of counting every finding. Counting only:
-- the rules themselves stay in src/shared/rest-hours*.ts.
CREATE OR REPLACE FUNCTION rest_hours_nc_figures() RETURNS trigger AS $$
BEGIN
  -- (Nested IFs: an insert's trigger has no old_rows and a delete's no new_rows to name.)
  IF TG_OP <> 'INSERT' THEN IF EXISTS (SELECT 1 FROM old_rows) THEN
    -- Every writer takes this lock before it changes a figure and keeps it to commit: two seafarers' writes
    -- that change the same dates' counts wait for each other instead of deadlocking.
    PERFORM pg_advisory_xact_lock(hashtext('rest_hours_nc_figures'));
    INSERT INTO rest_hours_nc_tally AS t (to_date, rule, n)
      SELECT o.to_date, o.rule, -count(*)::int FROM old_rows o GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (to_date, rule) DO UPDATE SET n = t.n + excluded.n;
    DELETE FROM rest_hours_nc_tally t WHERE t.n = 0 AND t.to_date IN (SELECT o.to_date FROM old_rows o);
    -- A seafarer's or vessel's latest finding may be among those removed: read it again from what is left.
    DELETE FROM rest_hours_nc_crew_latest l WHERE l.crew_member_id IN (SELECT o.crew_member_id FROM old_rows o);
    INSERT INTO rest_hours_nc_crew_latest (crew_member_id, to_date)
      SELECT nc.crew_member_id, max(nc.to_date) FROM rest_hours_non_conformities nc
       WHERE nc.crew_member_id IN (SELECT o.crew_member_id FROM old_rows o)
       GROUP BY 1;
    DELETE FROM rest_hours_nc_vessel_latest l WHERE l.vessel_id IN (SELECT o.vessel_id FROM old_rows o);
    INSERT INTO rest_hours_nc_vessel_latest (vessel_id, to_date)
      SELECT v.vessel_id, m.to_date
        FROM (SELECT DISTINCT o.vessel_id FROM old_rows o WHERE o.vessel_id IS NOT NULL) v
       CROSS JOIN LATERAL (SELECT max(nc.to_date) AS to_date FROM rest_hours_non_conformities nc
                            WHERE nc.vessel_id = v.vessel_id) m
       WHERE m.to_date IS NOT NULL;
  END IF; END IF;
  IF TG_OP <> 'DELETE' THEN IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM pg_advisory_xact_lock(hashtext('rest_hours_nc_figures'));
    INSERT INTO rest_hours_nc_tally AS t (to_date, rule, n)
      SELECT nr.to_date, nr.rule, count(*)::int FROM new_rows nr GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (to_date, rule) DO UPDATE SET n = t.n + excluded.n;
    INSERT INTO rest_hours_nc_crew_latest AS l (crew_member_id, to_date)
      SELECT nr.crew_member_id, max(nr.to_date) FROM new_rows nr GROUP BY 1 ORDER BY 1
      ON CONFLICT (crew_member_id) DO UPDATE SET to_date = greatest(l.to_date, excluded.to_date);
    INSERT INTO rest_hours_nc_vessel_latest AS l (vessel_id, to_date)
      SELECT nr.vessel_id, max(nr.to_date) FROM new_rows nr WHERE nr.vessel_id IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT (vessel_id) DO UPDATE SET to_date = greatest(l.to_date, excluded.to_date);
  END IF; END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER rest_hours_nc_figures_insert AFTER INSERT ON rest_hours_non_conformities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rest_hours_nc_figures();
--> statement-breakpoint
CREATE TRIGGER rest_hours_nc_figures_update AFTER UPDATE ON rest_hours_non_conformities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rest_hours_nc_figures();
--> statement-breakpoint
CREATE TRIGGER rest_hours_nc_figures_delete AFTER DELETE ON rest_hours_non_conformities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rest_hours_nc_figures();
--> statement-breakpoint
-- The figures of the findings already stored.
INSERT INTO rest_hours_nc_tally (to_date, rule, n)
  SELECT to_date, rule, count(*)::int FROM rest_hours_non_conformities GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO rest_hours_nc_crew_latest (crew_member_id, to_date)
  SELECT crew_member_id, max(to_date) FROM rest_hours_non_conformities GROUP BY 1;
--> statement-breakpoint
INSERT INTO rest_hours_nc_vessel_latest (vessel_id, to_date)
  SELECT vessel_id, max(to_date) FROM rest_hours_non_conformities WHERE vessel_id IS NOT NULL GROUP BY 1;
