CREATE TABLE "vessel_compliance_versions" (
	"vessel_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vessel_compliance_versions" ADD CONSTRAINT "vessel_compliance_versions_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;