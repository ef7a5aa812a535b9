CREATE TABLE "crew_compliance" (
	"crew_member_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_counts" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "fleet_counts_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "fleet_counts_pending" (
	"tx" bigint NOT NULL,
	"crew_member_id" uuid NOT NULL,
	CONSTRAINT "fleet_counts_pending_tx_crew_member_id_pk" PRIMARY KEY("tx","crew_member_id")
);
