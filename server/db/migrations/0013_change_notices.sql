-- Written by hand (drizzle-kit does not manage functions or triggers). The change notices every
-- server process listens to (server/db/change-notices.ts; docs/performance.md, "Caches kept
-- exact"): sent by NOTIFY in the writing transaction, so heard once it commits, by every process.
CREATE FUNCTION "public"."notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    -- TRUNCATE: the whole table.
    PERFORM pg_notify('avantages_changes', TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('avantages_changes',
      TG_ARGV[0] || ':' || (coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A session ended, renewed, touched or acting as someone else; its user changed or deleted.
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "public"."sessions" FOR EACH ROW EXECUTE FUNCTION "public"."notify_change"('session', 'id');--> statement-breakpoint
CREATE TRIGGER "sessions_truncate_notify_change" AFTER TRUNCATE ON "public"."sessions" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_change"('sessions');--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "public"."users" FOR EACH ROW EXECUTE FUNCTION "public"."notify_change"('user', 'id');--> statement-breakpoint
CREATE TRIGGER "users_truncate_notify_change" AFTER TRUNCATE ON "public"."users" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_change"('users');--> statement-breakpoint
-- What a user's notification count is computed from, besides the shared content.
CREATE TRIGGER "seen_marks_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."seen_marks" FOR EACH ROW EXECUTE FUNCTION "public"."notify_change"('marks', 'user_id');--> statement-breakpoint
CREATE TRIGGER "seen_marks_truncate_notify_change" AFTER TRUNCATE ON "public"."seen_marks" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_change"('marks');--> statement-breakpoint
CREATE TRIGGER "user_sub_theme_preferences_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."user_sub_theme_preferences" FOR EACH ROW EXECUTE FUNCTION "public"."notify_change"('marks', 'user_id');--> statement-breakpoint
CREATE TRIGGER "user_sub_theme_preferences_truncate_notify_change" AFTER TRUNCATE ON "public"."user_sub_theme_preferences" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_change"('marks');--> statement-breakpoint
-- A new version of a group of shared data (migration 0001), its row deleted or the table emptied,
-- by a trigger or by hand: a cache of that group must read it again.
CREATE TRIGGER "data_versions_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."data_versions" FOR EACH ROW EXECUTE FUNCTION "public"."notify_change"('data', 'name');--> statement-breakpoint
CREATE TRIGGER "data_versions_truncate_notify_change" AFTER TRUNCATE ON "public"."data_versions" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_change"('data');--> statement-breakpoint
-- The news get a version too (the theme tree is part of the offers' since migration 0003).
CREATE TRIGGER "news_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."news" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_data_version"('news');--> statement-breakpoint
INSERT INTO "public"."data_versions" ("name", "version") VALUES ('news', gen_random_uuid());
