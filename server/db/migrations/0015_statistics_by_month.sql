-- Statistics by month (docs/statistics.md, « Agrégats »): items and companies rolled up by month
-- as well as by day, and the companies' figures apart from the segments.
CREATE TABLE "usage_daily_companies" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer NOT NULL,
	"role" "role" NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "usage_daily_companies_day_kind_company_id_role_pk" PRIMARY KEY("day","kind","company_id","role")
);
--> statement-breakpoint
CREATE TABLE "usage_monthly_companies" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer NOT NULL,
	"role" "role" NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "usage_monthly_companies_month_kind_company_id_role_pk" PRIMARY KEY("month","kind","company_id","role")
);
--> statement-breakpoint
CREATE TABLE "usage_monthly_items" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "usage_monthly_items_month_kind_item_id_pk" PRIMARY KEY("month","kind","item_id")
);
--> statement-breakpoint
CREATE INDEX "usage_monthly_items_item_idx" ON "usage_monthly_items" USING btree ("item_id","month");--> statement-breakpoint
-- Edited by hand: the rollups are made again from the raw events (a run without its state goes
-- through every day), so the segments' rows are let go before their key changes.
DELETE FROM "usage_daily_segments";--> statement-breakpoint
DELETE FROM "usage_rollup_state";--> statement-breakpoint
ALTER TABLE "usage_daily_segments" DROP CONSTRAINT "usage_daily_segments_day_kind_role_company_id_pk";--> statement-breakpoint
ALTER TABLE "usage_daily_segments" DROP COLUMN "company_id";--> statement-breakpoint
ALTER TABLE "usage_daily_segments" ADD CONSTRAINT "usage_daily_segments_day_kind_role_pk" PRIMARY KEY("day","kind","role");