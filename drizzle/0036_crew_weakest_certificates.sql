CREATE TABLE "crew_weakest_certificates" (
	"crew_member_id" uuid NOT NULL,
	"vessel_id" uuid NOT NULL,
	"rank" text NOT NULL,
	"held_until" date,
	CONSTRAINT "crew_weakest_certificates_crew_member_id_vessel_id_rank_pk" PRIMARY KEY("crew_member_id","vessel_id","rank")
);
--> statement-breakpoint
ALTER TABLE "crew_weakest_certificates" ADD CONSTRAINT "crew_weakest_certificates_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_weakest_certificates" ADD CONSTRAINT "crew_weakest_certificates_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;