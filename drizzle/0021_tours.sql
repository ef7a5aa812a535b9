CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"vessel_id" uuid NOT NULL,
	"rank" text NOT NULL,
	"sign_on" date,
	"planned_sign_off" date,
	"actual_sign_off" date,
	"rotation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_rotation_id_unique" UNIQUE("rotation_id")
);
--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_rotation_id_rotations_id_fk" FOREIGN KEY ("rotation_id") REFERENCES "public"."rotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tours_vessel_idx" ON "tours" USING btree ("vessel_id","sign_on");--> statement-breakpoint
CREATE INDEX "tours_crew_idx" ON "tours" USING btree ("crew_member_id","sign_on");--> statement-breakpoint
CREATE INDEX "tours_open_assignment_idx" ON "tours" USING btree ("crew_member_id","vessel_id") WHERE "tours"."rotation_id" is null and "tours"."actual_sign_off" is null;