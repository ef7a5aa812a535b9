CREATE TABLE "rest_hours_notices" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"scan_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rest_hours_notices_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "rest_hours_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rest_hours_months" ADD COLUMN "days_recorded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rest_hours_months" ADD COLUMN "work_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rest_hours_months" ADD COLUMN "day_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rest_hours_months" ADD COLUMN "identical_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "rest_hours_days_date_idx" ON "rest_hours_days" USING btree ("date","crew_member_id");--> statement-breakpoint
CREATE INDEX "rest_hours_months_month_idx" ON "rest_hours_months" USING btree ("month","seafarer_signed_at");--> statement-breakpoint
-- The month totals of the records already kept (as src/server/modules/rest-hours/month-totals.ts keeps them).
INSERT INTO "rest_hours_months" AS m ("crew_member_id", "month", "days_recorded", "work_minutes", "day_minutes", "identical_days")
SELECT d."crew_member_id", to_char(d."date", 'YYYY-MM'), count(*)::int, sum(d."work_minutes")::int,
  sum(1440 + d."clock_change")::int, count(*) >= 7 AND count(DISTINCT d."work") = 1
FROM "rest_hours_days" d
GROUP BY 1, 2
ON CONFLICT ("crew_member_id", "month") DO UPDATE SET
  "days_recorded" = excluded."days_recorded",
  "work_minutes" = excluded."work_minutes",
  "day_minutes" = excluded."day_minutes",
  "identical_days" = excluded."identical_days";
