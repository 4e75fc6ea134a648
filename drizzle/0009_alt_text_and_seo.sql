ALTER TABLE "categories" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "seo" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "company_info" ADD COLUMN "seo" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "logo_alt" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "service_images" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "main_image_alt" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seo" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "image_alt" text;