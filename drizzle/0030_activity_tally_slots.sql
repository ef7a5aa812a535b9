ALTER TABLE "activity_tally" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_tally" DROP CONSTRAINT "activity_tally_day_user_role_username_entity_type_pk";--> statement-breakpoint
ALTER TABLE "activity_tally" ADD CONSTRAINT "activity_tally_day_user_role_username_entity_type_slot_pk" PRIMARY KEY("day","user_role","username","entity_type","slot");--> statement-breakpoint
DELETE FROM "fleet_counts" WHERE "kind" = 'activity';
