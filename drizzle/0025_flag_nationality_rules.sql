CREATE TABLE "flag_nationality_rules" (
	"flag" text NOT NULL,
	"rank" text NOT NULL,
	"nationalities" text[] NOT NULL,
	"action" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flag_nationality_rules_flag_rank_pk" PRIMARY KEY("flag","rank"),
	CONSTRAINT "flag_nationality_rules_action" CHECK ("flag_nationality_rules"."action" in ('block','warn'))
);
