CREATE TYPE "public"."content_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."seen_section" AS ENUM('offers', 'promotions', 'news');--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"admin_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "offer_price_lists" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seen_marks" (
	"user_id" integer NOT NULL,
	"section" "seen_section" NOT NULL,
	"seen_up_to" timestamp with time zone NOT NULL,
	CONSTRAINT "seen_marks_user_id_section_pk" PRIMARY KEY("user_id","section")
);
--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "services_plus" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "services_plus" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services_plus" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_themes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_price_lists" ADD CONSTRAINT "offer_price_lists_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_marks" ADD CONSTRAINT "seen_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "offers_published_at_idx" ON "offers" USING btree ("published_at");--> statement-breakpoint
-- Written by hand: content that existed before the back office was published when it was created.
UPDATE "offers" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "services_plus" SET "published_at" = "created_at";--> statement-breakpoint
-- The offer catalog (services/offer-catalog.ts) leaves out links to deactivated sub-themes, so a
-- change to the theme tree is a change of the offer data (see migration 0001).
CREATE TRIGGER "sub_themes_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."sub_themes" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_data_version"('offers');--> statement-breakpoint
CREATE TRIGGER "themes_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."themes" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_data_version"('offers');--> statement-breakpoint
CREATE TRIGGER "categories_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."categories" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_data_version"('offers');
