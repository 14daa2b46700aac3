-- Usage measured by the platform itself (docs/statistics.md): raw pseudonymous events, kept 13
-- months, read by the rollups only.
CREATE TABLE "usage_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"user_key" text NOT NULL,
	"role" "role" NOT NULL,
	"company_id" integer,
	"search_terms" text,
	"search_found" boolean,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_events_kind" CHECK ("kind" IN ('offer_view', 'promotion_view', 'service_view', 'news_view', 'search', 'filter_change', 'push_opened', 'offer_redirection', 'service_redirection', 'price_list_download', 'login', 'push_sent', 'digest_sent', 'digest_opened')),
	CONSTRAINT "usage_events_search_only" CHECK (("usage_events"."kind" = 'search') OR ("usage_events"."search_terms" IS NULL AND "usage_events"."search_found" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "usage_events_occurred_idx" ON "usage_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "usage_events_kind_occurred_idx" ON "usage_events" USING btree ("kind","occurred_at");