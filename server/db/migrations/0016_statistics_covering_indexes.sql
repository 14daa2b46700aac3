-- Statistics: a partner's items read from the index alone (docs/back-office/statistics.md).
DROP INDEX "usage_daily_items_item_idx";--> statement-breakpoint
DROP INDEX "usage_monthly_items_item_idx";--> statement-breakpoint
CREATE INDEX "usage_daily_items_item_idx" ON "usage_daily_items" USING btree ("item_id","day","kind","events");--> statement-breakpoint
CREATE INDEX "usage_monthly_items_item_idx" ON "usage_monthly_items" USING btree ("item_id","month","kind","events");