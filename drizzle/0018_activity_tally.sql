CREATE TABLE "activity_tally" (
	"day" date NOT NULL,
	"user_role" text NOT NULL,
	"username" text NOT NULL,
	"entity_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "activity_tally_day_user_role_username_entity_type_pk" PRIMARY KEY("day","user_role","username","entity_type")
);
