ALTER TABLE "password_reset_tokens" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "initialization_token" TO "initialization_token_hash";--> statement-breakpoint
DROP INDEX "users_initialization_token_unique";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "main_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "initialization_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "device_cookie_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_main_user_id_users_id_fk" FOREIGN KEY ("main_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_initialization_token_hash_unique" ON "users" USING btree ("initialization_token_hash");--> statement-breakpoint
-- The tokens of reset and first-connection links are kept only as their SHA-256 (hex), as
-- server/db/secret-tokens.ts computes it: the links already sent keep working.
UPDATE "password_reset_tokens" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "users" SET "initialization_token_hash" = encode(sha256(convert_to("initialization_token_hash", 'UTF8')), 'hex'), "initialization_expires_at" = "invitation_sent_at" + interval '7 days' WHERE "initialization_token_hash" IS NOT NULL AND "invitation_sent_at" IS NOT NULL;--> statement-breakpoint
-- A link never sent by e-mail had no expiry (the demo's /initialization/bienvenue-demo): it stops
-- working. `npm run seed` gives the demo a new one, valid 30 days; `npm run create-admin` or the
-- back office's « Renvoyer l’invitation » give a real account a new link.
UPDATE "users" SET "initialization_token_hash" = NULL WHERE "initialization_token_hash" IS NOT NULL AND "invitation_sent_at" IS NULL;
