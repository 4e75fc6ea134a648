CREATE TABLE "content_slugs" (
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_slugs_type_slug_pk" PRIMARY KEY("type","slug")
);
--> statement-breakpoint
-- Readable addresses (features/addresses): each existing item gets one from its title, accents folded, numbered
-- when two titles give the same; new ones are made by the server (platform/slugs.ts).
ALTER TABLE "categories" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "categories" t SET "slug" = d.slug FROM (
  SELECT id, CASE WHEN n = 1 THEN base ELSE base || '-' || n END AS slug FROM (
    SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n
    FROM (SELECT id, created_at, coalesce(nullif(trim(both '-' from left(regexp_replace(translate(replace(replace(replace(lower(title), 'ß', 'ss'), 'æ', 'ae'), '&', ' and '), 'àáâãäåāăąçćčďđèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťţùúûüūůűųýÿźżž', 'aaaaaaaaacccddeeeeeeeeiiiiiilnnnoooooooorrsssttuuuuuuuuyyzzz'), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'category') AS base FROM "categories") named
  ) numbered
) d WHERE t.id = d.id;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
UPDATE "services" t SET "slug" = d.slug FROM (
  SELECT id, CASE WHEN n = 1 THEN base ELSE base || '-' || n END AS slug FROM (
    SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n
    FROM (SELECT id, created_at, coalesce(nullif(trim(both '-' from left(regexp_replace(translate(replace(replace(replace(lower(title), 'ß', 'ss'), 'æ', 'ae'), '&', ' and '), 'àáâãäåāăąçćčďđèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťţùúûüūůűųýÿźżž', 'aaaaaaaaacccddeeeeeeeeiiiiiilnnnoooooooorrsssttuuuuuuuuyyzzz'), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'service') AS base FROM "services") named
  ) numbered
) d WHERE t.id = d.id;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "content_slugs_item_idx" ON "content_slugs" USING btree ("type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "services_slug_idx" ON "services" USING btree ("slug");;--> statement-breakpoint
-- An item's earlier addresses: whatever changes a slug (a save, a restore, a published draft), the one it had is
-- kept, and the one it takes is no longer anyone's earlier address. TG_ARGV[0] is the content type's name.
CREATE FUNCTION "content_slugs_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.slug IS DISTINCT FROM NEW.slug THEN
      INSERT INTO content_slugs (type, slug, item_id) VALUES (TG_ARGV[0], OLD.slug, OLD.id)
        ON CONFLICT (type, slug) DO UPDATE SET item_id = EXCLUDED.item_id, created_at = now();
    END IF;
  END IF;
  DELETE FROM content_slugs WHERE type = TG_ARGV[0] AND slug = NEW.slug;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_slugs" AFTER INSERT OR UPDATE OF "slug" ON "services"
  FOR EACH ROW EXECUTE FUNCTION "content_slugs_keep"('services');--> statement-breakpoint
CREATE TRIGGER "categories_slugs" AFTER INSERT OR UPDATE OF "slug" ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "content_slugs_keep"('categories');
