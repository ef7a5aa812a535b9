CREATE TABLE "crew_effects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"description" text NOT NULL,
	"quantity" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "working_arrangements" (
	"vessel_id" uuid NOT NULL,
	"rank" text NOT NULL,
	"sea_watch" text,
	"sea_other" text,
	"port_watch" text,
	"port_other" text,
	"comments" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_arrangements_vessel_id_rank_pk" PRIMARY KEY("vessel_id","rank")
);
--> statement-breakpoint
ALTER TABLE "crew_members" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "crew_members" ADD COLUMN "place_of_birth" text;--> statement-breakpoint
ALTER TABLE "crew_members" ADD COLUMN "country_of_birth" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "call_sign" text;--> statement-breakpoint
ALTER TABLE "crew_changes" ADD COLUMN "voyage_number" text;--> statement-breakpoint
ALTER TABLE "crew_changes" ADD COLUMN "last_port_locode" text;--> statement-breakpoint
ALTER TABLE "crew_changes" ADD COLUMN "next_port_locode" text;--> statement-breakpoint
ALTER TABLE "crew_effects" ADD CONSTRAINT "crew_effects_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_arrangements" ADD CONSTRAINT "working_arrangements_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_effects_crew_idx" ON "crew_effects" USING btree ("crew_member_id");