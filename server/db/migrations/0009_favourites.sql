-- The operation ids of every kind of queued change in one table (services/change-operations.ts):
-- renamed, with its constraints and index, so the ids already applied stay applied. Written by
-- hand: drizzle-kit would drop and re-create the primary key, the foreign key and the index.
ALTER TABLE "preference_operations" RENAME TO "change_operations";--> statement-breakpoint
ALTER TABLE "change_operations" RENAME CONSTRAINT "preference_operations_user_id_operation_id_pk" TO "change_operations_user_id_operation_id_pk";--> statement-breakpoint
ALTER TABLE "change_operations" RENAME CONSTRAINT "preference_operations_user_id_users_id_fk" TO "change_operations_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "preference_operations_applied_idx" RENAME TO "change_operations_applied_idx";--> statement-breakpoint
CREATE TABLE "user_favourites" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favourites_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id"),
	CONSTRAINT "user_favourites_kind" CHECK ("user_favourites"."kind" in ('offer', 'servicePlus'))
);
--> statement-breakpoint
ALTER TABLE "user_favourites" ADD CONSTRAINT "user_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_favourites_user_added_idx" ON "user_favourites" USING btree ("user_id","added_at" DESC NULLS LAST);
