CREATE TABLE "document_search_groups" (
	"type" text NOT NULL,
	"authority_lower" text NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "document_search_groups_type_authority_lower_slot_pk" PRIMARY KEY("type","authority_lower","slot")
);
--> statement-breakpoint
CREATE INDEX "documents_current_crew_authority_idx" ON "documents" USING btree ("crew_member_id","type","authority_lower") WHERE "documents"."superseded_by_id" is null;