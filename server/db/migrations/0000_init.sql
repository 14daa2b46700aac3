CREATE TYPE "public"."role" AS ENUM('AGENCY', 'PRO', 'PARTNER', 'ADMIN', 'NETWORK');--> statement-breakpoint
CREATE TYPE "public"."service_plus_type" AS ENUM('EXCLUSIVE_SERVICE', 'SALE_PERMISSION');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"siret" text,
	"company_name" text,
	"activity" text,
	"nb_employees" integer,
	"turnover" bigint,
	"street_and_number" text,
	"postal_code" text,
	"town" text,
	"theming_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_base64" text NOT NULL,
	"alt" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"image_base64" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_sub_themes" (
	"offer_id" integer NOT NULL,
	"sub_theme_id" integer NOT NULL,
	CONSTRAINT "offer_sub_themes_offer_id_sub_theme_id_pk" PRIMARY KEY("offer_id","sub_theme_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"website" text NOT NULL,
	"title" text NOT NULL,
	"supplier_name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"logo_base64" text,
	"discount" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"privilege" boolean DEFAULT false NOT NULL,
	"price_list" boolean DEFAULT false NOT NULL,
	"visible_roles" "role"[] DEFAULT '{PRO,AGENCY,NETWORK}'::role[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_validity_order" CHECK ("offers"."valid_from" <= "offers"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_base64" text,
	"description" text NOT NULL,
	"website" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirection_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer,
	"service_plus_id" integer,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirection_clicks_one_target" CHECK (("redirection_clicks"."offer_id" IS NULL) <> ("redirection_clicks"."service_plus_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "services_plus" (
	"id" serial PRIMARY KEY NOT NULL,
	"website" text NOT NULL,
	"type" "service_plus_type" NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"logo_base64" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themings" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_color" text DEFAULT '#3f8cff' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"universe_logo_base64" text,
	"network_logo_base64" text,
	"agency_logo_base64" text
);
--> statement-breakpoint
CREATE TABLE "user_sub_theme_preferences" (
	"user_id" integer NOT NULL,
	"sub_theme_id" integer NOT NULL,
	CONSTRAINT "user_sub_theme_preferences_user_id_sub_theme_id_pk" PRIMARY KEY("user_id","sub_theme_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" "role" NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"function" text,
	"phone" text,
	"company_id" integer,
	"partner_id" integer,
	"theming_id" integer,
	"activated" boolean DEFAULT false NOT NULL,
	"initialization_token" text,
	"connected_as_user_id" integer,
	"beneficiary_module" boolean DEFAULT false NOT NULL,
	"emailing_module" boolean DEFAULT false NOT NULL,
	"enabled_exclusive_service" boolean DEFAULT false NOT NULL,
	"exclusive_service_name" text,
	"enabled_sale_permission" boolean DEFAULT false NOT NULL,
	"sale_permission_name" text,
	"number_saving_notification" integer DEFAULT 0 NOT NULL,
	"fidelity_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_theming_id_themings_id_fk" FOREIGN KEY ("theming_id") REFERENCES "public"."themings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_sub_themes" ADD CONSTRAINT "offer_sub_themes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_sub_themes" ADD CONSTRAINT "offer_sub_themes_sub_theme_id_sub_themes_id_fk" FOREIGN KEY ("sub_theme_id") REFERENCES "public"."sub_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirection_clicks" ADD CONSTRAINT "redirection_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirection_clicks" ADD CONSTRAINT "redirection_clicks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirection_clicks" ADD CONSTRAINT "redirection_clicks_service_plus_id_services_plus_id_fk" FOREIGN KEY ("service_plus_id") REFERENCES "public"."services_plus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_themes" ADD CONSTRAINT "sub_themes_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sub_theme_preferences" ADD CONSTRAINT "user_sub_theme_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sub_theme_preferences" ADD CONSTRAINT "user_sub_theme_preferences_sub_theme_id_sub_themes_id_fk" FOREIGN KEY ("sub_theme_id") REFERENCES "public"."sub_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_theming_id_themings_id_fk" FOREIGN KEY ("theming_id") REFERENCES "public"."themings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_connected_as_user_id_users_id_fk" FOREIGN KEY ("connected_as_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "offer_sub_themes_sub_theme_idx" ON "offer_sub_themes" USING btree ("sub_theme_id");--> statement-breakpoint
CREATE INDEX "offers_privilege_idx" ON "offers" USING btree ("privilege");--> statement-breakpoint
CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "redirection_clicks_user_idx" ON "redirection_clicks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "services_plus_type_idx" ON "services_plus" USING btree ("type");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sub_themes_theme_idx" ON "sub_themes" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "themes_category_idx" ON "themes" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_initialization_token_unique" ON "users" USING btree ("initialization_token");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "users_partner_idx" ON "users" USING btree ("partner_id");