-- Issue 18: a crew member's own e-mail address is theirs alone (case-insensitive). Before the index:
-- blank addresses become NULL, and where several profiles share one address (only possible through the
-- API until now) the oldest profile keeps it and the others are cleared, to be entered again on them.
UPDATE "crew_members" SET "email" = NULL WHERE "email" IS NOT NULL AND btrim("email") = '';--> statement-breakpoint
UPDATE "crew_members" SET "email" = btrim("email") WHERE "email" <> btrim("email");--> statement-breakpoint
UPDATE "crew_members" c SET "email" = NULL
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower("email") ORDER BY "created_at", "id") AS n
  FROM "crew_members" WHERE "email" IS NOT NULL
) d
WHERE c."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_email_unique_idx" ON "crew_members" USING btree (lower("email")) WHERE "crew_members"."email" is not null;
