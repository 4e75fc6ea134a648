DROP INDEX "team_members_public_idx";--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing members keep the order the website showed them in: active first, then by name, surname and age.
UPDATE "team_members" SET "sort_order" = "numbered"."place"
FROM (
  SELECT "id", (row_number() OVER (
    ORDER BY "is_active" DESC, lower("name"), lower("surname"), "created_at"
  ) - 1)::integer AS "place"
  FROM "team_members"
) AS "numbered"
WHERE "team_members"."id" = "numbered"."id";--> statement-breakpoint
CREATE INDEX "team_members_public_idx" ON "team_members" USING btree ("is_active","sort_order");
