-- Statistics (docs/statistics.md): the link of offers and services to their partner, the daily
-- rollups of usage_events and the index the rollup job finds new events by.
CREATE TABLE "usage_daily_active" (
	"day" date PRIMARY KEY NOT NULL,
	"daily" integer NOT NULL,
	"weekly" integer NOT NULL,
	"monthly" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_daily_items" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "usage_daily_items_day_kind_item_id_pk" PRIMARY KEY("day","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "usage_daily_searches" (
	"day" date NOT NULL,
	"terms" text NOT NULL,
	"found" boolean NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "usage_daily_searches_day_found_terms_pk" PRIMARY KEY("day","found","terms")
);
--> statement-breakpoint
CREATE TABLE "usage_daily_segments" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"role" "role" NOT NULL,
	"company_id" integer DEFAULT 0 NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "usage_daily_segments_day_kind_role_company_id_pk" PRIMARY KEY("day","kind","role","company_id")
);
--> statement-breakpoint
CREATE TABLE "usage_daily_users" (
	"day" date NOT NULL,
	"user_key" text NOT NULL,
	CONSTRAINT "usage_daily_users_day_user_key_pk" PRIMARY KEY("day","user_key")
);
--> statement-breakpoint
CREATE TABLE "usage_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "services_plus" ADD COLUMN "partner_id" integer;--> statement-breakpoint
CREATE INDEX "usage_daily_items_item_idx" ON "usage_daily_items" USING btree ("item_id","day");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services_plus" ADD CONSTRAINT "services_plus_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_partner_idx" ON "offers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "services_plus_partner_idx" ON "services_plus" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "usage_events_received_idx" ON "usage_events" USING btree ("received_at");