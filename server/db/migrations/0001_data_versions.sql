CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" uuid NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not manage functions or triggers): see `dataVersions` in
-- schema.ts. Statement triggers also fire for TRUNCATE and for deletes cascaded from sub_themes,
-- and run inside the writing transaction, so no reader can see changed data under an old version.
CREATE FUNCTION "public"."bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "public"."data_versions" ("name", "version") VALUES (TG_ARGV[0], gen_random_uuid())
    ON CONFLICT ("name") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "offers_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."offers" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_data_version"('offers');--> statement-breakpoint
CREATE TRIGGER "offer_sub_themes_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."offer_sub_themes" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_data_version"('offers');--> statement-breakpoint
INSERT INTO "public"."data_versions" ("name", "version") VALUES ('offers', gen_random_uuid());
