-- An assignment's tour (neither a rotation's nor a crew change's) without an actual sign-off counts aboard
-- from its sign-on until the seafarer's next tour begins, even when its planned sign-off (the active
-- contract's end) is on or before its sign-on (modules/manning/tours.ts signOffSql). Its span for the
-- overlap constraints was then empty, so a seafarer could be assigned to one vessel while a tour on another
-- (a planned rotation whose day had come) covered the same day: two vessels at once, and the crew list and
-- the crew record answering differently. Such a tour's span is now at least its sign-on day; every other
-- tour's span is as before.
ALTER TABLE "tours" DROP CONSTRAINT "tours_no_overlap_elsewhere";--> statement-breakpoint
ALTER TABLE "tours" DROP CONSTRAINT "tours_no_overlap_here";--> statement-breakpoint
DROP FUNCTION tour_span(date, date, date);--> statement-breakpoint
CREATE OR REPLACE FUNCTION tour_span(sign_on date, planned_sign_off date, actual_sign_off date,
                                     assignment boolean)
  RETURNS daterange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT daterange(sign_on,
    CASE WHEN actual_sign_off IS NULL AND assignment AND sign_on IS NOT NULL AND planned_sign_off <= sign_on
           THEN sign_on + 1
         WHEN coalesce(actual_sign_off, planned_sign_off) < sign_on THEN sign_on
         ELSE coalesce(actual_sign_off, planned_sign_off) END, '[)')
$$;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_no_overlap_elsewhere" EXCLUDE USING gist (
  "crew_member_id" WITH =, "vessel_id" WITH <>,
  tour_span("sign_on", "planned_sign_off", "actual_sign_off",
            "rotation_id" IS NULL AND "crew_change_member_id" IS NULL) WITH &&
) WHERE ("state" <> 'cancelled') DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_no_overlap_here" EXCLUDE USING gist (
  "crew_member_id" WITH =, "vessel_id" WITH =,
  tour_span("sign_on", "planned_sign_off", "actual_sign_off",
            "rotation_id" IS NULL AND "crew_change_member_id" IS NULL) WITH &&
) WHERE ("state" <> 'cancelled') DEFERRABLE INITIALLY DEFERRED;
